import type { Page } from '@playwright/test'

type SubmitJob = { company: string; title: string; description: string; url: string; type?: string; schedule?: string; education?: string; category?: string; locations?: string }

/** Fills every field of /submit-job (the page is open and hydrated). */
export const fillSubmitJobForm = async (page: Page, job: SubmitJob) => {
  await page.getByLabel('Company Name').fill(job.company)
  await page.getByLabel('Job Title').fill(job.title)
  await page.getByLabel('Job Description').fill(job.description)
  await page.getByLabel('Job Type').selectOption(job.type ?? 'Full-Time')
  await page.getByLabel('Schedule Type').selectOption(job.schedule ?? 'Flexible')
  await page.getByLabel('Education Level').selectOption(job.education ?? 'Not Required')
  await page.getByLabel('Category').selectOption(job.category ?? 'Engineering')
  await page.getByLabel('Hiring Locations').fill(job.locations ?? 'Worldwide')
  await page.getByLabel('Job Application URL').fill(job.url)
}

type EmployerJob = { company: string; title: string; description: string; url: string; email: string; category?: string; type?: string; regions?: string }

/** Fills every field of the /post-job form. */
export const fillEmployerForm = async (page: Page, job: EmployerJob) => {
  await page.getByLabel('Company Name').fill(job.company)
  await page.getByLabel('Job Title').fill(job.title)
  await page.getByLabel('Job Description').fill(job.description)
  await page.getByLabel('Job Category').selectOption(job.category ?? 'Operations')
  await page.getByLabel('Employment Type').selectOption(job.type ?? 'Full-Time')
  await page.getByLabel('Hiring Regions').fill(job.regions ?? 'Worldwide')
  await page.getByLabel('Apply URL').fill(job.url)
  await page.getByLabel('Company Email').fill(job.email)
}
