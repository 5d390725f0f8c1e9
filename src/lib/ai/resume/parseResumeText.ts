import type { ParsedResume } from '../schemas/resume'
import { findEmail, findLocation, findName, findPhone } from './contactDetails'
import { educationEntries, experienceEntries } from './experienceEntries'
import { normalizeResumeText } from './normalizeResumeText'
import { splitSections } from './resumeSections'
import { skillsList } from './skillsList'

/**
 * The spec's local resume parsing: email, phone, the name from the first line, the location as
 * "City, ST", and the summary, experience, education and skills sections found by their headings.
 * Works on pasted text and on text extracted from PDF, DOCX and DOC files alike.
 */
export const parseResumeText = (raw: string): ParsedResume => {
  const text = normalizeResumeText(raw)
  const lines = text.split('\n').map((line) => line.trim())
  const sections = splitSections(lines)
  const header = sections.header.join('\n')
  return {
    name: findName(lines),
    email: findEmail(text),
    phone: findPhone(text),
    location: findLocation(header || text),
    summary: sections.summary.join(' ').replace(/\s+/g, ' ').trim(),
    experience: experienceEntries(sections.experience),
    education: educationEntries(sections.education),
    skills: skillsList(sections.skills.join('\n')),
  }
}
