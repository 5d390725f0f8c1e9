import type { ParsedResume } from '../schemas/resume'
import { CUT_ITEM } from './cutLines'
import { CELL, isDetailLine, readHeader } from './entryHeader'
import { isOrganisation, isRole } from './entryParts'
import { DUTY_WORDS, withLabelledFields, withoutFieldLabels } from './fieldLabels'
import { looksLikeHeading } from './headings'
import { placeAtEnd, placeIn } from './location'
import { findPeriod, stackedPeriod, withoutPeriod } from './periods'
import { isPastTense } from './verbForms'

type Experience = ParsedResume['experience'][number]

/** An experience bullet starts with a bullet, a dash or an asterisk. */
export const BULLET = /^[•\-*–]\s*/
export const isBullet = (line: string) => BULLET.test(line)

/**
 * A sentence of description rather than a header: long, or ending in a full stop. A line with
 * cells or dates is a header unless it is very long.
 */
const isSentence = (line: string) => {
  if (longHeader(line)) return false
  const words = line.split(/\s+/).length
  // Words of prose: "Private-equity-owned packaging manufacturer; $420M revenue." has three.
  const lowerWords = (line.match(/(?<![\p{L}-])\p{Ll}{3,}(?![\p{L}-])/gu) ?? []).length
  // "… UAE VAT in 2018.": a year inside a paragraph makes no header.
  if (/\s\|\s/.test(line) || findPeriod(line)) return words > 30 || (lowerWords >= 10 && (/[.!?]$/.test(line) || lowerWords >= 14))
  // "… S.A. de C.V. — Guadalajara, Jal.": an abbreviation's full stop ends no sentence.
  const last = line.split(/\s+/).at(-1) ?? ''
  const abbreviation = /^(\p{Lu}\p{Ll}{0,3}\.|(\p{L}\.){2,})$/u.test(last)
  const prose = lowerWords >= 3
  return words > 12 || (/[.!?]$/.test(line) && !abbreviation && (words > 5 || prose))
}

/**
 * "The Church of Jesus Christ of Latter-day Saints, Arizona — Missionary, Sister Training Leader":
 * a long employer's name and a role, parted by a dash, are a header however many words they run
 * to: two or three cells of ten words at most, one a role and one an organisation, no sentence's end.
 */
const longHeader = (line: string) => {
  const cells = line.split(CELL)
  return cells.length >= 2 && cells.length <= 3 && !/[.!?;:]$/.test(line) && cells.every((cell) => cell.split(/\s+/).length <= 10) && cells.some(isRole) && cells.some(isOrganisation)
}

/** Verbs that open a duty in the present tense, as a list of a current job's work does. */
const PRESENT_ACTION = /^(manage|run|lead|design|build|write|own|coordinate|support|handle|train|mentor|plan|prepare|develop|create|deliver|maintain|answer|process|review|monitor|oversee|drive|help|teach|care|supervise|negotiate|analy[sz]e|report|organi[sz]e|resolve|onboard|partner)$/i

/**
 * "Kept gross revenue retention at 94% for three years running": a line of a job's work set
 * without a bullet or a full stop, as a theme's list prints it: it opens with an action (a past
 * tense or a duty's verb) and runs on for words, with no cells and no dates.
 */
const actionLine = (line: string) => {
  const [first = '', ...rest] = line.split(/\s+/)
  // "Red Ridge Iron Pty Ltd", "Registered Nurse": a name goes on in capitals; a duty does not.
  const action = /^\p{Lu}\p{Ll}+$/u.test(first) && (isPastTense(first) || PRESENT_ACTION.test(first)) && !/^\p{Lu}/u.test(rest[0] ?? '')
  return rest.length >= 4 && action && !/\s\|\s/.test(line) && !findPeriod(line)
}

/** A wrapped line of the bullet before it: it goes on in lower case, or the bullet had not ended. */
const continues = (line: string, previous: string) =>
  // "student assistant | Utrecht University | Februari 2012- June 2016": a header in lower case, cells and dates.
  (/^[\p{Ll}%(&,]/u.test(line) && !(/\s\|\s/.test(line) && findPeriod(line))) ||
  (/^\d/.test(line) && !findPeriod(line) && !/\s\|\s/.test(line)) ||
  (/[,;:(&-]$|\b(and|or|of|to|the|for|with|in|a)$/i.test(previous) && !findPeriod(line))

/**
 * "Stworzenie aplikacji klienckich opartych o Vue 3 oraz Electron.js," under a job whose work is
 * set as plain lines: a line of prose (four words in lower case or more), with no dates of its own
 * and none on the two lines after it, goes on describing the job; a new job's header names its
 * dates on its own line or the next ones.
 */
const proseOfJob = (line: string, after: string[]) =>
  (line.match(/(?<![\p{L}-])\p{Ll}{3,}(?![\p{L}-])/gu) ?? []).length >= 4 && !/\s\|\s/.test(line) && !findPeriod(line) && !after.some((each) => findPeriod(each))

/**
 * "• … del entorno ArcGIS" over "• Enterprise, garantizando rendimiento.": in a list whose items
 * end with a full stop, an item without one was cut at a printed line, and goes on in the next.
 */
const endedItems = (items: string[]) => {
  // (A bracketed note ends an item too, "… since launch. (3.6 million users)", and a colon opens a list.)
  const ended = (item: string) => /(?:[.!?]["')\]]?|[):])$/.test(item)
  if (items.length < 3 || items.filter(ended).length < items.length * 0.75) return items
  const out: string[] = []
  for (const item of items) {
    const last = out.at(-1)
    if (last !== undefined && !ended(last)) out[out.length - 1] = `${last} ${item}`
    else out.push(item)
  }
  return out
}

/** "Achievements/Tasks", "Key responsibilities:": a label above a job's bullets, not part of the job. */
// "Principais atividades:", "Funciones:", "Aufgaben:", "Missions :": the same in other languages.
const ENTRY_LABEL = new RegExp(`^(key |main |principais |principales )?(${DUTY_WORDS})(\\s*(\\/|&|and)\\s*(highlights|responsibilities|achievements|accomplishments|tasks|duties))?\\s*:?$`, 'i')

/** "Front Office Manager – Hotel Seeblick Zürich AG, Zürich": a role and an employer, no sentence. */
const roleAndEmployer = (text: string) => {
  const cells = text.split(CELL)
  return text.split(/\s+/).length <= 12 && !/[.!?;]$/.test(text) && cells.length >= 2 && cells.some(isRole) && cells.some(isOrganisation)
}

/** A list item that is an entry's header: short, with its dates in a cell of their own. */
const bulletedHeader = (text: string) => /\s\|\s/.test(text) && findPeriod(text.split(' | ').at(-1) ?? '') !== '' && text.split(/\s+/).length <= 14

/**
 * "• Teaching Assistant, Harlow University (Boston, Spring 2021)", "• Nordlicht GmbH 02/2018 -
 * 08/2019": a list of jobs, one line each, its dates at the end. A duty with a year ("• Cut costs
 * by 12% in 2019.", "• a rollover on the haul road (2022)") opens with an action or in lower
 * case, or ends with a full stop.
 */
const datedItem = (text: string) => {
  const period = findPeriod(text)
  if (!period || text.split(/\s+/).length > 14) return false
  const at = text.lastIndexOf(period)
  const endsWithPeriod = !text.slice(at + period.length).replace(/^[\s)\]]*/, '')
  const first = text.split(/\s+/)[0]
  // "… launched in 2019": a year a sentence gives, not an entry's dates.
  const yearOfSentence = /\b(in|since|by|during|from)\s*\(?\s*$/i.test(text.slice(0, at))
  return endsWithPeriod && /^\p{Lu}/u.test(text) && !isPastTense(first) && !PRESENT_ACTION.test(first) && !yearOfSentence
}

/**
 * "• Nordlicht GmbH 02/2018 - 08/2019", "• ItWorks 2015 - 2017": in a list of jobs one line each,
 * a name alone beside the dates, with no role word, is the employer's.
 */
const employerOfListedJob = (entry: Entry, listed: Set<string>) =>
  entry.header.length === 1 && listed.has(entry.header[0]) && entry.title && !entry.company && !isRole(entry.title) && entry.title.split(/\s+/).length <= 4
    ? { ...entry, title: '', company: entry.title }
    : entry

/**
 * "Hours per week: 55", "Salary: $71,400 per year", "Supervisor: …": the other fields of a
 * federal-style resume's job, and "Duties, Accomplishments and Related Skills:" over its bullets.
 */
const OTHER_FIELD = /^(?:hours(?: per week)?|salary|pay(?: plan| grade)?|grade|series|supervisor|reason for leaving|may (?:we )?contact|wage|starting salary|ending salary)\s*:|^(?:duties|accomplishments|responsibilities|achievements)\b[^:]{0,50}:$/i

/** "4400 W. 41st Street, Tulsa, OK 74107": the employer's street address, a place. */
const streetAddress = (line: string) => /^\d+[A-Za-z]?\s+\S/.test(line) && Boolean(placeAtEnd(line)) && line.split(/\s+/).length <= 12


/** "2024-2025 | Programadora y administradora de sistemas en" over "Kora Labs.": a header line cut before its employer. */
const WRAPPED_HEADER = /\s(en|em|bei|beim|chez|at|de|of|for|para|y|und|et|and|&)$/i

/** A line whose bracket the line break left open: "AMRI (AGRICULTURAL MECHANIZATION RESEARCH". */
const openBracket = (line: string) => (line.match(/\(/g) ?? []).length > (line.match(/\)/g) ?? []).length

/**
 * "Enderli Metallbau, Kloten" / "Metallbaukonstrukteur" / "Januar 2007 - Heute", job after job with
 * no bullets: when the section's first line of dates comes after two lines or more, and its last
 * line is dates too, every line of dates closes the header above it (the dates are never the start
 * of the next job's header).
 */
const datesCloseHeaders = (lines: string[]) => {
  const filled = lines.map((line) => line.trim()).filter(Boolean)
  const dated = filled.map((line) => isDetailLine(line) && Boolean(findPeriod(line)))
  if (filled.some(isBullet)) return bulletsAfterDates(filled, dated)
  return dated.filter(Boolean).length >= 2 && dated.indexOf(true) >= 2 && dated.at(-1) === true
}

/**
 * "Researcher/Developer" / "Max-Planck-Institute (Hamburg)" / "02/2010 - 11/2013" / "• …", job
 * after job: where every line of dates but the last of a job with none stands right over the
 * job's bullets, and the section opens with a header's lines, not dates, each line of dates ends
 * its job's header ("Sabbatical/ Weiterbildung" over its dates has no bullets).
 */
const bulletsAfterDates = (filled: string[], dated: boolean[]) => {
  const at = dated.flatMap((isDated, index) => (isDated ? [index] : []))
  if (at.length < 3 || at[0] < 1 || dated[0]) return false
  const overBullets = at.filter((index) => isBullet(filled[index + 1] ?? '')).length
  // No line of dates follows a bullet straight away: the dates end headers, they open none.
  return overBullets >= at.length - 1 && at.every((index) => !isBullet(filled[index - 1] ?? ''))
}

/** An entry being read: its header's lines, whether its description so far is bullets or a paragraph. */
type Entry = Experience & { header: string[]; bulleted: boolean }

const newEntry = (header: string[]): Entry => ({ ...readHeader(header), header, bulleted: false })

/** A header of one line that names a role: "Senior Vice President, Global Supply Chain (2019 – Present)". */
const roleLine = (entry: Entry) => {
  // "Senior Product Manager — Platform Team" over "Jun 2021 – Present": a line of dates is no more header.
  const named = entry.header.filter((line) => !isDetailLine(line))
  if (named.length !== 1) return ''
  const text = withoutPeriod(named[0], findPeriod(named[0]))
  const cells = text.split(CELL)
  if (cells.length === 1) return isRole(text.split(/,\s/)[0]) ? text : ''
  // The area the role served ("— Platform & Data Products") beside it names no employer.
  return cells.length === 2 && isRole(cells[0]) && !isOrganisation(cells[1]) && !isRole(cells[1]) ? cells[0] : ''
}

/**
 * "BEACON HILL MEDICAL DEVICES, INC. | 2016 – Present", a line about the employer, then each role
 * held there with its own dates and bullets: every role is an entry of that employer, its title
 * the whole role line. What the resume says about the employer goes with the first role.
 */
const rolesUnderEmployer = (entries: Entry[], listedJobs: Set<string>) => {
  const out: Entry[] = []
  let employer: Entry | null = null
  for (const entry of entries) {
    // "• Hafen Group 2015 – 2017" over "• Analyst, Kiel Port 2013 – 2015": two jobs of a list, not an employer's roles.
    const role = employer && !listedJobs.has(entry.header[0] ?? '') ? roleLine(entry) : ''
    if (employer && role) {
      if (out.at(-1) === employer) out.pop()
      out.push({ ...entry, title: role, company: employer.company, summary: entry.summary || (out.at(-1)?.company === employer.company ? '' : employer.description.join(' ')) })
      continue
    }
    employer = entry.company && !entry.title && !entry.bulleted && entry.description.length <= 1 ? entry : null
    out.push(entry)
  }
  return out
}

/** "Product Manager — Core Platform": the entry's "employer" is the area its role served, named after the role. */
const servedArea = (entry: Entry) => {
  const role = roleLine(entry)
  return Boolean(role && entry.company && role === entry.title && entry.header.some((line) => line.split(CELL).length === 2 && line.split(CELL)[1] === entry.company))
}

/**
 * "Hill School District | Lakewood, OH" over "Student Teacher | Spring 2025", then "Field
 * Placement | Fall 2024" with its own bullets: a later role at the employer named on its own line
 * above the first one. A role line alone ("Product Manager — Core Platform": a role and the area
 * it served), with its dates, and no employer of its own, is held there.
 */
const laterRolesOfEmployer = (entries: Entry[]) => {
  let employer = ''
  return entries.map((entry) => {
    const ownLine = entry.header.length >= 2 && entry.company && entry.header.some((line) => line.includes(entry.company) && !line.includes(entry.title))
    if (ownLine) employer = entry.company
    else if (entry.header.length === 1 && entry.title && !entry.company && employer && findPeriod(entry.header[0])) return { ...entry, company: employer }
    else if (employer && findPeriod(entry.header.join(' ')) && servedArea(entry)) return { ...entry, company: employer }
    else employer = ''
    return entry
  })
}

/**
 * The employer's line of a header of two: "GSK | Sep 2024 – Jan 2025", "Esri España · 2021 –
 * 2023": one cell beside its dates, a name (no role, no place) that the line above gives its role to.
 */
const employerWithDates = (line: string) => {
  const period = findPeriod(line)
  const cells = withoutPeriod(line, period).split(CELL).filter((cell) => cell.trim())
  if (!period || cells.length !== 1 || findPeriod(cells[0]) || isDetailLine(line) || (isRole(cells[0]) && !isOrganisation(cells[0]))) return ''
  return cells[0].trim()
}

/** A header of two lines, the role's line over the employer's with its dates: the role's line. */
const roleOverEmployer = (entry: Entry) => {
  const [role = '', employer = '', ...more] = entry.header
  return !more.length && role && !findPeriod(role) && !isBullet(role) && employerWithDates(employer) ? role : ''
}

/**
 * "Product Manager, Social & Paid Media" over "GSK | Sep 2024 – Jan 2025", "Técnico GIS ·
 * Desarrollo de Negocio" over "Esri España · 2021 – 2023": where the section's jobs are each a
 * role's line over an employer's line with the dates, and another job's role line is a role alone,
 * the employer is always on the second line, so a role line's comma, dot or dash is part of the title.
 */
const rolesOverEmployers = (entries: Entry[]) => {
  const stacked = entries.filter(roleOverEmployer)
  const plain = stacked.filter((entry) => {
    const role = roleOverEmployer(entry)
    return role.split(CELL).length === 1 && !/,\s/.test(role) && isRole(role)
  })
  if (stacked.length < 2 || !plain.length) return entries
  return entries.map((entry) => {
    const role = roleOverEmployer(entry)
    if (!role || plain.includes(entry)) return entry
    const employer = readHeader([employerWithDates(entry.header[1])])
    const company = employer.company || employer.title
    return company ? { ...entry, title: role.replace(/\s*[(\[](remote|hybrid|on-?site)[)\]]$/i, '').trim(), company } : entry
  })
}

/** A header of one line, "Role, Employer | dates": the parts of its text before the dates, parted at commas. */
const commaParts = (entry: Entry) => {
  const line = entry.header.length === 1 ? entry.header[0] : ''
  const period = findPeriod(line)
  const text = period ? withoutPeriod(line, period) : ''
  if (!text || text.split(CELL).length !== 1) return []
  const parts = text.replace(/\([^()]*\)/g, (group) => group.replace(/,/g, '\u0000')).split(/,\s+/).map((part) => part.replace(/\u0000/g, ',').trim())
  return parts.every(Boolean) && isRole(parts[0]) ? parts : []
}

/**
 * "Team Lead, AI Product Policy, Meta | 2024–2025" among "Policy Fellow, Partnership on AI |
 * 2026–present": where the section's one-line headers are a role, then its employer, a third part
 * is the employer and the part between is the role's area (no employer's word, no place).
 */
const roleAreaEmployer = (entries: Entry[]) => {
  const two = entries.filter((entry) => commaParts(entry).length === 2 && entry.company === commaParts(entry)[1])
  if (two.length < 2) return entries
  return entries.map((entry) => {
    const parts = commaParts(entry)
    if (parts.length !== 3 || isOrganisation(parts[1]) || isRole(parts[2]) || placeIn(parts[2]) || placeAtEnd(parts.slice(1).join(', '))) return entry
    return { ...entry, title: `${parts[0]}, ${parts[1]}`, company: parts[2] }
  })
}

/**
 * Experience entries. An entry opens at a header: one to three short lines (role, employer,
 * dates, place, in any order and arrangement) before its bullets. After bullets, a line opens a
 * new entry unless it is the wrapped end of the last bullet. A paragraph instead of bullets is
 * kept as one line of description; a paragraph beside bullets is the entry's summary.
 */
/**
 * "Supervisor — NADA Show • Floor" / "Manager Assistant — Trade Show Operations • Administrator —
 * Synergy Agency": earlier jobs run together as one paragraph, each a role and its employer, parted
 * by dots and wrapped anywhere. Where: the lines with no bullet of their own from the first with
 * such a dot; three items or more, each short and no sentence, most of them naming a role.
 */
const runOfJobs = (lines: string[]) => {
  const start = lines.findIndex((line) => /\S\s+•\s+\S/.test(line) && !isBullet(line))
  if (start < 0) return null
  let end = start
  while (end + 1 < lines.length && lines[end + 1].trim() && !isBullet(lines[end + 1]) && /\S\s+•\s+\S|\s•$|^\S/.test(lines[end + 1]) && /\s[–—]\s|\s[–—]$|•/.test(lines[end + 1])) end++
  const items = lines.slice(start, end + 1).join(' ').split(/\s+•\s+/).map((item) => item.trim())
  if (items.length < 3 || items.some((item) => !item || item.split(/\s+/).length > 12 || /[.!?;]$/.test(item))) return null
  if (items.filter((item) => isRole(item.split(CELL)[0])).length < items.length * 0.6) return null
  return { start, end, items }
}

/** "Esri Spain (2021 - 2023) Worked extensively …": an employer's name, its dates in brackets, then what was done. */
const employerInBullet = (text: string) => {
  const match = text.match(/^(\p{Lu}[^()]{1,60}?)\s*\(([^()]{4,40})\)\s*(.*)$/u)
  // ("• Rebuilt the site (2020 – 2021) in React": a duty with its dates opens with an action.)
  const first = match?.[1].split(/\s+/)[0] ?? ''
  if (!match || findPeriod(match[2]) !== match[2].trim() || match[1].split(/\s+/).length > 6 || /[.!?]$/.test(match[1]) || isPastTense(first) || PRESENT_ACTION.test(first)) return null
  return { header: `${match[1].trim()} (${match[2].trim()})`, rest: match[3].trim() }
}

export const experienceEntries = (section: string[]): Experience[] => {
  // "Organization: Sandd", "Activities: …": the labels name the fields (fieldLabels.ts).
  const { lines, fields, duties } = withoutFieldLabels(section)
  const run = runOfJobs(lines)
  if (run) {
    const jobs = run.items.map((item) => readHeader([item])).filter((job) => job.title || job.company)
    return [...experienceEntries(lines.slice(0, run.start)), ...jobs, ...experienceEntries(lines.slice(run.end + 1))]
  }
  const entries: Entry[] = []
  let header: string[] = []
  let current: Entry | null = null
  // The lines that were items of a list of jobs, one line each.
  const listedJobs = new Set<string>()
  const closingDates = datesCloseHeaders(lines)
  const openEntry = () => {
    if (!header.length) return
    entries.push((current = employerOfListedJob(withLabelledFields(newEntry(header), header, fields), listedJobs)))
    header = []
  }
  for (const [index, item] of lines.entries()) {
    if (!item.trim()) continue
    if (ENTRY_LABEL.test(item) || OTHER_FIELD.test(item) || streetAddress(item)) continue
    // "Technologies include:", "Tools used:" between a job's bullets: a label for the next ones.
    if (current?.bulleted && !header.length && /^[^|:]{3,40}:$/.test(item) && item.split(/\s+/).length <= 4) continue
    // "Projekt: Andon", "Project: MES" under a job's description: the project its next lines are about, no job of its own.
    if (current?.description.length && !header.length && /^(?:project|projekt|projet|proyecto|projeto|progetto)\s*:\s*[^|.]{1,40}$/i.test(item) && !findPeriod(item)) continue
    // A job set as a list item itself ("• Intern, Dunder Mifflin | Jun 2008 – Sep 2008"): a header.
    const listed = item.replace(BULLET, '')
    const next = lines.slice(index + 1).find((each) => each.trim()) ?? ''
    // "• Front Office Manager – Hotel Seeblick Zürich AG" over "Jan. 2023 – heute": a numbered
    // list of jobs; "• Assistant Accountant" right under its employer's line: the rest of its header.
    const headerItem =
      isBullet(item) &&
      !duties.has(item) &&
      (bulletedHeader(listed) ||
        datedItem(listed) ||
        (roleAndEmployer(listed) && isDetailLine(next) && Boolean(findPeriod(next))) ||
        (header.length > 0 && isRole(listed) && listed.split(/\s+/).length <= 5 && !/[.!?]$/.test(listed)) ||
        // "• PRODUCER & EDITOR" over "• SVT / SEXY HANDS | 2022": a design tool's bullet before a role in capitals over the employer's dated line.
        (looksLikeHeading(listed) && isBullet(next) && bulletedHeader(next.replace(BULLET, ''))))
    const line = headerItem ? listed : item
    if (headerItem && datedItem(listed)) listedJobs.add(listed)
    if (closingDates && header.length && isDetailLine(line) && findPeriod(line)) {
      header.push(line)
      openEntry()
      continue
    }
    // "GIS Technician" over "• Esri Spain (2021 - 2023) Worked extensively with 3D data …": a design
    // tool's bullet before the employer and its dates in brackets, then the job's description.
    const employerLine = isBullet(line) && header.length > 0 && !findPeriod(header.join(' ')) ? employerInBullet(line.replace(BULLET, '')) : null
    if (employerLine) {
      header.push(employerLine.header)
      openEntry()
      if (employerLine.rest && current) current.description.push(employerLine.rest)
      continue
    }
    if (isBullet(line)) {
      openEntry()
      const text = line.replace(BULLET, '').trim()
      if (!text) continue
      const entry: Entry = current ?? newEntry([])
      if (!current) entries.push((current = entry))
      if (!entry.bulleted && entry.description.length) entry.summary = entry.description.splice(0).join(' ')
      const previous = entry.bulleted ? entry.description.at(-1) : undefined
      entry.bulleted = true
      // "• Promoted to Subject Matter Expert and" over "• Performance and Quality agent, …": a design
      // tool that sets a bullet before every printed line cut the item there.
      if (previous !== undefined && CUT_ITEM.test(previous)) entry.description[entry.description.length - 1] = `${previous} ${text}`
      else entry.description.push(text)
      continue
    }
    const last = current?.description.at(-1)
    if (!header.length && current && last !== undefined && continues(line, last)) {
      current.description[current.description.length - 1] = `${last} ${line}`
    } else if (
      (isSentence(line) && (header.length || current)) ||
      (!header.length && current?.description.length && proseOfJob(line, lines.slice(index + 1, index + 3))) ||
      // An action line goes on a job whose header is complete (its dates read), never into a header.
      (actionLine(line) && (header.length ? Boolean(findPeriod(header.join(' '))) && header.some((each) => !isDetailLine(each)) : current?.description.length))
    ) {
      openEntry()
      if (!current) continue
      const entry: Entry = current
      const previous = entry.description.at(-1)
      if (previous && !/[.!?]$/.test(previous)) entry.description[entry.description.length - 1] = `${previous} ${line}`
      else entry.description.push(line)
    } else if (
      // "Employer" / "Town — Role" / "Area, area" over "February 2018 - Present": the dates a header
      // without any take are its own.
      (header.filter((each) => !isDetailLine(each)).length >= 3 && !(isDetailLine(line) && findPeriod(line) && !findPeriod(header.join(' ')))) ||
      (header.length && findPeriod(header.join(' ')) && findPeriod(line) && !stackedPeriod(findPeriod(header.join(' ')), line))
    ) {
      openEntry()
      header.push(line)
    } else if (header.length && (WRAPPED_HEADER.test(header[header.length - 1]) || openBracket(header[header.length - 1]) || (/^\(.*\)$/.test(line) && !findPeriod(line)))) {
      // "AMRI (AGRICULTURAL MECHANIZATION RESEARCH" over "INSTITUTE) 2021": a bracket left open goes on in the next line.
      // "Inventory Control" over "(warehouse associate level 2)": a note in brackets on a line of its own ends the line above.
      header[header.length - 1] = `${header[header.length - 1]} ${line}`
    } else {
      if (!header.length) current = null
      header.push(line)
    }
  }
  openEntry()
  return laterRolesOfEmployer(rolesUnderEmployer(roleAreaEmployer(rolesOverEmployers(entries)), listedJobs))
    .filter((entry) => entry.title || entry.company || entry.description.length)
    .map(({ bulleted, header: _header, ...entry }) => (bulleted ? { ...entry, description: endedItems(entry.description) } : entry))
}
