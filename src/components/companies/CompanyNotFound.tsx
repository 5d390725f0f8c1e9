import { BackToCompanies } from './BackToCompanies'

/** The profile of an unknown company id (served with status 404). */
export function CompanyNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold">Company Not Found</h1>
      <p className="text-slate-600">
        We could not find this company. It may have been renamed or removed from the directory.
      </p>
      <BackToCompanies />
    </section>
  )
}
