export { CompanyNotFound as default } from '@/components/companies/CompanyNotFound'

/** An unknown company's page says so in its title too, and is not indexed. */
export const metadata = { title: 'Company Not Found', robots: { index: false } }
