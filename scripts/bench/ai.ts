/**
 * npm run bench:ai — the AI tools without a network or a model: parsing a two-page PDF (and the
 * DOCX and DOC fixtures) in the document worker, then each built-in tool. Prints p50 and p95 over
 * repeated runs after a warm-up and writes bench/results.json ("ai").
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { writeCoverLetter } from '../../src/lib/ai/coverLetter/writeCoverLetter'
import { createDocumentParser } from '../../src/lib/ai/documents/documentParser'
import { extractDocumentText } from '../../src/lib/ai/documents/extractDocumentText'
import { coachReply, COACH_GREETING } from '../../src/lib/ai/interview/coachReply'
import { analyzeLinkedinProfile } from '../../src/lib/ai/linkedin/linkedinAdvice'
import { optimizeResume } from '../../src/lib/ai/resume/optimizeResume'
import { parseResumeText } from '../../src/lib/ai/resume/parseResumeText'
import { root } from '../lib/environment'
import { saveResults } from './results'

const GOAL_PARSE_MS = 300
const GOAL_TOOL_MS = 100
const fixture = (name: string) => readFileSync(path.join(root, 'tests/fixtures', name))

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

const measure = async (runs: number, work: () => unknown) => {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    await work()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { runs, p50: percentile(times, 50), p95: percentile(times, 95) }
}

const main = async () => {
  const parser = createDocumentParser()
  const twoPagePdf = fixture('resume-two-page.pdf')
  const resumeText = fixture('resume.txt').toString('utf8')
  const extract = async (bytes: Buffer) => {
    const result = await extractDocumentText(bytes, parser)
    if (!result.ok) throw new Error(result.error)
    return result.text
  }
  const started = performance.now()
  const pdfText = await extract(twoPagePdf)
  const coldMs = performance.now() - started
  const answer =
    'At my previous job I was asked to cut our support backlog. I decided to write a triage guide in Notion and set up async handovers in Slack. As a result the backlog fell by 40% in six weeks.'
  const conversation = [
    { role: 'assistant' as const, content: COACH_GREETING },
    { role: 'user' as const, content: 'Customer Support Specialist' },
  ]
  const firstTurn = coachReply(conversation).response
  const about =
    'I help remote teams ship accessible products. Over 6 years I cut load times by 45% for 2 million users. Reach out: me@example.com'

  const rows = [
    {
      task: 'parse two-page PDF (worker)',
      goal: GOAL_PARSE_MS,
      ...(await measure(30, () => extract(twoPagePdf))),
    },
    {
      task: 'parse DOCX (worker)',
      goal: GOAL_PARSE_MS,
      ...(await measure(30, () => extract(fixture('resume.docx')))),
    },
    {
      task: 'parse DOC (worker)',
      goal: GOAL_PARSE_MS,
      ...(await measure(30, () => extract(fixture('resume.doc')))),
    },
    {
      task: 'parse resume text (local rules)',
      goal: GOAL_TOOL_MS,
      ...(await measure(500, () => parseResumeText(pdfText))),
    },
    {
      task: 'optimize resume (built-in)',
      goal: GOAL_TOOL_MS,
      ...(await measure(500, () => optimizeResume(resumeText, 'Senior Frontend Engineer'))),
    },
    {
      task: 'cover letter (built-in)',
      goal: GOAL_TOOL_MS,
      ...(await measure(500, () =>
        writeCoverLetter({
          jobTitle: 'Product Designer',
          companyName: 'Acme Remote',
          tone: 'enthusiastic',
          additionalInfo: answer,
        }),
      )),
    },
    {
      task: 'interview coach turn (built-in)',
      goal: GOAL_TOOL_MS,
      ...(await measure(500, () =>
        coachReply([
          ...conversation,
          { role: 'assistant', content: firstTurn },
          { role: 'user', content: answer },
        ]),
      )),
    },
    {
      task: 'LinkedIn analysis (built-in)',
      goal: GOAL_TOOL_MS,
      ...(await measure(500, () =>
        analyzeLinkedinProfile('Senior Product Designer | Figma | Remote', about),
      )),
    },
  ]
  await parser.close()

  console.log(
    `\nAI tools, no network and no model (${rows[0].runs} parses, 500 tool runs, after one warm-up)\n`,
  )
  console.log('task                               p50 ms    p95 ms   goal ms   met')
  for (const row of rows)
    console.log(
      `${row.task.padEnd(32)} ${row.p50.toFixed(2).padStart(8)}  ${row.p95.toFixed(2).padStart(8)}  ${String(row.goal).padStart(8)}   ${row.p50 < row.goal ? 'yes' : 'NO'}`,
    )
  console.log(`\nfirst PDF parse, starting the worker and pdf.js: ${coldMs.toFixed(0)} ms`)
  await saveResults('ai', {
    coldPdfParseMs: coldMs,
    tasks: rows,
    goals: { pdfParseP50Ms: GOAL_PARSE_MS, toolP50Ms: GOAL_TOOL_MS },
  })
}

main().catch((error: Error) => {
  console.error(error)
  process.exit(1)
})
