/**
 * npm run bench:ats-held-out — the import on the real hiring-system answers that no rule was
 * written from (../shared/ats-samples, the files tests/helpers/atsHeldOutSamples.ts keeps back):
 * each role as its adapter reads it and as the board would take it (remote or why not, the hiring
 * locations and who may apply, type, category, level, pay). A person judges the lines; the
 * judgement and its figure are in docs/job-imports.md.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { ATS_ADAPTERS } from '../../src/lib/ats/adapters'
import { jobFieldsOf } from '../../src/lib/ats/jobFields'
import type { AtsKind } from '../../src/lib/ats/types'
import { classifyWorkplace } from '../../src/lib/ats/workplace'
import { eligibilityOf } from '../../src/lib/places/eligibility'
import { HELD_OUT_SAMPLES } from '../../tests/helpers/atsHeldOutSamples'
import { sharedFolder } from '../../tests/helpers/sharedData'

const folder = sharedFolder('ats-samples')
const text = (file: string) => readFileSync(path.join(folder, file), 'utf8')

const BOARDS: Array<{ kind: AtsKind; board: string; list: string; detail?: string }> = [
  { kind: 'ashby', board: 'ramp', list: 'ashby/ramp-job-board-112.json' },
  { kind: 'lever', board: 'spotify', list: 'lever/spotify-postings-4.json' },
  { kind: 'workable', board: 'huggingface', list: 'workable/huggingface-widget-3.json' },
  { kind: 'smartrecruiters', board: 'WesternDigital', list: 'smartrecruiters/westerndigital-postings-3.json', detail: 'smartrecruiters/westerndigital-posting-detail.json' },
  { kind: 'greenhouse', board: 'anthropic', list: 'greenhouse/anthropic-jobs-content-4.json' },
]

const main = async () => {
  if (BOARDS.length + 1 !== HELD_OUT_SAMPLES.length) throw new Error('every held-out file should be read here')
  const now = new Date('2026-11-27T00:00:00Z')
  for (const { kind, board, list, detail } of BOARDS) {
    const listText = text(list)
    let pages = 0
    const jobs = await ATS_ADAPTERS[kind].readBoard(board, async (requested) => {
      // The list's first page is the file; further pages are empty; details are the one detail file.
      if (/\/postings\/[^/?]+$/.test(requested)) {
        if (!detail) throw new Error('no detail')
        return { body: text(detail), contentType: 'application/json' }
      }
      return { body: pages++ === 0 ? listText : kind === 'lever' ? '[]' : JSON.stringify({ offset: 100, limit: 100, totalFound: 0, content: [] }), contentType: 'application/json' }
    })
    console.log(`\n## ${list}: ${jobs.length} roles`)
    for (const job of jobs) {
      const reading = classifyWorkplace(job)
      const fields = jobFieldsOf(job, { name: board }, now)
      const eligibility = fields.ok ? eligibilityOf(fields.fields.hiring_locations) : null
      console.log(
        [
          `- ${job.title}`,
          `  source: flag ${job.workplace}; locations ${JSON.stringify(job.locations)}; countries ${job.countryCodes.join(',') || '-'}`,
          `  board: ${reading.workplace} (${reading.reason})${fields.ok ? '' : ` → skipped: ${fields.skip}`}`,
          ...(fields.ok
            ? [
                `  hiring_locations ${JSON.stringify(fields.fields.hiring_locations)} → ${eligibility?.worldwide ? 'worldwide' : eligibility?.countries.join(',') || '-'}${eligibility?.unmatched.length ? `; unread ${JSON.stringify(eligibility.unmatched)}` : ''}`,
                `  type ${fields.fields.job_type ?? '-'}; category ${fields.fields.category ?? '-'}; level ${fields.fields.experience_level ?? '-'}; pay ${fields.fields.salary_range ?? '-'}`,
              ]
            : []),
        ].join('\n'),
      )
    }
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
