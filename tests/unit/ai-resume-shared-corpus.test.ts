import { existsSync } from 'node:fs'

import { afterAll, describe, expect, it } from 'vitest'

import { createDocumentParser } from '@/lib/documents/documentParser'

import { type CorpusDocument, measureDocuments, MISSING_SHARED_CORPUS, presentHeldOutResumes, realFolders, type ResumeSetGroup, SHARED_CORPUS_DIR, sharedResumeSets } from '../helpers/resumeCorpus'

/**
 * The resume reader on documents nobody here wrote, read from ../shared/resume-corpus (never
 * copied into the project): people's own resumes, studied and held out, and template samples.
 * Each floor is the figure last measured on the folders it was measured on (docs/resume-corpus.md:
 * real-a and real-b, 29 resumes, ten held out, and the samples), so it can only go up. A real-*
 * folder added to ../shared later is measured by `npm run bench:ai` and gets a floor once its
 * figure is recorded; it never moves these.
 */
const FLOORED_FOLDERS = ['real-a', 'real-b', 'resumes', 'resumes-fresh', 'resumes-unseen']
const floored = (document: CorpusDocument) => FLOORED_FOLDERS.includes(document.key.split('/')[0])
const FLOORS: Record<Exclude<ResumeSetGroup, 'team-written'>, number> = {
  'real, studied': 0.862,
  // Measured only, never studied (tests/helpers/heldOutResumes.ts): only its sum is reported.
  'real, held out': 0.685,
  'public samples': 0.907,
}

/**
 * The sets gathered later (2026-11-28, docs/resume-corpus.md, "Fifth round"), each group floored
 * on its own as last measured, when all its folders are in ../shared (others keep that folder, and
 * it has come back without sets before). real-f to real-i were studied; real-j and real-k were
 * measured on arrival and not studied; so were real-n to real-q in the sixth round, when real-l
 * and real-m were studied.
 */
const LATER_FLOORS: { name: string; folders: string[]; studied: number; heldOut: number }[] = [
  { name: 'real-f to real-i', folders: ['real-f', 'real-g', 'real-h', 'real-i'], studied: 0.621, heldOut: 0.597 },
  { name: 'real-j and real-k (not studied)', folders: ['real-j', 'real-k'], studied: 0.596, heldOut: 0.712 },
  // Sixth round: real-l and real-m studied; real-n to real-q measured only (their "studied" figure
  // is that of the two thirds not held out, which nobody studied either).
  { name: 'real-l and real-m', folders: ['real-l', 'real-m'], studied: 0.726, heldOut: 0.661 },
  { name: 'real-n and real-o (not studied)', folders: ['real-n', 'real-o'], studied: 0.458, heldOut: 0.458 },
  { name: 'real-p and real-q (not studied)', folders: ['real-p', 'real-q'], studied: 0.486, heldOut: 0.432 },
]

if (!SHARED_CORPUS_DIR) console.warn(`Skipping the real resume corpus: ${MISSING_SHARED_CORPUS}`)

describe.skipIf(!SHARED_CORPUS_DIR)(SHARED_CORPUS_DIR ? 'real resumes (../shared/resume-corpus)' : `real resumes: skipped, ${MISSING_SHARED_CORPUS}`, () => {
  const parser = createDocumentParser({ timeoutMs: 20_000 })
  afterAll(async () => {
    await parser.close()
  })
  const sets = sharedResumeSets()

  it('holds real-a and real-b\'s 29 people\'s resumes, a third of the real ones held out, and 14 public samples, each file there', () => {
    const count = (group: ResumeSetGroup) => sets.filter((set) => set.group === group).flatMap((set) => set.documents())
    expect(realFolders()).toEqual(expect.arrayContaining(['real-a', 'real-b']))
    const real = count('real, studied').length + count('real, held out').length
    expect(real).toBeGreaterThanOrEqual(29)
    // Every held-out resume of a folder that is there is found: a renamed file would leave the study.
    expect(count('real, held out').map((document) => document.key).sort()).toEqual(presentHeldOutResumes().sort())
    expect(count('real, held out').length / real).toBeGreaterThanOrEqual(0.33)
    expect(count('public samples')).toHaveLength(14)
    expect(sets.flatMap((set) => set.documents()).every((document) => existsSync(document.file))).toBe(true)
  })

  it.each(Object.entries(FLOORS))('%s: reads as many fields right as measured, or more', async (group, floor) => {
    const documents = sets.filter((set) => set.group === group).flatMap((set) => set.documents()).filter(floored)
    const { accuracy, right, total } = await measureDocuments(parser, documents)
    // The held-out figure is a sum: which documents or fields it misses is never shown.
    expect(accuracy, `${group}: ${right}/${total}`).toBeGreaterThanOrEqual(floor)
  }, 180_000)

  for (const { name, folders, studied, heldOut } of LATER_FLOORS) {
    const present = folders.every((folder) => realFolders().includes(folder))
    it.skipIf(!present)(`${name}: studied and held out read as many fields right as measured, or more${present ? '' : ' (skipped: not all in ../shared/resume-corpus)'}`, async () => {
      const inFolders = (group: ResumeSetGroup) => sets.filter((set) => set.group === group).flatMap((set) => set.documents()).filter((document) => folders.includes(document.key.split('/')[0]))
      const studiedFigure = await measureDocuments(parser, inFolders('real, studied'))
      const heldOutFigure = await measureDocuments(parser, inFolders('real, held out'))
      expect(studiedFigure.accuracy, `studied: ${studiedFigure.right}/${studiedFigure.total}`).toBeGreaterThanOrEqual(studied)
      // A sum, as above.
      expect(heldOutFigure.accuracy, `held out: ${heldOutFigure.right}/${heldOutFigure.total}`).toBeGreaterThanOrEqual(heldOut)
    }, 180_000)
  }
})
