export { CompanyNotFound as default } from '@/components/companies/CompanyNotFound'
