/**
 * npm run bench:ai — the AI tools without a network or a model: parsing a two-page PDF (and the
 * DOCX and DOC fixtures) in a parser process, then each built-in tool, with p50 and p95 over
 * repeated runs after a warm-up; the share of fields read right on every resume set, and apart for
 * real resumes studied, real ones held out (a sum only, never document by document), public
 * template samples and the team's own documents; how the interview coach ranks the graded answers.
 * Writes bench/results.json ("ai").
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { writeCoverLetter } from '../../src/lib/ai/coverLetter/writeCoverLetter'
import { createDocumentParser } from '../../src/lib/documents/documentParser'
import { extractDocumentText } from '../../src/lib/documents/extractDocumentText'
import { coachReply, COACH_GREETING } from '../../src/lib/ai/interview/coachReply'
import { analyzeLinkedinProfile } from '../../src/lib/ai/linkedin/linkedinAdvice'
import { optimizeResume } from '../../src/lib/ai/resume/optimizeResume'
import { parseResumeText } from '../../src/lib/ai/resume/parseResumeText'
import { keyword, keywordsForRole } from '../../src/lib/ai/resume/roleKeywords'
import { root } from '../lib/environment'
import { groupAccuracy, measureDocuments, MISSING_SHARED_CORPUS, RESUME_SETS, SHARED_CORPUS_DIR } from '../../tests/helpers/resumeCorpus'
import { coachRanking } from './coachRanking'
import { saveResults } from './results'

const GOAL_PARSE_MS = 300
const GOAL_TOOL_MS = 100
/** Matching a role's keywords (word forms, synonyms) against a two-page resume: every tool does it, often several times. */
const GOAL_KEYWORDS_MS = 5
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
  // A two-page resume (over 1,000 words) and a backend role's keywords with two free terms.
  const twoPageText = [resumeText, ...Array.from({ length: 60 }, (_, i) => `- Optimised ${i * 13} Kubernetes services and communicated results to stakeholders across ${i % 7} time zones`), resumeText].join('\n')
  const roleKeywords = [...keywordsForRole('Backend engineer'), keyword('Terraform'), keyword('SOC 2')]
  let keywordRuns = 0
  const about =
    'I help remote teams ship accessible products. Over 6 years I cut load times by 45% for 2 million users. Reach out: me@example.com'

  const rows = [
    {
      task: 'parse two-page PDF (process)',
      goal: GOAL_PARSE_MS,
      ...(await measure(30, () => extract(twoPagePdf))),
    },
    {
      task: 'parse DOCX (process)',
      goal: GOAL_PARSE_MS,
      ...(await measure(30, () => extract(fixture('resume.docx')))),
    },
    {
      task: 'parse DOC (process)',
      goal: GOAL_PARSE_MS,
      ...(await measure(30, () => extract(fixture('resume.doc')))),
    },
    {
      task: 'parse resume text (local rules)',
      goal: GOAL_TOOL_MS,
      ...(await measure(500, () => parseResumeText(pdfText))),
    },
    {
      task: 'match role keywords (2 pages)',
      goal: GOAL_KEYWORDS_MS,
      // A new text each run: the matcher keeps the last few texts it tokenised.
      ...(await measure(500, () => {
        const text = `${twoPageText} run ${(keywordRuns += 1)}`
        roleKeywords.forEach((each) => each.matches(text))
      })),
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
  const sets = []
  for (const set of RESUME_SETS) sets.push({ set, result: await measureDocuments(parser, set.documents()) })
  const groups = groupAccuracy(sets)
  const coach = await coachRanking()
  await parser.close()

  console.log(
    `\nAI tools, no network and no model (${rows[0].runs} parses, 500 tool runs, after one warm-up)\n`,
  )
  console.log('task                               p50 ms    p95 ms   goal ms   met (p95)')
  for (const row of rows)
    console.log(
      `${row.task.padEnd(32)} ${row.p50.toFixed(2).padStart(8)}  ${row.p95.toFixed(2).padStart(8)}  ${String(row.goal).padStart(8)}   ${row.p95 < row.goal ? 'yes' : 'NO'}`,
    )
  console.log(`\nfirst PDF parse, starting a parser process and pdf.js: ${coldMs.toFixed(0)} ms`)
  const share = ({ accuracy, right, total }: { accuracy: number; right: number; total: number }, resumes: number) =>
    `${right}/${total} fields right, ${(accuracy * 100).toFixed(1)}% (${resumes} resumes)`
  console.log('\nresume fields read right, per set (goal 90% on real resumes held out):')
  if (!SHARED_CORPUS_DIR) console.log(`  the real resumes and public samples are not measured: ${MISSING_SHARED_CORPUS}`)
  for (const { set, result } of sets)
    if (result.documents.length) console.log(`  ${`${set.group}: ${set.name}`.padEnd(52)} ${share(result, result.documents.length)}`)
  console.log('\nresume fields read right, real documents and the team\'s apart:')
  for (const group of groups) console.log(`  ${group.group.padEnd(52)} ${group.resumes ? share(group, group.resumes) : 'not measured'}`)
  // Document by document, except the held-out ones: their figure is measured, never studied.
  for (const { set, result } of sets)
    if (set.group !== 'real, held out')
      for (const document of result.documents) console.log(`    ${set.name.split(' ')[0].padEnd(10)} ${document.id.padEnd(46)} ${document.right}/${document.total}`)
  console.log(`interview coach: Spearman ${coach.spearman.toFixed(3)} over ${coach.answers} graded answers (goal 0.8); best word salad ${coach.worstWordSalad?.score ?? 0}/10 (goal at most 3)`)
  await saveResults('ai', {
    coldPdfParseMs: coldMs,
    tasks: rows,
    resumeFields: Object.fromEntries(
      sets.map(({ set, result }) => [`${set.group}: ${set.name}`, { accuracy: result.accuracy, right: result.right, total: result.total, resumes: result.documents.length }]),
    ),
    resumeFieldsByGroup: Object.fromEntries(groups.map(({ group, ...figures }) => [group, figures])),
    coach: { spearman: coach.spearman, answers: coach.answers, worstWordSalad: coach.worstWordSalad?.score ?? null },
    goals: { pdfParseP95Ms: GOAL_PARSE_MS, toolP50Ms: GOAL_TOOL_MS, resumeFieldAccuracy: 0.9, coachSpearman: 0.8 },
  })
}

main().catch((error: Error) => {
  console.error(error)
  process.exit(1)
})
