import { readFileSync } from 'node:fs'
import path from 'node:path'

import { sharedFolder } from './sharedData'

/**
 * Files of ../shared/ats-samples kept back to measure the import against afterwards: no test
 * reads them, and asking for one fails.
 */
export const HELD_OUT_SAMPLES = [
  'ashby/ramp-job-board-112.json',
  'lever/spotify-postings-4.json',
  'workable/huggingface-widget-3.json',
  'smartrecruiters/westerndigital-postings-3.json',
  'smartrecruiters/westerndigital-posting-detail.json',
  'greenhouse/anthropic-jobs-content-4.json',
] as const

/** The sample files the derivation tests read, each named (never a folder listing, which would include the held-out ones). */
export const READ_SAMPLES = [
  'greenhouse/gitlab-jobs-content-remote-2.json',
  'greenhouse/smarterdx-jobs-content-remote-2.json',
  'greenhouse/stripe-job-detail.json',
  'greenhouse/gong-job-detail-trimmed.json',
  'greenhouse/intercom-offices-2021.json',
  'greenhouse/stripe-departments-trimmed.json',
  'lever/leverdemo-postings-6.json',
  'lever/peopleai-postings-remote-4.json',
  'lever/palantir-posting-detail.json',
  'ashby/reedsy-job-board-18-2025.json',
  'workable/crewai-widget-details-4.json',
  'workable/vasion-widget-details-2.json',
  'workable/zaelab-widget-per-location-2.json',
  'recruitee/acme-sanitized-offers-2.json',
  'recruitee/aikido-offers-3.json',
  'recruitee/espeo-offers-trimmed-3.json',
  'smartrecruiters/hirevue-postings-remote-3.json',
  'smartrecruiters/hirevue-posting-detail-trimmed.json',
  'personio/demo-account-positions-11.xml',
  'personio/acme-sanitized-additional-offices.xml',
] as const

export type SampleFile = (typeof READ_SAMPLES)[number]

/** The text of one named sample file. */
export const sampleText = (file: SampleFile): string => {
  if (
    (HELD_OUT_SAMPLES as readonly string[]).includes(file) ||
    !(READ_SAMPLES as readonly string[]).includes(file)
  ) {
    throw new Error(`${file} is not one of the samples these tests may read`)
  }
  return readFileSync(path.join(sharedFolder('ats-samples'), file), 'utf8')
}

/** One named JSON sample, parsed. */
export const sampleJson = (file: SampleFile): any => JSON.parse(sampleText(file))

/** Personio's XML positions as plain objects of their child elements' texts (offices and descriptions as lists). */
export const personioPositions = (file: SampleFile) =>
  [...sampleText(file).matchAll(/<position>([\s\S]*?)<\/position>/g)].map(([, body]) => {
    const one = (tag: string) =>
      body.match(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`))?.[1]?.trim() ?? null
    const additional = body.match(/<additionalOffices>([\s\S]*?)<\/additionalOffices>/)?.[1] ?? ''
    const offices = [
      one('office'),
      ...[...additional.matchAll(/<office>([\s\S]*?)<\/office>/g)].map(([, office]) =>
        office.trim(),
      ),
    ].filter((office): office is string => Boolean(office))
    const descriptions = [
      ...body.matchAll(
        /<jobDescription>\s*<name>([\s\S]*?)<\/name>\s*<value>\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*<\/value>/g,
      ),
    ].map(([, name, value]) => ({ name: name.trim(), value: value.trim() }))
    return {
      id: one('id'),
      name: one('name')?.replace(/&amp;/g, '&') ?? '',
      offices,
      department: one('department'),
      employmentType: one('employmentType'),
      schedule: one('schedule'),
      seniority: one('seniority'),
      descriptions,
      salary: {
        min: one('min'),
        max: one('max'),
        currencyCode: one('currencyCode'),
        type: one('type'),
      },
    }
  })
