export {
  CompanyProfilePage as default,
  generateCompanyMetadata as generateMetadata,
} from '@/components/companies/CompanyProfilePage'

/** Pages render on their first visit and stay cached until their data changes (src/lib/cache);
 * hourly at most, so "Posted 3 days ago" stays true. */
export const revalidate = 3600
export const generateStaticParams = async () => []
