import type { ParsedResume } from '../schemas/resume'
import { BIRTH_DETAILS, findEmail, findLinks, findLocation, findName, findPhone, nameOverHeadline, phoneLine } from './contactDetails'
import { educationEntries } from './educationEntries'
import { experienceEntries } from './experienceEntries'
import { knownHeading } from './headings'
import { normalizeResumeText } from './normalizeResumeText'
import { splitSections } from './resumeSections'
import { skillsList } from './skillsList'

const PHONE_CUE = /\b(phone|tel|mobile|cell|whatsapp)\b|☎|📞/i

/**
 * A line of a summary, not contact details filed under "About" (an address, an email, a phone):
 * it has words in lower case, and no address of any kind unless it is a sentence or more.
 */
const isProse = (line: string) =>
  (!/@|https?:|www\.|\.(com|io|dev|org)\b/i.test(line) || (line.split(/\s+/).length >= 12 && !findPhone(line) && !/@/.test(line))) &&
  !phoneLine(line) &&
  /\b\p{Ll}{3,}\b/u.test(line)

/**
 * "www.jo-lee.com/portfolio", "Portfolio: jo-lee.dev": a line that is a web address and nothing
 * else, wherever it stands. A skill with a dot ("ASP.NET", "Node.js") is no address: an address
 * has a scheme, "www.", a path, or is written in lower case.
 */
const addressOnly = (line: string) =>
  !/@/.test(line) &&
  /^(?:[\p{L} ]{1,20}:\s*)?(?:https?:\/\/)?(?:www\.)?[\w-]+(?:\.[\w-]+)+(?:\/\S*)?$/u.test(line.trim()) &&
  /\.[a-z]{2,}(?:\/|$)/i.test(line) &&
  (/https?:|www\.|\w\//i.test(line) || line.replace(/^[\p{L} ]{1,20}:\s*/u, '') === line.replace(/^[\p{L} ]{1,20}:\s*/u, '').toLowerCase())

/** Header lines that are prose: an untitled summary under the contact details. */
const headerParagraph = (header: string[]) =>
  header.filter((line) => line.split(/\s+/).length >= 8 && isProse(line) && !/\s\|\s/.test(line) && !BIRTH_DETAILS.test(line)).join(' ')

/** "Dubai, United Arab Emirates" under the name and headline of a LinkedIn export. */
const locationUnderHeadline = (lines: string[]) => {
  const at = nameOverHeadline(lines)
  return at >= 0 ? findLocation(lines.slice(at + 2, at + 3).join('\n')) : ''
}

/** "Core Skills : Digital Marketing | Brand Strategy | …": a skills heading with its list on its own line. */
const INLINE_LIST = /^([^:|,;•]{3,30}?)\s*:\s*(\S.*)$/

/** "HTML | CSS | JavaScript | WordPress": a line of a list, three items or more, no sentence. */
const listLine = (line: string) => line.split(/\s*[|;•]\s*|,\s+/).length >= 3 && !/[.!?]$/.test(line) && line.split(/\s*[|;•]\s*|,\s+/).every((item) => item.split(/\s+/).length <= 5)

/**
 * "Core Skills : Digital Marketing | Brand Strategy" under the summary, and the list's lines right
 * under it: skills named where the summary or the contact details stand, not under a heading of
 * their own. They come before the Skills section's, in the order of the page.
 */
const inlineSkills = (lines: string[]) => {
  const found: string[] = []
  lines.forEach((line, index) => {
    const labelled = line.match(INLINE_LIST)
    if (!labelled || knownHeading(labelled[1]) !== 'skills' || !listLine(labelled[2])) return
    found.push(labelled[2])
    for (const after of lines.slice(index + 1)) {
      if (!listLine(after) || INLINE_LIST.test(after)) break
      found.push(after)
    }
  })
  return found
}

/**
 * Reads a resume's text (pasted, or laid out by the document reader) into its fields:
 * name, email, phone and location from the header, links, the summary, experience, education and
 * skills sections found by their headings. Runs in the browser too (the live preview).
 */
export const parseResumeText = (raw: string): ParsedResume => {
  const text = normalizeResumeText(raw)
  const lines = text.split('\n').map((line) => line.trim())
  const sections = splitSections(lines)
  // The candidate's own details: the lines above the first heading and any Contact or Links section.
  const header = [...sections.header, ...sections.contact].join('\n')
  // "<jo@example.com> • +44 20 … • London": a line of contact details anywhere (a page's footer).
  const contactLine = lines.filter((line) => line.length <= 160 && findEmail(line)).join('\n')
  return {
    name: findName(sections.header, lines, sections.contact),
    email: findEmail(header) || findEmail(text),
    phone: findPhone(header) || findPhone(lines.filter((line) => PHONE_CUE.test(line)).join('\n')) || lines.map(phoneLine).find(Boolean) || findPhone(contactLine) || '',
    location: findLocation(sections.header.join('\n')) || findLocation(sections.contact.join('\n')) || locationUnderHeadline(lines) || findLocation(contactLine),
    // A "Profile" block of links only (a profile export's web addresses) is contact details too.
    links: findLinks([header, ...sections.summary.filter((line) => !isProse(line)), ...lines.filter(addressOnly)].join('\n')),
    // A profile set as a list ("• HR business partner with …") reads as prose without its bullets.
    summary: (sections.summary.filter(isProse).map((line) => line.replace(/^[•\-*–]\s+/, '')).join(' ') || headerParagraph(sections.header)).replace(/\s+/g, ' ').trim(),
    experience: experienceEntries(sections.experience),
    education: educationEntries(sections.education),
    skills: skillsList([...inlineSkills([...sections.header, ...sections.summary]), ...sections.skills].join('\n')),
  }
}
