import { isRole } from './entryParts'
import { knownHeading } from './headings'
import { findLocation, POST_NOMINAL } from './location'

/**
 * "YUNUSA ABDULWAHAB (ACA)": a professional body's letters in brackets after a name. Only letters
 * no region goes by: "Recife (PE)", "Bari (BA)" and "Natal (RN)" are places.
 */
const BRACKETED_CREDENTIAL = /\s*\((?:aca|acca|fca|cpa|cma|cia|cisa|cfa|frm|pmp|mba|ph\.?\s?d\.?)\)\s*$/i

/** The label of a national identity or tax number, just before the digits. */
const IDENTITY_LABEL = /\b(?:cnic|nic|national id(?:entity)?(?: (?:card|no|number))?|id (?:card|no|number)|aadhaa?r(?: no)?|pan(?: no)?|ssn|dni|nie|cpf|rg|cnp|pesel|nip|tc kimlik(?: no)?|kimlik no|passport(?: no| number)?)\.?\s*[:#]?\s*$/i

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/
const DASHES = /[\u2010-\u2015\u2212]/g
/** A phone as people write it anywhere: "+351 912 345 678", "(+82) 10-9030-1843", "(415) 555-0134". */
const PHONE = /(?:\+|\(\+?)?\d[\d \t().-]{5,}\d/g
const YEARS = /^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/
const LINK = /\b(?:https?:\/\/)?(?:www\.)?((?:linkedin\.com\/in|github\.com|gitlab\.com|behance\.net|dribbble\.com|medium\.com|twitter\.com|x\.com|stackoverflow\.com\/users)\/[\w./%-]+|[\w-]+(?:\.[\w-]+)*\.(?:dev|io|me|com|net|org|co|design|page|site|xyz|app|tech|ai)(?:\/[\w./%-]*)?)/gi

export const findEmail = (text: string) => text.match(EMAIL)?.[0] ?? ''

/** "Phoenix, AZ 85015 (602) 555-0138": the ZIP code before an area code is not the phone's. */
const ZIP_BEFORE_PHONE = /(?<=[A-Z]{2} )\d{5}(?= \(\d{3}\))/g

/** The first run of 7 to 15 digits that reads as a phone number, not as dates or a year range. */
/** "0163/2055604", "030 / 1234567": a German area code, a slash, the number. */
const SLASHED_PHONE = /(?<![\d/.])(?:\+\d{1,3}\s?)?0?\d{2,5}\s?\/\s?\d{5,9}(?![\d/.])/

export const findPhone = (text: string) => {
  const slashed = text.match(SLASHED_PHONE)?.[0]
  if (slashed && !/^(?:19|20)\d{2}\s?\//.test(slashed)) return slashed.trim()
  for (const match of text.replace(DASHES, '-').replace(ZIP_BEFORE_PHONE, (zip) => ' '.repeat(zip.length)).matchAll(PHONE)) {
    const candidate = match[0].trim().replace(/[\s.-]+$/, '')
    const digits = candidate.replace(/\D/g, '')
    if (digits.length < 7 || digits.length > 15 || YEARS.test(candidate)) continue
    // A phone has three groups of digits or ten digits; "2023.1234" (a DOI's tail) has neither.
    if (digits.length < 10 && candidate.split(/[^\d]+/).filter(Boolean).length < 3) continue
    if (/^(19|20)\d{2}\b/.test(candidate) && /\b(19|20)\d{2}$/.test(candidate)) continue
    // "12-08-1997", "14.06.1988": a date of birth.
    if (/^\d{1,2}[-/.]\d{1,2}[-/.](19|20)\d{2}$/.test(candidate)) continue
    // "2018-09 — 2022-05", "2022-01-15": dates written year first.
    if (/^(19|20)\d{2}[-/.](0?[1-9]|1[0-2])\b/.test(candidate)) continue
    // An ORCID iD ("0000-0003-9876-5432") is not a phone, nor a national identity number
    // ("CNIC: 36302-5018729-7", "Aadhaar:", "CPF:", "PESEL:", "TC Kimlik No:").
    if (/orcid/i.test(text.slice(Math.max(0, match.index - 40), match.index))) continue
    if (IDENTITY_LABEL.test(text.slice(Math.max(0, match.index - 25), match.index))) continue
    return text.slice(match.index, match.index + match[0].trimEnd().length).trim()
  }
  return ''
}

/** A line that is nothing but a phone number: read wherever it stands (a sidebar's contact list). */
export const phoneLine = (line: string) => {
  // "677170921": a Spanish mobile's nine digits, unbroken, on a line of their own.
  if (/^\+?\d{9,15}$/.test(line.trim())) return line.trim()
  const phone = findPhone(line)
  return phone && phone.replace(/\s/g, '').length >= line.replace(/[^\p{L}\p{N}+()-]/gu, '').length * 0.8 ? phone : ''
}

/** Profile and site links as printed, without the scheme and "www.": "github.com/jrivera". */
export const findLinks = (text: string) => {
  const withoutEmails = text.replace(new RegExp(EMAIL.source, 'g'), ' ')
  const links = [...withoutEmails.matchAll(LINK)].map((match) => match[1].replace(/[/.,;)]+$/, ''))
  return [...new Set(links)].slice(0, 15)
}

/** "Doe, John": a name written surname first, as some templates print it. */
export const SURNAME_FIRST = /^(\p{Lu}[\p{L}'’-]+),\s+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)?)$/u

const NOT_A_NAME = /^(resume|résumé|curriculum vitae|cv|contact|page \d+|candidate profile|personal information)$/i

/** Words no one's name holds, as a document's title over the name does: "Doctorate Thesis", "Cover Letter". */
const TITLE_WORD = /(?<![\p{L}])(thesis|doctorate|dissertation|curriculum|vitae|resume|résumé|portfolio|letter|application|bewerbung|lebenslauf|candidature)(?![\p{L}])/iu

/** A name: two to five capitalised words, letters only (initials and particles allowed), no word of a document's title. */
const nameLike = (text: string) =>
  !TITLE_WORD.test(text) &&
  /^(?:\p{Lu}[\p{L}'’.-]*|de|da|van|von|der|del|la|le|di|bin|al)(?:\s+(?:\p{Lu}[\p{L}'’.-]*|de|da|do|dos|das|van|von|der|den|ter|del|della|la|le|du|di|bin|binti|bint|ibn|abu|al|y|e)){1,5}$/u.test(text) &&
  !NOT_A_NAME.test(text) &&
  !knownHeading(text)

/**
 * The name: the first header line (or its first cell, "Jane Doe | jane@…") that reads as a name;
 * a page number or "Curriculum Vitae" is never one. Without such a line, the first line.
 */
export const findName = (header: string[], lines: string[], contact: string[] = []) => {
  // "Name: Kadri Tamm": a form's or a job portal's export says which line is the name.
  const labelled = [...header, ...contact].map((line) => line.match(/^(?:full )?(?:name|naam|nom|nombre|nome)\s*:\s*\|?\s*(.+)$/i)?.[1].trim()).find((value) => value && nameLike(value))
  if (labelled) return labelled
  // The name stands in the header, or first in a "Personal information" block that opens the page.
  const candidates = [...header.slice(0, 8), ...contact.slice(0, 3)]
  for (const [index, raw] of candidates.entries()) {
    // "CHIAMAKA OKAFOR, ACA": the letters after a name are not part of it.
    // "Curriculum Vitae of Waldo Ackerman", "Lebenslauf von Anna Berg": the document's title before the name.
    const line = withoutBirthDetails(raw).replace(POST_NOMINAL, '').replace(BRACKETED_CREDENTIAL, '').replace(/^(?:curriculum vitae|r[eé]sum[eé]|cv|lebenslauf|hoja de vida)\s+(?:of|von|de|di|van|du)\s+(?=\p{Lu})/iu, '')
    const reversed = findLocation(line) ? null : line.trim().match(SURNAME_FIRST)
    if (reversed) return `${reversed[2]} ${reversed[1]}`
    const cell = line.split(/\s*[|•·]\s*|\s{3,}/)[0]?.trim() ?? ''
    if (nameLike(cell)) return withoutHeadline(cell)
    // "LENA" over "MARQUARDT": a name set in large letters over two lines.
    const next = candidates[index + 1]?.trim() ?? ''
    if (/^\p{Lu}[\p{L}'’-]+$/u.test(cell) && /^\p{Lu}[\p{L}'’-]+$/u.test(next) && nameLike(`${cell} ${next}`) && !isRole(next)) return `${cell} ${next}`
    // "Santiago Méndez, Site Reliability Engineer": the name, then what the candidate does.
    const [before, after] = cell.split(/,\s+/)
    if (after && nameLike(before) && isRole(after)) return before
    if (nameLike(line.trim())) return line.trim()
  }
  const overHeadline = nameOverHeadline(lines)
  if (overHeadline >= 0) return lines[overHeadline].trim()
  const first = lines.find((line) => line.trim() && !/^\d+$/.test(line.trim()) && !knownHeading(line) && !NOT_A_NAME.test(line.trim()))?.trim() ?? ''
  // A résumé that prints no name opens with its profile: a sentence is nobody's name.
  return first.split(/\s+/).length > 6 || /\p{Ll}[.!?]$/u.test(first) ? '' : first
}

/**
 * "Lena Marquardt Data Analyst": a headline set on the name's line with nothing between; the name
 * is what stands before a role of two or three words ("Mary Anne Baker" keeps her surname).
 */
const withoutHeadline = (name: string) => {
  const words = name.split(/\s+/)
  for (const size of [3, 2]) {
    const tail = words.slice(-size)
    if (words.length - size >= 2 && isRole(tail.join(' ')) && isRole(tail.at(-1) ?? '') && !isRole(tail[0])) return words.slice(0, -size).join(' ')
  }
  return name
}

/** "geboren am 5. Mai 1990 in Zug", "née le 3 mars 1991", "born 1990 in Leeds": the birth details German and French CVs print after the name. */
export const BIRTH_DETAILS = /[\s,]+(?:geboren am|geb\.|born(?: on| in)?|n[ée]e? le|n[ée]e? à|nacid[oa] (?:el|en)|nascid[oa] (?:em|a))\s.*$/i

export const withoutBirthDetails = (line: string) => line.replace(BIRTH_DETAILS, '')

/**
 * Where the name stands over its headline ("Rania Haddad" / "Senior Accountant at Falcon Crest
 * Trading LLC"), as a LinkedIn export prints it after its sidebar of Contact, Top Skills and
 * Languages: the line's index, or -1.
 */
export const nameOverHeadline = (lines: string[]) =>
  lines.slice(0, 60).findIndex((line, index) => nameLike(line.trim()) && isRole(lines[index + 1] ?? '') && !knownHeading(lines[index + 1] ?? ''))

export { findLocation }
