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

/**
 * Opens a posting form and waits for the signed token it asks the server for once it has loaded.
 * The server refuses a post sent within 3 s of that token ("That was quick!"), and on a loaded
 * machine the token can come well after the page shows, so a test's wait for the fill time counts
 * from the token, as a person's time does.
 */
export const openPostingForm = async (page: Page, url: string) => {
  const issued = page.waitForResponse((response) => response.request().method() === 'POST' && Boolean(response.request().headers()['next-action']))
  await page.goto(url)
  await issued
}
