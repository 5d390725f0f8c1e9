import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { expect } from 'vitest'

import type { AtsAdapter, AtsGet, AtsKind, SourceJob } from '@/lib/ats/types'

import { sharedFolder } from './sharedData'

/** The text of one saved API answer in ../shared/ats-samples/{kind}/ (read at run time, never copied). */
export const sampleText = (kind: AtsKind, file: string) =>
  readFileSync(path.join(sharedFolder('ats-samples'), kind, file), 'utf8')

export const sampleJson = (kind: AtsKind, file: string): any => JSON.parse(sampleText(kind, file))

/** A kind's saved board answers: not the single-posting details nor other endpoints (departments, offices). */
export const boardSamples = (kind: AtsKind) =>
  readdirSync(path.join(sharedFolder('ats-samples'), kind))
    .filter((file) => !/detail|departments|offices/.test(file))
    .sort()

/** What the fake host answers for a path: a body, an error to throw, or a body made when asked. */
export type FakeAnswer = string | Error | (() => string | Promise<string>)
export type FakeAnswers = Record<string, FakeAnswer> | ((path: string) => FakeAnswer | undefined)

/**
 * A get that answers the given paths only. Any other path is recorded in `unexpected` and thrown,
 * so a test proves the adapter asks for exactly the API's paths (a thrown error alone could be
 * swallowed by an adapter that tolerates failed detail calls).
 */
export const fakeGet = (answers: FakeAnswers) => {
  const asked: string[] = []
  const unexpected: string[] = []
  const get: AtsGet = async (requested) => {
    asked.push(requested)
    const answer = typeof answers === 'function' ? answers(requested) : answers[requested]
    if (answer === undefined) {
      unexpected.push(requested)
      throw new Error(`the test did not expect ${requested}`)
    }
    if (answer instanceof Error) throw answer
    return { body: typeof answer === 'function' ? await answer() : answer, contentType: null }
  }
  return { get, asked, unexpected }
}

/** Reads a board through `fakeGet`, failing the test when a path it did not list was asked for. */
export const readWith = async (adapter: AtsAdapter, board: string, answers: FakeAnswers) => {
  const fake = fakeGet(answers)
  const jobs = await adapter.readBoard(board, fake.get)
  expect(fake.unexpected).toEqual([])
  return { jobs, asked: fake.asked }
}

export const jobById = (jobs: SourceJob[], sourceId: string): SourceJob => {
  const job = jobs.find((candidate) => candidate.sourceId === sourceId)
  if (!job)
    throw new Error(`no job ${sourceId} among ${jobs.map((each) => each.sourceId).join(', ')}`)
  return job
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const trimmedOrNull = (value: string | null) =>
  value === null || (value.length > 0 && value.trim() === value)

/** What every job read from any board must be, whatever the board said. */
export const expectWellFormed = (jobs: SourceJob[]) => {
  expect(new Set(jobs.map((job) => job.sourceId)).size).toBe(jobs.length)
  for (const job of jobs) {
    const where = `${job.sourceId} ${job.title}`
    expect(job.sourceId.trim(), where).not.toBe('')
    expect(job.title.trim(), where).toBe(job.title)
    expect(job.title, where).not.toBe('')
    expect(job.applyUrl, where).toMatch(/^https?:\/\/[^/\s]+/)
    for (const text of [
      job.companyName,
      job.descriptionHtml,
      job.descriptionText,
      job.department,
      job.employmentType,
      job.experience,
      job.education,
    ])
      expect(trimmedOrNull(text), `${where}: ${text}`).toBe(true)
    for (const place of job.locations)
      expect(trimmedOrNull(place) && place !== null, where).toBe(true)
    const lower = job.locations.map((place) => place.toLowerCase())
    expect(new Set(lower).size, where).toBe(lower.length)
    for (const code of job.countryCodes) expect(code, where).toMatch(/^[A-Z]{2}$/)
    expect(new Set(job.countryCodes).size, where).toBe(job.countryCodes.length)
    expect(['remote', 'hybrid', 'onsite', 'unspecified'], where).toContain(job.workplace)
    for (const time of [job.postedAt, job.updatedAt])
      if (time !== null) expect(time, where).toMatch(ISO)
    if (job.pay) {
      expect(job.pay.min !== null || job.pay.max !== null, where).toBe(true)
      if (job.pay.currency !== null) expect(job.pay.currency, where).toMatch(/^[A-Z]{3}$/)
    }
  }
}
