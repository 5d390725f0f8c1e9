import { ENDS_ON_PREPOSITION } from './cutLines'
import { knownHeading, looksLikeHeading, type SectionName } from './headings'
import { isRole } from './entryParts'
import { findPeriod } from './periods'

/** Labels of a list inside a degree or a job ("Courses:", "Achievements:"), not sections of their own. */
const ENTRY_LABEL = /^(relevant |key |main )?(courses|coursework|modules|subjects|thesis|dissertation|honou?rs|awards|achievements|accomplishments|responsibilities|highlights)\s*:\s*$/i

const DOCUMENT_TITLE = /^(resume|résumé|curriculum vitae|cv|lebenslauf|curr[ií]culo( vitae)?|hoja de vida)$/i

/**
 * "RECHERCHE" over "2021/2023 | Post-doctoral researcher, …", "FREELANCE" over "STUDIO NORD,
 * Lyon, 2019 - Present": a line in capitals inside Experience that groups the jobs under it (the
 * first line under it opens a job with its dates), not a section of its own. A list under it
 * ("• Chamber choir: President 2023") is a section of activities.
 */
const groupOfJobs = (lines: string[], index: number, current: string | null) => {
  if (current !== 'experience') return false
  const next = lines.slice(index + 1).find((line) => line.trim())?.trim() ?? ''
  return Boolean(findPeriod(next)) && !/^[•\-*–]/.test(next) && !knownHeading(next)
}

/**
 * "SENA" over "Tecnólogo en Mecatrónica" / "2020", "ALURA LATAM – ORACLE" right under the
 * heading: a school's name in capitals on a line of its own inside Education, a period within the
 * next lines, is the school of an entry, not a section (nor a heading's wrapped line).
 */
const schoolOverEntry = (lines: string[], index: number, current: string | null) => {
  if (current !== 'education') return false
  const next = lines.slice(index + 1).filter((line) => line.trim()).slice(0, 3)
  return next.length > 0 && !knownHeading(next[0]) && next.some((line) => findPeriod(line) && !knownHeading(line))
}

/**
 * "FÄHIGKEITEN UND" over "FERTIGKEITEN", "EDUCATION &" over "TRAINING": a heading a narrow column
 * wrapped after its "and": the two lines together name the section. The line before the join names
 * none alone (it ends on the word that needs what follows).
 */
const WRAPPED_HEADING = /\s(?:and|und|y|e|et|en|i|&)$/i
const wrappedHeading = (lines: string[], index: number) => {
  const line = lines[index]?.trim() ?? ''
  if (!WRAPPED_HEADING.test(line) || !looksLikeHeading(line)) return null
  const at = lines.findIndex((each, later) => later > index && each.trim())
  if (at < 0 || at > index + 2 || !looksLikeHeading(lines[at])) return null
  const known = knownHeading(`${line} ${lines[at].trim()}`)
  return known ? { known, at } : null
}

/**
 * "Experiencia laboral | Solucions Informàtiques Icono, SL | Palma": a heading set in a margin
 * column beside its section's first line (LaTeX and table layouts), which the document reader
 * prints as the line's first cell. The heading cell names a section and no role ("Education
 * Consultant | Acme" is a job).
 */
const headingCell = (line: string) => {
  const cells = line.match(/^([^|]{3,45}?) \| (\S.*)$/)
  const known = cells ? knownHeading(cells[1]) : null
  return cells && known && !isRole(cells[1]) && !findPeriod(cells[1]) ? { known, rest: cells[2] } : null
}

/**
 * Headings in a margin column name two sections the reader reads or more: one line "Languages |
 * German (native)" is a label beside its list, as a skills section prints it.
 */
const headingsInMargin = (lines: string[]) => new Set(lines.map((line) => headingCell(line)?.known).filter((known) => known && known !== 'other')).size >= 2

export type Sections = Record<Exclude<SectionName, 'other'> | 'header', string[]>

/**
 * The lines of each section, by their headings; lines before the first heading are the header
 * (name and contact details); a Contact, Links or Profiles section holds more of them. A heading is a known phrasing ("Work History", "Core
 * Competencies", "Education & Certifications"), or a short line in capitals with a blank line on
 * both sides (how the document reader sets every heading it finds by its layout). Sections the
 * parser does not read (projects, awards …) end the section before them; two sections of one
 * kind ("Work Experience", "Research Experience") are read as one.
 */
export const splitSections = (lines: string[]): Sections => {
  const sections: Sections = { header: [], contact: [], summary: [], experience: [], education: [], skills: [] }
  let current: keyof Sections | null = 'header'
  // The line of the last known heading, while nothing but blank lines has followed it.
  let headingAt = -1
  // The second line of a wrapped heading (wrappedHeading), read with the first.
  let joinedAt = -1
  const margin = headingsInMargin(lines)
  // The last line with text before this one.
  let previous = ''
  lines.forEach((line, index) => {
    const before = previous
    if (line.trim()) previous = line.trim()
    // "RESUME", "Curriculum Vitae", "Lebenslauf" over the name is the document's title, no section.
    if (DOCUMENT_TITLE.test(line.trim()) || index === joinedAt) return
    const beside = margin ? headingCell(line) : null
    if (beside) {
      current = beside.known === 'other' ? null : beside.known
      headingAt = -1
      if (current) sections[current].push(beside.rest.trim())
      return
    }
    const wrapped = wrappedHeading(lines, index)
    if (wrapped) joinedAt = wrapped.at
    // "Function: Student member of the Board of" over "Studies Research Masters": a line cut at a
    // word that needs what follows goes on in the next one, which heads no section.
    const goesOn = current !== 'header' && ENDS_ON_PREPOSITION.test(before) && /\s/.test(line.trim()) && /\p{Ll}/u.test(line)
    const known = goesOn ? null : (wrapped?.known ?? knownHeading(line))
    const standsApart = !lines[index - 1]?.trim() && !lines[index + 1]?.trim() && index > 0
    // "KOMPETENCJE" over "SPRZEDAŻOWE": a heading a narrow column wrapped; its second line, in
    // capitals right under it, names no section of its own.
    const afterHeading = headingAt >= 0 && lines.slice(headingAt + 1, index).every((each) => !each.trim())
    if (line.trim()) headingAt = known ? index : -1
    if (!known && (standsApart || afterHeading) && looksLikeHeading(line) && schoolOverEntry(lines, index, current)) {
      sections.education.push(line.trim())
      return
    }
    if (!known && afterHeading && standsApart && looksLikeHeading(line)) {
      headingAt = index
      return
    }
    const group = !known && standsApart && looksLikeHeading(line) && groupOfJobs(lines, index, current)
    if (group) return
    // "SOFTWARE ENGINEERING" under the name, before any section: a headline, part of the header.
    const heading = known ?? (standsApart && looksLikeHeading(line) && current !== 'header' ? 'other' : null)
    // "Languages:" inside Skills names a group of skills, "Courses:" inside a degree labels its
    // list: they end nothing.
    const label = /:\s*$/.test(line) && heading !== 'experience' && heading !== 'education'
    // "Teaching:" over "Teacher, Hill School. | 2014–2016" inside Experience: a group of its jobs.
    const category = label && (current === 'skills' || ((current === 'experience' || current === 'education') && ENTRY_LABEL.test(line)) || (heading === 'other' && groupOfJobs(lines, index, current)))
    if (heading && !category) current = heading === 'other' ? null : heading
    else if (line.trim() && current) sections[current].push(line.trim())
  })
  return sections
}
