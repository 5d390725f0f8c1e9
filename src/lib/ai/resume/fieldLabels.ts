import { ENDS_ON_JOINING_WORD } from './cutLines'

/**
 * A job's fields set out with their labels, as many European, Latin American and Indian CVs and
 * Europass forms do: "Organization: Sandd" / "Function: Letter carrier" / "Activities: Delivering
 * letters.", a table's "EMPRESA | Anovo" / "CARGO | Técnico" / "FECHA | Agosto 2020 – Actualmente",
 * or "1. Company: | Kaveri Castings", "Designation: Senior Engineer", "Duration: 2019 – 2021".
 * The label says which field the value is; the value is read as that field, whatever its words.
 */
export type LabelledField = 'company' | 'title' | 'period' | 'duties' | 'other' | 'ignored'

/**
 * What a label over a job's work calls it, in the languages the reader reads: "Activities",
 * "Aufgaben", "Funciones", "Missions", "Key responsibilities" (experienceEntries.ts reads a label
 * standing alone over the bullets with the same words).
 */
export const DUTY_WORDS =
  'activities|activiteiten|werkzaamheden|taken|t[äa]tigkeit(?:en)?|aufgaben|tasks|duties|responsibilities|roles? (?:and|&) responsibilities|missions|t[aâ]ches|r[eé]alisations|funciones|actividades|tareas|logros|atividades|atribui[cç][oõ]es|responsabilidades|realiza[cç][oõ]es|attivit[aà]|mansioni|obowi[aą]zki|highlights|achievements|accomplishments|role outline|role overview|scope|contributions'

const LABELS: [LabelledField, string][] = [
  [
    'company',
    'company|employer|organi[sz]ation|organisatie|institution|firm|client|werkgever|bedrijf|arbeitgeber|unternehmen|firma|empresa|entreprise|employeur|azienda|datore di lavoro|pracodawca|name (?:and address )?of (?:the )?employer',
  ],
  [
    'title',
    'designation|(?:position|job title)(?:\\s*\\/\\s*location)?|title|role|function|functie|funktion|fonction|poste|cargo|puesto|fun[cç][aã]o|funci[oó]n|ruolo|posizione|stanowisko|occupation or position held',
  ],
  ['period', 'duration|period|dates?|tenure|per[ií]odo|zeitraum|periode|okres|fecha|fechas|data|datum'],
  ['duties', `${DUTY_WORDS}|main activities and responsibilities`],
  ['other', 'earlier career|previous(?: experience)?|prior experience|additional experience'],
  // A reference's name and number, the trade: about the job, none of its fields.
  ['ignored', 'jefe inmediato|tel[eé]fono|telefone|supervisor|manager|reference|referencia|type of business or sector|branche|sector'],
]

const WORDS = LABELS.map(([, words]) => `(${words})`).join('|')
// "Organization: Sandd", "1. Company: | Kaveri Castings": a label, its colon, then the value.
const LABEL = new RegExp(`^(?:\\d+[.)]\\s*)?(?:${WORDS})\\s*:\\s*(?=\\S)`, 'i')
// "EMPRESA", "Cargo:" alone in a table's cell, its value in the next cell: with its colon, or
// in capitals as a form's labels are ("Manager | Acme Corp" is a job's title and employer).
const LABEL_CELL = new RegExp(`^(?:${WORDS})\\s*:?$`, 'i')
const labelCell = (cell: string) => (/:$/.test(cell) || !/\p{Ll}/u.test(cell) ? LABEL_CELL.exec(cell) : null)

const fieldOf = (match: RegExpExecArray) => LABELS[match.slice(1).findIndex(Boolean)][0]

/** The cells of a line that names its fields, each with its field (null: a cell with no label), or null. */
const labelledCells = (line: string): { field: LabelledField | null; value: string }[] | null => {
  // "Organisation: | Hope Bridge": a tab or a table's border between the label and its value.
  const cells = line.split(/(?<!:)\s+\|\s+/).map((cell) => cell.replace(/:\s+\|\s+/, ': ').trim())
  const out: { field: LabelledField | null; value: string }[] = []
  let labelled = false
  for (let index = 0; index < cells.length; index++) {
    const cell = cells[index]
    const alone = index + 1 < cells.length ? labelCell(cell) : null
    const inline = alone ? null : LABEL.exec(cell)
    if (alone) {
      out.push({ field: fieldOf(alone), value: cells[++index] })
      labelled = true
    } else if (inline) {
      out.push({ field: fieldOf(inline), value: cell.slice(inline[0].length).trim() })
      labelled = true
    } else out.push({ field: null, value: cell })
  }
  return labelled ? out : null
}

/** The fields of one job read so far, in the order a header is read: title, company, the rest. */
type Group = { title: string; company: string; rest: string[]; period: string; duties: string[]; last: 'title' | 'company' | 'duties' | 'rest' | 'period' }

/**
 * A section's lines with their labels taken off, each job's labelled fields gathered into one
 * header line ("Letter carrier | Sandd | Mei 2012- September 2012") over its duties as bullets,
 * whatever order the labels came in. A field named again opens the next job. `fields` tells
 * which field each labelled company or title was, for `withLabelledFields`; `duties`, the bullets
 * that were labelled duties (never a role's line under its employer).
 */
export const withoutFieldLabels = (lines: string[]) => {
  const fields = new Map<string, LabelledField>()
  const duties = new Set<string>()
  const out: string[] = []
  let group: Group | null = null
  const flush = () => {
    if (!group) return
    if (group.title) fields.set(group.title, 'title')
    if (group.company) fields.set(group.company, 'company')
    const header = [group.title, group.company, ...group.rest, group.period].filter(Boolean)
    if (header.length) out.push(header.join(' | '))
    for (const duty of group.duties) duties.add(`• ${duty}`)
    out.push(...group.duties.map((duty) => `• ${duty}`))
    group = null
  }
  for (const line of lines) {
    const cells = labelledCells(line)
    if (!cells) {
      // A table's cell wrapped with blank lines between its lines: the job's fields go on.
      if (group && !line.trim()) continue
      // "holiday" under "Function: letter carrier at Saturdays and in", "Studies Research Masters"
      // under "Function: Student member of the Board of": the value goes on.
      if (group && (/^\p{Ll}/u.test(line.trim()) || ENDS_ON_JOINING_WORD.test(lastValue(group)))) extend(group, line.trim())
      else {
        flush()
        out.push(line)
      }
      continue
    }
    // "Augustus 2011 | Organization: Albert Heijn" after Sandd's fields: the next job, dates and all.
    const named = group as Group | null
    if (named && cells.some(({ field }) => (field === 'company' || field === 'title' || field === 'period') && named[field])) flush()
    for (const { field, value } of cells) {
      if (field === 'ignored' || !value) continue
      const current: Group = (group ??= { title: '', company: '', rest: [], period: '', duties: [], last: 'rest' })
      if (field === 'company' || field === 'title' || field === 'period') {
        const text = value.replace(/\s*:$/, '')
        // The same field again: the next job.
        if (current[field]) {
          flush()
          group = { title: '', company: '', rest: [], period: '', duties: [], last: field }
        }
        group![field] = text
        group!.last = field
      } else if (field === 'duties') {
        current.duties.push(value)
        current.last = 'duties'
      } else {
        current.rest.push(value)
        current.last = 'rest'
      }
    }
  }
  flush()
  return { lines: out, fields, duties }
}

const lastValue = (group: Group) =>
  group.last === 'duties' ? (group.duties.at(-1) ?? '') : group.last === 'rest' ? (group.rest.at(-1) ?? '') : group[group.last]

const extend = (group: Group, text: string) => {
  if (group.last === 'duties' && group.duties.length) group.duties[group.duties.length - 1] += ` ${text}`
  else if (group.last === 'rest' && group.rest.length) group.rest[group.rest.length - 1] += ` ${text}`
  else if (group.last === 'title' || group.last === 'company' || group.last === 'period') group[group.last] += ` ${text}`
  else group.rest.push(text)
}

/**
 * A job read from a header whose company or title was labelled: the labelled values are those
 * fields, and a value that the header's reading put in the other field moves.
 */
export const withLabelledFields = <T extends { title: string; company: string }>(entry: T, header: string[], fields: Map<string, LabelledField>): T => {
  if (!fields.size) return entry
  const cells = header.flatMap((line) => line.split(/\s+\|\s+/)).map((cell) => cell.trim())
  const company = cells.find((cell) => fields.get(cell) === 'company')
  const title = cells.find((cell) => fields.get(cell) === 'title')
  if (!company && !title) return entry
  // "Organisation: Hope Bridge Children's Fund, Addis Ababa", "Job Title/Location: Lecturer – Kaduna":
  // the header's reading took the place off; its shorter value stands.
  const read = (labelled: string) => [entry.company, entry.title].find((value) => value && labelled.startsWith(value)) ?? labelled
  return {
    ...entry,
    company: company ? read(company) : entry.company === title ? entry.title : entry.company,
    title: title ? read(title) : entry.title === company ? (entry.company === company ? '' : entry.company) : entry.title,
  }
}
