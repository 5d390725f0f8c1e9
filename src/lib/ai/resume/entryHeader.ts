// How a job's header lines read: their cells, the role and the employer, the period.
import type { ParsedResume } from '../schemas/resume'
import { isOrganisation, isRole, titleAndCompany } from './entryParts'
import { placeAtEnd, placeIn } from './location'
import { findPeriod, isOpenEnd, stackedPeriod, withoutPeriod } from './periods'

type Experience = ParsedResume['experience'][number]

/** An entry's header splits into cells on these: "Engineer | Acme | 2021 – Present", "Engineer, Acme". */
// "North Hill School District, Mt. Pleasant —Substitute Teacher": Google Docs' template sets its
// em dash with a space before it only.
export const CELL = /\s*(?:\||•|·|\s[-–—]\s|\s[–—](?=\p{Lu})|\t|\s{3,})\s*/u

/** "2 years 10 months", "4 mos": how long, not when. */
const DURATION = /^\(?\d+\s*(years?|yrs?|months?|mos?)(,?\s*\d+\s*(months?|mos?))?\)?$/i

/** "Full-time", "Industry: Civil engineering": how and in what field the job was held, not who or what. */
const JOB_FACT = /^(full-?time|part-?time|contract|freelance|self-employed|temporary|permanent|industry:.*|sector:.*|employment type:.*)$/i

/**
 * "Nexus AI, Co-Founder & CTO" is two cells (one side names a role), and so is the only cell of
 * a one-line header; "Seoul, S.Korea" and "Omnious. Co., Ltd." are one.
 */
const splitAtComma = (cell: string, alone = false) => {
  // "Lychakiv Labs LLC (outsourcing, remote)": a comma inside brackets parts nothing.
  if (!/,\s/.test(cell.replace(/\([^()]*\)/g, ''))) return [cell]
  // "Municipalidad de Arica, Arica, Chile": an employer before its town and country.
  if (placeIn(cell)) return employerBeforePlace(cell) ?? [cell]
  // "Support Engineer, Harbor & Pine Software, San Francisco, CA": the place goes first, and so
  // does a town after an employer ("Rheinfeld Haushaltswaren GmbH, Köln").
  const place = placeAtEnd(cell)
  const rest = withoutTown(place && cell.endsWith(place) ? cell.slice(0, -place.length).replace(/,\s*$/, '') : cell)
  if (/,\s*(inc|ltd|llc|co)\.?(,|\s|$)/i.test(rest)) {
    // "Android Developer, Xe Ôm Go Technology Co., Ltd.": a role, then its employer's full name.
    const [role, ...employer] = rest.split(/,\s+/)
    return isRole(role) && !isOrganisation(role) && isOrganisation(employer.join(', ')) && !/^(inc|ltd|llc|co)\b/i.test(employer[0] ?? '') ? [role, employer.join(', ')] : [rest]
  }
  const parts = rest.split(/,\s+/)
  // "Charge Nurse, Medical-Surgical Ward", "Staff Nurse, Emergency Department, …": a role and the
  // ward or department it serves is one title.
  if (parts.length >= 2 && isRole(parts[0]) && DEPARTMENT.test(parts[1])) {
    const title = `${parts[0]}, ${parts[1]}`
    return parts.length === 2 ? [title] : [title, parts.slice(2).join(', ')]
  }
  // "Docente di Italiano, Storia e Geografia": a role, then what it covers, names no employer.
  if (isRole(parts[0]) && parts.slice(1).every((part) => !isRole(part) && !isOrganisation(part)) && /\s(and|e|y|et|und|en|&)\s/.test(parts.at(-1) ?? '')) return [rest]
  // A header of one line, "Worker Bee, Previous Employer": the title, then the employer.
  return parts.some(isRole) || (alone && parts.length === 2) ? parts : [rest]
}

const employerBeforePlace = (cell: string) => {
  const [first, ...place] = cell.split(/,\s+/)
  return place.length === 2 && isOrganisation(first) && placeIn(place.join(', ')) ? [first, place.join(', ')] : null
}

/** The part of an organisation a role serves: "Emergency Department", "Medical-Surgical Ward". */
const DEPARTMENT = /\b(ward|department|dept\.?|unit|division|desk)$/i

/** A town after an organisation's name: "Keio University, Tokyo" → "Keio University". */
const withoutTown = (cell: string) => {
  const town = cell.match(/^(.*\S)(,|\s\/)\s*(\p{Lu}[\p{L}.'’-]*(?:[ -]\p{Lu}[\p{L}.'’-]*){0,2})$/u)
  if (!town) return cell
  const [, before, separator, after] = town
  if (isOrganisation(after) || isRole(after) || /\b(inc|ltd|llc|co|corp|plc|gmbh|ag|sa|bv)\.?$/i.test(after)) return cell
  // "Pacific Parcel Express / Gold Coast": a slash before a town sets it apart from any name.
  if (separator.trim() === '/') return isRole(before) ? cell : before
  // The part before names an employer ("… GmbH", "Teacher at … School"), not a role ("Co-Founder & CTO").
  const employer = before.split(/\s+(?:at|@)\s+/).at(-1) ?? ''
  return isOrganisation(employer) && (!isRole(employer) || /\s(at|@)\s/.test(before)) ? before : cell
}

/**
 * "The Laneway Larder, Fitzroy" beside a role of its own: a town or suburb after the employer, a
 * word or two; a legal form ("Ribeira Tech, Lda."), letters ("…, MND") or a unit stay.
 */
const withoutSuburb = (company: string) => {
  // "Torrens Valley Private Hospital, Adelaide SA": with its state's letters too.
  // "…, Dar es Salaam": a town's name may hold particles.
  const town = company.match(/^(.*\S),\s*(\p{Lu}\p{Ll}[\p{L}'’-]*(?:[ -](?:\p{Lu}\p{Ll}[\p{L}'’-]*|es|de|del|da|do|la|le|el|of|upon|am|an|sur)){0,3}(?: [A-Z]{2,3})?)$/u)
  if (!town) return company
  const stated = town[2].match(/^(.+) ([A-Z]{2,3})$/)
  if (stated && placeIn(`${stated[1]}, ${stated[2]}`)) return town[1]
  return !isOrganisation(town[2]) && !isRole(town[2]) && !/\b(inc|ltd|llc|lda|ltda|corp|plc|gmbh|sa|sl|bv|unit|division|team)\b/i.test(town[2]) ? town[1] : company
}

/** "Data Engineer (Remote)": where the job was worked is not part of the role. */
const withoutWorkPlace = (cell: string) => cell.replace(/\s*[(\[](remote|hybrid|on-?site)[)\]]$/i, '').trim()

/**
 * "Brightwell Analytics (Remote)", "Briarwood Lane Academy (private K-8 school)": how the job was
 * worked, or a note about the employer, is not the employer's name ("Danggeun Pay Inc. (KarrotPay)" and
 * "GoFundMe (prev. Classy.org)" keep its other name).
 */
const employerName = (cell: string) =>
  withoutTownInBrackets(cell)
    .replace(/\s*[(\[](?:remote|hybrid|on-?site|contract|part-?time|full-?time|freelance)[)\]]$/i, '')
    // "GoFundMe (prev. Classy.org)", "Meta (formerly Facebook)": its other name stays with it.
    .replace(/\s*[(\[](?!(?:prev|previously|formerly|former|now|fka|f\/k\/a|ehemals|vormals|anciennement|ex|antes|anteriormente|antigamente)\b)\p{Ll}[^)\]]*[)\]]$/u, '')
    // "Moor Institute." ends a sentence-like line; "Acme Inc." and "S.A." keep their abbreviation's dot.
    .replace(/(?<=\p{L}{5})\.$/u, '')
    .trim()

/**
 * "Max-Planck-Institute (Hamburg)", "Universität Heidelberg (Heidelberg)": a town in brackets after
 * the employer is where it is. A name in brackets that shortens the one before it stays:
 * "Universidade de Campinas (Unicamp)", "What The Hero Wants (WTHW)".
 */
const withoutTownInBrackets = (cell: string) => {
  const match = cell.match(/^(.*\S)\s*\((\p{Lu}\p{Ll}+)\)$/u)
  if (!match || isOrganisation(match[2]) || isRole(match[2])) return cell
  const [, name, inside] = match
  const words = name.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean)
  // A town's name is a word of a few letters; anything longer, or after a long name, stays as printed.
  if (inside.length > 24 || words.length > 12) return cell
  return shortens(inside.toLowerCase(), words) ? cell : name
}

/**
 * Whether `short` is made of the starts of `words` in order ("unicamp": "universidade",
 * "campinas"); each (place in `short`, word) is tried once.
 */
const shortens = (short: string, words: string[]) => {
  const tried = new Set<string>()
  const from = (at: number, after: number): boolean => {
    if (at === short.length) return true
    const key = `${at}:${after}`
    if (tried.has(key)) return false
    tried.add(key)
    return words.some((word, index) => {
      if (index < after) return false
      for (let length = Math.min(word.length, short.length - at); length >= 2; length--) {
        // A whole word repeated ("Heidelberg (Heidelberg)") names the town, not the name shortened.
        if (length === word.length && at === 0 && length === short.length) continue
        if (short.startsWith(word.slice(0, length), at) && from(at + length, index + 1)) return true
      }
      return false
    })
  }
  return from(0, 0)
}

/** "Advisor: Dr. Jane Roe", "Betreuer: Prof. …": who guided the work, a note beside the role. */
const PERSON_NOTE = /^(advisor|adviser|supervisor|mentor|principal investigator|betreuer(in)?|encadrant(e)?|orientador(a)?|tutor(a)?|directeur de th[eè]se|director de tesis)\s*:/i

/**
 * "Trainee Accounting bei Nordhang AG, Zug (Teilzeit 40%)", "Chargée d'études chez Lumen SA",
 * "Developer bij Webbureau Noord", "Sviluppatrice presso Fintech Srl", "FSJ im OK Weinstraße",
 * "Programadora en Kora Labs": a role, the word for "at", then the employer with its town and
 * notes: read as "role @ employer", which says which is which; "en"/"em" only after a
 * role word ("Licenciado en Geología" is one title). The English "at" is read with the other cells.
 */
const employerAfterWord = (text: string) => {
  // "Kassierer bei burgerking Dorsten": after a role word and an unmistakable "at", an employer typed in lower case.
  const lowerCase = text.match(/^(.+?)\s+(bei|beim|bij|chez|presso)\s+(\p{Ll}[\p{L}&.-]{2,}(?:\s.*)?)$/u)
  const match = text.match(/^(.+?)\s+(bei|beim|bei der|im|bij|chez|aupr[eè]s de|presso|en|em|na|no)\s+(\p{Lu}.*)$/u) ?? (lowerCase && isRole(lowerCase[1]) ? lowerCase : null)
  if (!match || match[1].split(/\s+/).length > 8 || CELL.test(match[1])) return text
  const [, role, word, employer] = match
  // "Praktikum im Bereich Marketing": a field, not an employer.
  if (word === 'im' && /^(bereich|rahmen|zuge|auftrag|team|fach|haus)\b/i.test(employer)) return text
  if (/^(en|em|na|no)$/.test(word) && !(isRole(role) && !isOrganisation(role) && !isRole(employer))) return text
  // "… en Inatec. Formación para el empleo.": the sentence after the employer's name is no part of it.
  return `${role} @ ${employer.replace(/\.\s+\p{Lu}.*$/u, '').replace(/\s*\((?:[^()]*\d+\s*%|teilzeit|vollzeit|part-?time|full-?time|temps partiel|tiempo parcial|media jornada)[^()]*\)/giu, '').replace(/\.$/, '')}`
}

/** "(Lima, 2013 – 2014)", "(Boston, Spring 2021)": where and when in brackets; the period is read from the line. */
const withoutWhereAndWhen = (line: string) => {
  const period = findPeriod(line)
  return period ? line.replace(/\s*\(([^()]*)\)/g, (group: string, inside: string) => (inside.includes(period) ? ' ' : group)).trim() : line
}

/**
 * "Production Planner - Shipping Coordinator", "Sviluppatore AI / Tirocinio": two roles held as one,
 * on a line of their own (the employer on another line), are one title as printed.
 */
const twoRolesAsOne = (text: string, others: string[]) => {
  const cells = text.split(CELL)
  if (!others.length || cells.length !== 2 || placeIn(cells[1]) || isOrganisation(cells[0]) || isOrganisation(cells[1])) return cells
  // "Stagiaire – Manufacturing Engineering" over "TE Connectivity": a role and its field, the
  // employer on a line of its own that names no role.
  // ("Mapa Norte (2021 - 2023)": the employer with its dates in brackets.)
  const named = (line: string) => {
    const other = withoutWhereAndWhen(line)
    return /^[\p{Lu}\d]/u.test(other) && !/[.!?:]$/.test(other) && other.split(/\s+/).length <= 6 && other.split(CELL).length === 1 && !isRole(other)
  }
  const roleAndField = /^[^|]+\s[–—-]\s[^|]+$/.test(text) && isRole(cells[0]) && !isRole(cells[1]) && others.some(named)
  return cells.every((cell) => isRole(cell)) || roleAndField ? [text] : cells
}

/**
 * "Enderli Metallbau, 8302 Kloten", "PBF Fassadentechnik, 9014 St. Gallen Metallbaukonstrukteur":
 * a postcode and its town after the employer's comma are where the job was, and a role word after
 * the town (a narrow column joined the role's line to it) is the role's own cell. A number that
 * could be a year is no postcode.
 */
const withoutPostcodeTown = (line: string) => {
  const match = line.match(/^(.*\S),\s*(\d{4,5})\s+(\p{Lu}.*)$/u)
  if (!match || /^(19[5-9]\d|20[0-3]\d)$/.test(match[2])) return line
  const [, before, , after] = match
  const words = after.split(/\s+/)
  // "St. Gallen": a word with a full stop goes on in the next one.
  const roleAt = words.findIndex((_, at) => at >= 1 && !words[at - 1].endsWith('.') && isRole(words.slice(at).join(' ')) && !isRole(words.slice(0, at).join(' ')))
  const town = roleAt > 0 ? words.slice(0, roleAt) : words
  if (town.length > 3 || !town.every((word) => /^(\p{Lu}[\p{L}.'’-]*|am|an|de|la|le|sur|bei)$/u.test(word))) return line
  return roleAt > 0 ? `${before} | ${words.slice(roleAt).join(' ')}` : before
}

/** A part of an organisation named after it: "School of Product Design", "Wilson Laboratory", "Department of Physics". */
const UNIT = /^(?:school|faculty|department|dept\.?|division|institute|centre|center|laborator(?:y|ies))\s+(?:of|for)\s+\p{Lu}|\s(?:laboratory|lab|labs|laboratories)$/iu

/**
 * "University of Limerick — School of Product Design | Limerick, Ireland": an employer and its
 * school, department or laboratory after a dash are one employer's name, as printed.
 */
const withItsUnit = (cells: string[], line: string) =>
  cells.reduce<string[]>((kept, cell) => {
    const before = kept.at(-1)
    const dash = before !== undefined && line.match(new RegExp(`${escaped(before)}(\\s[–—-]\\s|\\s[–—])${escaped(cell)}`))
    return dash && isOrganisation(before) && !isRole(before) && UNIT.test(cell) && !isRole(cell) ? [...kept.slice(0, -1), `${before}${dash[1]}${cell}`] : [...kept, cell]
  }, [])

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Header lines: their cells, with the period, places and durations taken out. */
export const readHeader = (lines: string[]): Experience => {
  const periods = lines.map(findPeriod).filter(Boolean)
  // "2021 | Senior Product Designer" … "present": the period's ends on two lines.
  const endLine = lines.find((line) => line.trim() && line.trim() !== periods[0] && stackedPeriod(periods[0] ?? '', line))
  const period = (endLine && stackedPeriod(periods[0], endLine)) || (periods[0] ?? '')
  const besidePlace: string[] = []
  const cells = lines.flatMap((line) => {
    // "Work-Study Student, Wyndham Library," over its university: a comma the line break left.
    const split = twoRolesAsOne(employerAfterWord(withoutPostcodeTown(withoutPeriod(withoutWhereAndWhen(line), findPeriod(line)).replace(/,$/, ''))), lines.filter((other) => other !== line && !isDetailLine(other)))
    const joined = withItsUnit(split, line)
    // "… | Padma Forwarders Ltd. | Executive, Export Documentation": beside the employer's own cell,
    // a role's comma is part of the title.
    const employerCell = joined.some((cell) => isOrganisation(cell) && !isRole(cell))
    const parts = joined
      .flatMap((cell) => (employerCell && isRole(cell) && !isOrganisation(cell) ? [cell] : splitAtComma(cell, lines.length === 1 && split.length === 1)))
      .map((part) => withoutTown(part.trim()).replace(/:$/, ''))
    const kept = parts.filter((part) => part && !placeIn(part) && !DURATION.test(part) && !JOB_FACT.test(part) && !PERSON_NOTE.test(part) && !isOpenEnd(part))
    // "Baker Street Detectives – London": the one cell printed with a place.
    if (kept.length === 1 && parts.some((part) => placeIn(part))) besidePlace.push(kept[0])
    return kept
  })
  const { title, company } = titleAndCompany(cells, besidePlace)
  return { title: withoutWorkPlace(title), company: employerName(title ? withoutSuburb(company) : company), period, summary: '', description: [] }
}

/** A header line that is only a place or only dates: it does not count toward a header's lines. */
export const isDetailLine = (line: string) => {
  const rest = withoutPeriod(line, findPeriod(line))
  return !rest || Boolean(placeIn(rest)) || isOpenEnd(rest) || DURATION.test(rest) || rest.split(/\s*·\s*/).every((cell) => Boolean(placeIn(cell)) || JOB_FACT.test(cell))
}
