export {
  CompanyProfilePage as default,
  generateCompanyMetadata as generateMetadata,
} from '@/components/companies/CompanyProfilePage'
