import { readFile } from 'node:fs/promises'

import { expect, test } from '@playwright/test'

type ListedJob = { slug: string; job_title: string; company_name: string; job_description: string }

test('from a job page: tailor the resume to its posting, then write a letter that answers it', async ({ page, request }) => {
  const { docs } = await (await request.get('/api/jobs?limit=100&depth=0')).json()
  // A posting that asks for PostgreSQL, which the fixture resume never mentions.
  const job = (docs as ListedJob[]).find((doc) => /PostgreSQL/.test(doc.job_description))
  if (!job) throw new Error('The seed has no job asking for PostgreSQL')
  const resume = await readFile('tests/fixtures/resume.txt', 'utf8')

  await page.goto(`/jobs/${job.slug}`)
  await page.getByRole('link', { name: 'Tailor my resume' }).click()
  await expect(page).toHaveURL(`/resume-builder?job=${job.slug}`)
  await expect(page.getByText(`Tailoring to ${job.job_title} at ${job.company_name}`)).toBeVisible()
  await expect(page.getByLabel('Target role')).toHaveValue(job.job_title)
  await page.getByLabel('Resume text').fill(resume)
  await page.getByRole('button', { name: 'Optimize Resume' }).click()
  await expect(page.getByRole('heading', { name: `Match for ${job.job_title}` })).toBeVisible()
  await expect(page.getByText(`Keywords from the ${job.company_name} posting.`)).toBeVisible()
  // The keywords to add are the posting's own words.
  await expect(page.getByRole('list', { name: 'Missing keywords' })).toContainText('PostgreSQL')

  await page.goto(`/jobs/${job.slug}`)
  await page.getByRole('link', { name: 'Write a cover letter' }).click()
  await expect(page).toHaveURL(`/cover-letter-generator?job=${job.slug}`)
  await expect(page.getByLabel('Job title')).toHaveValue(job.job_title)
  await expect(page.getByLabel('Company name')).toHaveValue(job.company_name)
  await page.getByLabel('Your resume (optional)').fill(resume)
  await page.getByLabel('Tone').selectOption('formal')
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click()
  const letter = page.getByTestId('cover-letter')
  await expect(letter).toContainText(`at ${job.company_name}`)
  // Jordan's achievements, in the letter's words, and the signature from the resume.
  await expect(letter).toContainText(/cut production errors by 35%|5,000 customers|12 product teams/)
  await expect(letter).toContainText(/Jordan Rivera\s*$/)
  await expect(letter).not.toContainText('[')
})

test('a tool opened for a job that is gone says so and opens blank; a chosen job can be set aside', async ({ page, request }) => {
  await page.goto('/resume-builder?job=no-such-job-anywhere')
  await expect(page.getByText('That job is no longer listed.')).toBeVisible()
  await expect(page.getByLabel('Target role')).toHaveValue('')

  const { docs } = await (await request.get('/api/jobs?limit=1&depth=0')).json()
  const job = docs[0] as ListedJob
  await page.goto(`/cover-letter-generator?job=${job.slug}`)
  await expect(page.getByText(`Writing to ${job.job_title} at ${job.company_name}`)).toBeVisible()
  await page.getByRole('button', { name: "Don't use this job" }).click()
  await expect(page.getByText(`Writing to ${job.job_title}`)).toHaveCount(0)
  // What was filled in stays for the visitor to keep or change.
  await expect(page.getByLabel('Job title')).toHaveValue(job.job_title)
})
