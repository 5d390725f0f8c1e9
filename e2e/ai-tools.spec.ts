import { readFile } from 'node:fs/promises'

import { type APIRequestContext, expect, test } from '@playwright/test'

import { E2E_ADMIN } from './support/environment'

const setEveryonePremium = async (request: APIRequestContext, on: boolean) => {
  const { token } = await (await request.post('/api/users/login', { data: E2E_ADMIN })).json()
  const response = await request.post('/api/globals/site-settings', {
    headers: { Authorization: `JWT ${token}` },
    data: { everyonePremium: on },
  })
  expect(response.ok()).toBe(true)
}

test('resume builder: upload a PDF, see its text, optimize, switch templates, open the print view', async ({
  page,
}) => {
  await page.goto('/resume-builder')
  await expect(page.getByRole('heading', { level: 1, name: 'AI Resume Builder' })).toBeVisible()
  await page.getByLabel(/Upload your resume/).setInputFiles('tests/fixtures/resume.pdf')
  await expect(page.getByText('Success!')).toBeVisible()
  await expect(page.getByLabel('Resume text')).toHaveValue(
    /^Jordan Rivera\njordan\.rivera@example\.com/,
  )
  const preview = page.locator('#resume-preview')
  await expect(preview.getByRole('heading', { name: 'Jordan Rivera' })).toBeVisible()

  await page.getByLabel('Target role').fill('Senior Frontend Engineer')
  await page.getByRole('button', { name: 'Optimize Resume' }).click()
  await expect(
    page.getByRole('heading', { name: 'Match for Senior Frontend Engineer' }),
  ).toBeVisible()
  await expect(page.getByText('75%')).toBeVisible()
  await expect(preview).toContainText('Owned the design system used by 12 product teams')

  // The person's own summary stays beside the suggested one, and can be kept in the resume.
  const own = 'Frontend engineer with 6 years of experience building accessible web applications for distributed teams.'
  const analysis = page.locator('section[aria-labelledby="resume-analysis"]')
  await expect(analysis.getByRole('figure').filter({ hasText: 'Yours, as you wrote it' })).toContainText(own)
  await expect(analysis.getByRole('figure').filter({ hasText: 'Suggested for Senior Frontend Engineer' })).toBeVisible()
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await analysis.screenshot({ path: test.info().outputPath(`resume-summaries-${width}.png`) })
  }
  await page.getByRole('button', { name: 'Keep my own summary in the resume' }).click()
  await expect(page.getByRole('button', { name: 'Keep my own summary in the resume' })).toHaveAttribute('aria-pressed', 'true')
  await expect(preview).toContainText(own)

  for (const template of ['Classic', 'Minimal', 'Executive', 'Modern']) {
    await page.getByRole('radio', { name: new RegExp(template) }).check()
    await expect(preview).toHaveAttribute('data-template', template.toLowerCase())
  }

  // The print view's print() is recorded rather than shown, so the test sees that it was called.
  await page.evaluate(() => {
    const open = window.open.bind(window)
    window.open = (...args: Parameters<typeof window.open>) => {
      const view = open(...args)
      if (view) view.print = () => ((window as unknown as { printed: boolean }).printed = true)
      return view
    }
  })
  const popupOpened = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  const popup = await popupOpened
  await expect(page.getByText('Download Started')).toBeVisible()
  // It may be gone before a 'close' listener could be added: poll instead.
  await expect.poll(() => popup.isClosed(), { timeout: 15_000 }).toBe(true)
  expect(await page.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(true)

  // Removing the file clears the file and the text.
  await page.getByRole('button', { name: 'Remove resume.pdf' }).click()
  await expect(page.getByLabel('Resume text')).toHaveValue('')
})

test('resume builder: a file of another type is refused before upload', async ({ page }) => {
  await page.goto('/resume-builder')
  await page
    .getByLabel(/Upload your resume/)
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') })
  await expect(page.getByText('Invalid File Type')).toBeVisible()
  await expect(page.getByText('Please upload a PDF, DOC, DOCX, or TXT file.')).toBeVisible()
})

test('cover letter: required fields, then a letter that downloads as cover-letter-{company}.txt', async ({
  page,
}) => {
  await page.goto('/cover-letter-generator')
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click()
  await expect(page.getByText('Please provide job title and company name.').first()).toBeVisible()

  await page.getByLabel('Job title').fill('Customer Success Manager')
  await page.getByLabel('Company name').fill('Acme Remote')
  await page.getByLabel('Tone').selectOption('creative')
  await page
    .getByLabel(/Additional information/)
    .fill('I raised renewals by 18% across 120 accounts.')
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click()
  const letter = page.getByTestId('cover-letter')
  await expect(letter).toContainText('Acme Remote')
  await expect(letter).toContainText('raised renewals by 18%')

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('button', { name: 'Copy' }).click()
  await expect(page.getByText('Copied to clipboard!')).toBeVisible()

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('cover-letter-Acme Remote.txt')
  expect(await readFile(await download.path(), 'utf8')).toContain('Customer Success Manager')
})

test('a resume uploaded in one tool is offered in the next, for the tab only, and filled in only when asked', async ({
  page,
  browser,
}) => {
  await page.goto('/resume-builder')
  await page.getByLabel(/Upload your resume/).setInputFiles('tests/fixtures/resume.pdf')
  await expect(page.getByLabel('Resume text')).toHaveValue(/^Jordan Rivera\n/)

  await page.goto('/cover-letter-generator')
  const offer = page.getByRole('group', { name: /Use the resume you uploaded earlier\?/ })
  await expect(offer).toContainText('resume.pdf')
  const resumeText = page.getByLabel('Your resume (optional)')
  await expect(resumeText).toHaveValue('')
  await offer.getByRole('button', { name: 'Use this resume' }).click()
  await expect(offer).toHaveCount(0)
  await expect(resumeText).toHaveValue(/^Jordan Rivera\njordan\.rivera@example\.com/)
  await expect(page.getByRole('button', { name: 'Remove resume.pdf' })).toBeVisible()
  await page.getByLabel('Job title').fill('Frontend Engineer')
  await page.getByLabel('Company name').fill('Acme Remote')
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click()
  // Signed with the resume's name: the letter was written from it.
  await expect(page.getByTestId('cover-letter')).toContainText('Jordan Rivera')

  // Another session (a new browser context) is offered nothing.
  const elsewhere = await browser.newContext()
  const other = await elsewhere.newPage()
  await other.goto('/cover-letter-generator')
  await expect(other.getByRole('button', { name: 'Generate Cover Letter' })).toBeEnabled()
  await expect(other.getByRole('group', { name: /Use the resume/ })).toHaveCount(0)
  await expect(other.getByLabel(/Upload your resume/)).toBeVisible()
  await elsewhere.close()

  // "Upload another" leaves the tool empty; "Forget it" takes the offer away from the next tool.
  await page.goto('/resume-builder')
  await offer.getByRole('button', { name: 'Upload another' }).click()
  await expect(page.getByLabel(/Upload your resume/)).toBeFocused()
  await expect(page.getByLabel('Resume text')).toHaveValue('')
  await page.reload()
  await offer.getByRole('button', { name: 'Forget it' }).click()
  await expect(offer).toHaveCount(0)
  await page.goto('/cover-letter-generator')
  await expect(page.getByRole('button', { name: 'Generate Cover Letter' })).toBeEnabled()
  await expect(offer).toHaveCount(0)
  await expect(page.getByLabel('Your resume (optional)')).toHaveValue('')
})

test('interview coach with premium-for-all off: the third message is the last, then Free Limit Reached', async ({
  page,
  request,
}) => {
  await setEveryonePremium(request, false)
  try {
    await page.goto('/interview-coach')
    const conversation = page.getByRole('list', { name: 'Conversation' })
    const box = page.getByLabel('Your answer')
    await expect(conversation.getByText(/I'm your AI interview coach/)).toBeVisible()
    await expect(page.getByText('0 of 3 free messages used')).toBeVisible()
    await expect(box).toBeEnabled()

    // An empty message is ignored.
    await box.press('Enter')
    await expect(conversation.getByRole('listitem')).toHaveCount(1)

    await box.fill('Frontend Developer')
    await box.press('Enter')
    await expect(conversation.getByText(/First question:/)).toBeVisible()
    await expect(page.getByText('1 of 3 free messages used')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveCount(0)

    await box.fill(
      'I worked remotely for 3 years. As a result our team shipped 20% faster with async updates in Slack.',
    )
    await box.press('Enter')
    await expect(conversation.getByText(/Next question:/)).toBeVisible()
    await expect(page.getByText('2 of 3 free messages used')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible()

    await box.fill('We used a shared calendar.')
    await box.press('Enter')
    await expect(page.getByText('3 of 3 free messages used')).toBeVisible()
    await expect(page.getByText('Free Limit Reached', { exact: true })).toBeVisible()
    await expect(box).toBeDisabled()

    await page.getByRole('button', { name: 'Start New Session' }).click()
    await expect(conversation.getByRole('listitem')).toHaveCount(1)
    await page.reload()
    await expect(page.getByText('3 of 3 free messages used')).toBeVisible()
    await expect(page.getByLabel('Your answer')).toBeDisabled()
  } finally {
    await setEveryonePremium(request, true)
  }
})

test('LinkedIn optimizer: an analysis and suggestions', async ({ page }) => {
  await page.goto('/linkedin-optimizer')
  await page.getByLabel('Headline').fill('Senior Product Designer | Figma | Remote')
  await page.getByLabel(/About/).fill('I am a passionate designer. Reach out any time.')
  await page.getByRole('button', { name: 'Analyze Profile' }).click()
  await expect(page.getByText('Analysis Complete!')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Analysis' })).toBeVisible()
  await expect(page.getByText(/Replace the buzzwords? "passionate"/)).toBeVisible()
})

test('with premium-for-all off, a visitor gets the blurred letter and no LinkedIn analysis', async ({
  page,
  request,
}) => {
  await setEveryonePremium(request, false)
  try {
    await page.goto('/cover-letter-generator')
    await page.getByLabel('Job title').fill('Support Lead')
    await page.getByLabel('Company name').fill('Globex')
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click()
    await expect(page.getByText('Preview Generated')).toBeVisible()
    await expect(
      page.getByText('Upgrade to premium to get the complete cover letter.').first(),
    ).toBeVisible()
    await expect(page.getByTestId('cover-letter')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Download' })).toHaveCount(0)

    await page.goto('/linkedin-optimizer')
    await page.getByLabel('Headline').fill('Support Lead | Zendesk | Remote')
    await page.getByLabel(/About/).fill('I lead a team of 8 across 4 time zones.')
    await page.getByRole('button', { name: 'Analyze Profile' }).click()
    await expect(page.getByText('Premium Feature', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Analysis' })).toHaveCount(0)
  } finally {
    await setEveryonePremium(request, true)
  }
})
