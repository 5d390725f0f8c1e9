import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import AxeBuilder from '@axe-core/playwright'
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client'
import { Validator } from '@seriousme/openapi-schema-validator'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { undocumented } from '../tests/helpers/openApiAnswers'
import { E2E_PORT } from './support/environment'

/**
 * The public API and the MCP server on the production build, as programs outside use them: the
 * job search checked against the OpenAPI document (its counts come from Next's data cache, which
 * only the server has), a browser on another origin reading it, the /developers reference (rendered
 * on the server, read with JavaScript off and on a phone too), and an
 * MCP client of the official SDK listing and calling every tool.
 */
const base = `http://localhost:${E2E_PORT}`

const openApi = async (request: APIRequestContext) => (await request.get('/api/openapi.json')).json()

const documentedGet = async (request: APIRequestContext, document: Record<string, unknown>, documentPath: string, url: string) => {
  const response = await request.get(url)
  const json = await response.json()
  expect(undocumented(document, documentPath, { status: response.status(), contentType: response.headers()['content-type'], json })).toEqual([])
  return { status: response.status(), json, headers: response.headers() }
}

test('the OpenAPI document is valid and /api/v1/jobs answers as it says, with the /jobs parameters', async ({ request }) => {
  const document = await openApi(request)
  const validation = await new Validator().validate(structuredClone(document))
  expect(validation.errors ?? []).toEqual([])

  const first = await documentedGet(request, document, '/api/v1/jobs', '/api/v1/jobs')
  expect(first.status).toBe(200)
  expect(first.json.data).toHaveLength(30)
  expect(first.json.total).toBeGreaterThan(30)
  expect(first.headers['access-control-allow-origin']).toBe('*')
  expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300')

  const page2 = await documentedGet(request, document, '/api/v1/jobs', '/api/v1/jobs?page=2&sort=title')
  expect(page2.json.page).toBe(2)
  const titles = page2.json.data.map((job: { title: string }) => job.title)
  expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })))

  const filtered = await documentedGet(request, document, '/api/v1/jobs', '/api/v1/jobs?category=Engineering&category=Design&livesIn=DE&minSalary=50000')
  expect(filtered.status).toBe(200)
  for (const job of filtered.json.data) {
    expect(['Engineering', 'Design']).toContain(job.category)
    expect(job.openWorldwide || job.eligibleCountries.includes('DE')).toBe(true)
    expect(Math.max(job.salaryUsdYearly.min ?? 0, job.salaryUsdYearly.max ?? 0)).toBeGreaterThanOrEqual(50000)
  }

  const sqlish = await documentedGet(request, document, '/api/v1/jobs', `/api/v1/jobs?q=${encodeURIComponent("'; DROP TABLE jobs; --")}`)
  expect(sqlish.json).toMatchObject({ total: 0, data: [] })

  const posted = await request.post('/api/v1/jobs', { data: { job_title: 'Not through here' } })
  expect([posted.status(), posted.headers()['content-type'], posted.headers().allow]).toEqual([405, 'application/problem+json', 'GET, OPTIONS'])

  const refused = await documentedGet(request, document, '/api/v1/jobs', '/api/v1/jobs?livesIn=Narnia&sort=cheapest')
  expect(refused.status).toBe(400)
  expect(refused.headers['content-type']).toBe('application/problem+json')
  expect(refused.json.errors.map((error: { parameter: string }) => error.parameter)).toEqual(['livesIn', 'sort'])
})

test('a page on another site reads the API from the browser, and revalidates with its ETag', async ({ page }) => {
  // Another site: a page served from another origin on this machine.
  const elsewhere = createServer((_, response) => response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Elsewhere</title>'))
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve))
  await page.goto(`http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`)
  const answers = await page.evaluate(async (url) => {
    const first = await fetch(`${url}/api/v1/visas?passport=US&income=4000`)
    const body = await first.json()
    const etag = first.headers.get('etag') ?? ''
    const again = await fetch(`${url}/api/v1/visas?passport=US&income=4000`, { headers: { 'If-None-Match': etag }, cache: 'no-store' })
    return { status: first.status, total: body.total, firstCheck: body.data[0].passportCheck.status, etag, againStatus: again.status }
  }, base)
  elsewhere.close()
  expect(answers).toMatchObject({ status: 200, total: 60, firstCheck: 'qualify', againStatus: 304 })
  expect(answers.etag).toMatch(/^W\//)
})

const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace']

/** Each operation of the document: its method, its path and the anchor of its section. */
const documentedOperations = (document: { paths: Record<string, Record<string, { operationId?: string }>> }) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => ({ path, method: method.toUpperCase(), anchor: operation.operationId })),
  )

/** Every operation of the document, shown with its method in its own section, linked from the contents. */
const expectEveryOperation = async (page: Page, operations: ReturnType<typeof documentedOperations>) => {
  const contents = page.getByRole('navigation', { name: 'Contents' })
  for (const { path, method, anchor } of operations) {
    expect(anchor, `${method} ${path} has an operationId`).toBeTruthy()
    const section = page.locator(`section[id="${anchor}"]`)
    await expect(section.getByText(`${method} ${path}`, { exact: true }), `${method} ${path}`).toBeVisible()
    await expect(contents.locator(`a[href="#${anchor}"]`), `${method} ${path} in the contents`).toContainText(path)
  }
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

test('/developers renders the API reference on the server from the document: every operation, no image, little script, under the site’s security policy', async ({ page, request }) => {
  const document = await openApi(request)
  const operations = documentedOperations(document)
  expect(operations.length).toBeGreaterThanOrEqual(5)

  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  const outside: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(base) && !request.url().startsWith('data:') && !request.url().startsWith('blob:')) outside.push(request.url())
  })
  // What the network carries for each script (its encoded body, gzip as the server sends it: the
  // measure of bench:weight); Scalar's reference alone was about 1.3 MB.
  const scripts: Array<Promise<{ url: string; bytes: number }>> = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    scripts.push(
      response
        .finished()
        .then(() => response.request().sizes())
        .then((sizes) => ({ url: response.url(), bytes: sizes.responseBodySize }))
        .catch(() => ({ url: `${response.url()} (failed)`, bytes: 0 })),
    )
  })

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/developers')
  await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible()
  const reference = page.getByRole('region', { name: 'API reference' })
  await expect(reference.getByText(document.info.title).first()).toBeVisible()
  await expectEveryOperation(page, operations)
  await expect(reference.getByRole('cell', { name: /livesIn/ })).toBeVisible()
  // The page is built ahead with the site's address: any host, the path and the documented example.
  await expect(reference.getByText(/^curl 'https?:\/\/[^/']+\/api\/v1\/jobs\?q=designer&/)).toBeVisible()
  await page.waitForLoadState('networkidle')

  expect(await reference.locator('img').count(), 'the reference has no image').toBe(0)
  const broken = await page.evaluate(() => [...document.images].filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.src))
  expect(broken, 'no image of the page fails').toEqual([])
  const loaded = await Promise.all(scripts)
  const scriptBytes = loaded.reduce((sum, script) => sum + script.bytes, 0)
  expect(scriptBytes, `script bytes: ${loaded.map((script) => `${script.url} ${script.bytes}`).join(', ')}`).toBeLessThan(400 * 1024)
  expect(await pageWidth(page), 'no sideways scroll at 1280 px').toBeLessThanOrEqual(1280)

  // The contents lead to each operation.
  const [, second] = operations
  await page.getByRole('navigation', { name: 'Contents' }).locator(`a[href="#${second.anchor}"]`).click()
  await expect(page).toHaveURL(new RegExp(`#${second.anchor}$`))
  await expect(page.locator(`section[id="${second.anchor}"]`)).toBeInViewport()

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/developers')
  await expectEveryOperation(page, operations)
  expect(await pageWidth(page), 'no sideways scroll at 390 px').toBeLessThanOrEqual(390)
  // Its code boxes scroll on a phone: each can be reached with the keyboard.
  const { violations: axe } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const serious = axe.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])

  expect(violations).toEqual([])
  expect(outside).toEqual([])
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Jobs API' })).toHaveAttribute('href', '/developers')
})

test('/developers reads in full with JavaScript off, on a phone too', async ({ browser, request }) => {
  const document = await openApi(request)
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto('/developers')
  await expectEveryOperation(page, documentedOperations(document))
  const reference = page.getByRole('region', { name: 'API reference' })
  // A parameter with its values, a field of a $ref'd answer, and an example request.
  const sort = reference.locator('section[id="searchJobs"]').getByRole('row', { name: /^sort/ })
  await expect(sort).toContainText('salary')
  await expect(reference.locator('section[id="searchJobs"]').getByText('eligibleCountries', { exact: true })).toBeVisible()
  await expect(reference.getByText(/^curl 'https?:\/\/[^/']+\/api\/v1\/visas\?passport=/)).toBeVisible()
  // The answers of errors are folded, natively: they open without script.
  const problem = reference.locator('section[id="getJob"] li').filter({ hasText: '404' }).locator('summary')
  await problem.click()
  await expect(reference.locator('section[id="getJob"] li').filter({ hasText: '404' }).getByText('detail', { exact: true })).toBeVisible()
  expect(await pageWidth(page), 'no sideways scroll at 390 px').toBeLessThanOrEqual(390)
  await context.close()
})

test('an MCP client lists the four read-only tools and calls each one', async () => {
  const client = new Client({ name: 'e2e-client', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`)))
  try {
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name).sort()).toEqual(['find_visas', 'get_job', 'search_companies', 'search_jobs'])
    for (const tool of tools) {
      expect(tool.inputSchema.type, tool.name).toBe('object')
      expect(tool.outputSchema?.type, tool.name).toBe('object')
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true)
    }
    expect(Object.keys(tools.find((tool) => tool.name === 'search_jobs')!.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(['q', 'category', 'livesIn', 'tz', 'minSalary']))

    const jobs = await client.callTool({ name: 'search_jobs', arguments: { q: 'engineer', livesIn: 'PT', sort: 'date' } })
    expect(jobs.isError).toBeFalsy()
    const found = jobs.structuredContent as { data: Array<{ slug: string; openWorldwide: boolean; eligibleCountries: string[] }>; total: number }
    expect(found.total).toBeGreaterThan(0)
    for (const job of found.data) expect(job.openWorldwide || job.eligibleCountries.includes('PT')).toBe(true)

    const job = await client.callTool({ name: 'get_job', arguments: { slug: found.data[0].slug } })
    expect(job.structuredContent).toMatchObject({ slug: found.data[0].slug, description: expect.any(String) })
    const missing = await client.callTool({ name: 'get_job', arguments: { slug: 'no-such-job' } })
    expect(missing.isError).toBe(true)
    expect(JSON.stringify(missing.content)).toContain('No job has that slug.')

    const companies = await client.callTool({ name: 'search_companies', arguments: { q: 'gitlab' } })
    expect((companies.structuredContent as { data: Array<{ name: string }> }).data.map((company) => company.name)).toContain('GitLab')

    const visas = await client.callTool({ name: 'find_visas', arguments: { passport: 'DE', income: 3000, region: 'Europe' } })
    const programs = (visas.structuredContent as { data: Array<{ countryCode: string; passportCheck: { status: string } }> }).data
    expect(programs.find((visa) => visa.countryCode.toUpperCase() === 'DE')?.passportCheck.status).toBe('not-eligible')

    const refused = await client.callTool({ name: 'search_jobs', arguments: { livesIn: 'Narnia' } }).catch((error: Error) => ({ isError: true, content: error.message }))
    expect(refused.isError).toBe(true)
    expect(JSON.stringify(refused.content)).toContain('ISO 3166-1 alpha-2')
  } finally {
    await client.close()
  }
})

/** A POST to /api/mcp as a 2025-03-26 client sends it (the last revision with JSON-RPC batches). */
const mcpPost = async (request: APIRequestContext, body: string) => {
  const response = await request.post('/api/mcp', {
    headers: { Accept: 'application/json, text/event-stream', 'Content-Type': 'application/json', 'MCP-Protocol-Version': '2025-03-26' },
    data: body,
  })
  const text = await response.text()
  const streamed = response.headers()['content-type']?.startsWith('text/event-stream')
  const messages = streamed ? text.split('\n').filter((line) => line.startsWith('data: {')).map((line) => JSON.parse(line.slice(6))) : [JSON.parse(text)]
  return { status: response.status(), headers: response.headers(), messages, size: text.length }
}

const visaCalls = (count: number, from = 0) =>
  JSON.stringify(Array.from({ length: count }, (_, i) => ({ jsonrpc: '2.0', id: from + i, method: 'tools/call', params: { name: 'find_visas', arguments: { passport: 'US', income: 4000 } } })))

test('each call of an MCP batch counts against the address’s minute, batches sent at once too; the body is bounded', async ({ request }) => {
  const remaining = (answer: { headers: Record<string, string> }) => Number(answer.headers['ratelimit-remaining'])
  const single = await mcpPost(request, visaCalls(1).slice(1, -1))
  expect(single.status).toBe(200)
  expect(single.messages[0].result.structuredContent.total).toBe(60)
  const before = remaining(single)
  expect(before).toBeGreaterThan(1000)

  const batch = await mcpPost(request, visaCalls(100))
  expect(batch.status).toBe(200)
  expect(batch.messages).toHaveLength(100)
  expect(batch.messages.every((message) => message.result && !message.result.isError)).toBe(true)
  expect(remaining(batch)).toBe(before - 100)

  const atOnce = await Promise.all([0, 1, 2].map((i) => mcpPost(request, visaCalls(100, 1000 * (i + 1)))))
  expect(atOnce.map((answer) => [answer.status, answer.messages.length])).toEqual([[200, 100], [200, 100], [200, 100]])
  const after = await mcpPost(request, visaCalls(1).slice(1, -1))
  expect(remaining(after)).toBe(before - 100 - 300 - 1)

  // Over the API's 2 MB, refused by the proxy before the route reads it, in JSON-RPC's words.
  const huge = await mcpPost(request, JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_companies', arguments: { q: 'x'.repeat(3 * 1024 * 1024) } } }))
  expect(huge.status).toBe(413)
  expect(huge.messages[0]).toMatchObject({ jsonrpc: '2.0', id: null, error: { message: 'The request body is too large: at most 2 MB.' } })
})

test('an MCP tool that meets a value the database refuses answers plain words, never the SQL', async ({ request }) => {
  const client = new Client({ name: 'e2e-client', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`)))
  try {
    for (const [name, args] of [
      ['get_job', { slug: 'senior-\u0000-designer' }],
      ['search_jobs', { q: 'design\u0000er', livesIn: 'PT' }],
      ['search_companies', { q: 'git\u0000lab' }],
    ] as const) {
      const answer = await client.callTool({ name, arguments: args })
      expect(answer.isError, name).toBe(true)
      expect(answer.content, name).toEqual([{ type: 'text', text: 'Bad parameters: Text cannot contain the NUL character (\\u0000).' }])
    }
  } finally {
    await client.close()
  }
  // The public API refuses the same inputs before any route runs, as a problem.
  const refused = await request.get(`/api/v1/jobs?q=${encodeURIComponent('design\u0000er')}`)
  expect([refused.status(), refused.headers()['content-type']]).toEqual([400, 'application/problem+json'])
  expect(await refused.text()).not.toMatch(/Failed query|select /i)
})
