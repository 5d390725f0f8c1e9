/** The employer form's labels, shown on the form and, for an edit, to the moderator beside what changed. */
export const FIELD_LABELS_OF_EMPLOYER_FORM: Record<string, string> = {
  company_name: 'Company Name',
  job_title: 'Job Title',
  job_description: 'Job Description',
  category: 'Job Category',
  job_type: 'Employment Type',
  hiring_locations: 'Hiring Regions',
  job_url: 'Apply URL',
  tz_min_offset: 'Time zones you hire in (from)',
  tz_max_offset: 'Time zones you hire in (to)',
  salary_range: 'Salary',
  contactEmail: 'Company Email',
}
