import { MAX_SKILLS, SKILL_MAX_LENGTH, SKILL_MIN_LENGTH } from '../limits'
import { findEmail } from './contactDetails'
import { knownHeading } from './headings'
import { findPeriod } from './periods'

/**
 * "Proficient in …", "Experienced with …", "Also familiar with …", "30 months of experience with the …":
 * prose that opens a list; the list is what counts.
 */
const LEAD_IN = /^(?:also\s+)?(?:(?:highly |very )?(?:proficient|experienced|skilled|fluent|familiar|competent|expert|knowledgeable)\s+(?:in|with|at)|(?:working |strong |good |solid )?knowledge of|(?:\d+\+?\s+(?:months?|years?)\s+of\s+(?:extensive\s+|hands-on\s+)?)?experience (?:in|with))\s+(?:the\s+)?/i
// "Database, Dati e Sistemi: Neo4j, SQL, JSON": a label with a comma of its own, over a list of three or more.
const CATEGORY = /^[^:,]{1,40}:\s*|^[^:,]{1,30},\s[^:,]{1,30}:\s*(?=[^,:]+,[^,:]+,)/
/** "Current – Crime solving, disguise": a label set off by a dash before a list. */
const DASH_CATEGORY = /^[^:,–—-]{1,30}\s[–—-]\s+(?=[^,]+,)/
/** "Web | JavaScript HTML 5 CSS": a table row whose first cell labels the list in the second. */
// "FRAMEWORKS, LIBRARIES AND ENVIRONMENTS | NodeJS, React": a label in capitals may list the groups it names.
const CELL_CATEGORY = /^(?:[^|,;·•\s]+(?: [^|,;·•\s]+){0,2}|\p{Lu}[\p{Lu}\d&/ -]*(?:, ?[\p{Lu}\d&/ -]+){1,3})\s\|\s(?=[^|]*,[^|]*$|[^|\s]+(?:\s[^|\s]+){3,}$)/u
// "Demand Planning / Capacity Planning": a slash with spaces parts skills; "CI/CD" is one.
const SEPARATORS = /\s*(?:[,;|•●▪·\t]|\s[-–—/]\s|\s{3,})\s*/

/**
 * A line of prose about skills (no list in it): it gives no skill rather than fragments. Dashes
 * with spaces around them part a list too, when there are two or more ("Python - SQL - NoSQL").
 */
const isProse = (items: string) => items.split(/\s+/).length >= 7 && (items.match(/[,;|•·]|\s[-–—]\s/g) ?? []).length < 2 && !/\s[|•·/]\s/.test(items)

/** How well, in German, Spanish, Portuguese, French, Dutch and Italian CVs: "Muttersprache", "avanzado", "courant", "moedertaal". */
const LEVELS_ABROAD =
  'muttersprache|fließend|fliessend|verhandlungssicher|sehr gut|gut|grundkenntnisse|gute kenntnisse|anfängerkenntnisse|basiskenntnisse|fortgeschritten|vertieft|nativo|nativa|lengua materna|avanzado|avanzada|avançado|avançada|intermedio|intermedia|intermediário|intermediario|intermediária|básico|básica|basico|experto|experta|fluido|fluente|bilingüe|bilingue|natif|native|courant|langue maternelle|moedertaal|vloeiend|goed|basiskennis|volledige professionele werkvaardigheid|madrelingua'

/** How well, not what: "advanced", "Native speaker", "B2", "Muttersprache" beside a skill are not skills. */
const LEVEL = new RegExp(`^(beginner|elementary|basic|intermediate|advanced|expert|master|proficient|fluent|native( speaker)?|conversational|working knowledge|[ABC][12]|${LEVELS_ABROAD})$`, 'iu')

/**
 * "Englisch : Grundkenntnisse", "Portugiesisch — fließend", "Spanish: fluent": a skill and how
 * well, as a row of its own; the skill is the first part (no group label before a list).
 */
// "Englisch: Niveau C2": the level named as such.
const SKILL_LEVEL_ROW = new RegExp(`^([^:|,]+?)\\s*(?::|\\s[–—-])\\s*(?:beginner|elementary|basic|intermediate|advanced|expert|proficient|fluent|native|conversational|(?:(?:niveau|level|nivel|livello)\\s+)?[ABC][12]|${LEVELS_ABROAD})$`, 'iu')

/** "Microsoft Excel (advanced)", "Spanish (C1)", "English (Native speaker)", "Python (5 years)": how well, after the skill. */
const LEVEL_NOTE = new RegExp(`\\s*\\((?:[^()]*\\b(?:beginner|elementary|basic|intermediate|advanced|expert|proficient|proficiency|fluent|native|bilingual|conversational|full professional|professional working|limited working|mother tongue)\\b[^()]*|[^()]*(?<!\\p{L})(?:${LEVELS_ABROAD})(?!\\p{L})[^()]*|[ABC][12]|\\d+\\+?\\s*(?:years?|yrs?))\\)$`, 'iu')

/** "Tekla Structures Advanced", "Bridge design Expert": a profile export's level after the skill ("Visual Basic" stays). */
const LEVEL_AFTER = /(?<=\S)\s+(?:Expert|Advanced|Intermediate|Beginner|Proficient|Fluent|Native)$|(?<=\S)(?<!Visual)\s+Basic$/

/** "JAVASCRIPT BÁSICO", "MS-Office gut", "SQL avanzado": the same in the other languages, from their list of levels. */
const LEVEL_AFTER_ABROAD = new RegExp(`(?<=\\S)\\s+(?:${LEVELS_ABROAD})$`, 'iu')

/** "Englisch (9 Jahre)", "Inglés (5 años)": how long, in German, Spanish, Portuguese, French or Dutch. */
const YEARS_NOTE = /\s*\(\d+\+?\s*(?:jahre?|a[nñ]os?|ans?|jaar)\)$/iu

// "Mehrjährige Erfahrung mit Auto CAD": German nouns are capitalised, and its little words (and
// other languages') mark a phrase as the English ones do.
const FUNCTION_WORDS = /(?<![\p{L}\d])(the|and|or|of|with|in|to|for|a|an|on|at|by|from|as|is|are|my|i|mit|und|oder|von|für|als|der|die|das|im|de|del|la|le|les|des|en|con|com|et|da|do|das|dos|per|di|il|van|het|met|voor)(?![\p{L}\d])/iu

/**
 * "LAMP JavaScript HTML 5 Angular.js jQuery": names set apart by spaces alone (a plain-text
 * export's keywords), no little words between them. A number belongs to the name before it.
 */
const spaceSeparated = (line: string) => {
  const tokens = line.split(/\s+/)
  if (tokens.length < 5 || FUNCTION_WORDS.test(line)) return null
  const named = tokens.filter((token) => /^[\p{Lu}\d]|[.#+]|\p{Ll}\p{Lu}/u.test(token))
  if (named.length < tokens.length * 0.8) return null
  return tokens.reduce<string[]>((kept, token) => {
    if (/^\d+(\.\d+)?$/.test(token) && kept.length) kept[kept.length - 1] += ` ${token}`
    else kept.push(token)
    return kept
  }, [])
}

/** "Customer support (Zendesk, Gorgias), Canva": a list inside brackets belongs to its skill. */
const outsideBrackets = (text: string, separators: RegExp) => {
  const bracketed: string[] = []
  const masked = text.replace(/\([^()]*\)/g, (group) => `\u0000${bracketed.push(group) - 1}\u0000`)
  return masked.split(separators).map((part) => part.replace(/\u0000(\d+)\u0000/g, (_, index: string) => bracketed[Number(index)]))
}

/**
 * "March 2020", "2019 – 2021", "Present": a date is no skill. A page set in two columns, read row
 * by row, puts the dates of the jobs beside it into the skills.
 */
const isDate = (skill: string) => findPeriod(skill) === skill || /^(present|current|today|heute|aktuell|actualidad|atual|presente|en cours)$/i.test(skill)

/** "Founder &", "Sales and": a piece cut off at a joining word (a column's edge), no skill. */
const isCutShort = (skill: string) => /\s(&|and|und|et|y|e)$/.test(skill)

/** "(Layout)" alone: a note wrapped off its skill onto a line of its own, no skill. */
const isNoteAlone = (skill: string) => /^\([^()]*\)$/.test(skill)

/**
 * "Proficient in Windows and Mac OS, Word and PowerPoint": in a sentence, "and" joins two short
 * skills. In a list it is part of the skill: "Excel and Google Sheets", "Canva and Figma",
 * "Backing and docking" are each one item, as a reader of the list takes them.
 */
const items = (line: { text: string; sentence: boolean; item: boolean }) => {
  // "• Inbound, outbound and returns operations": a list item that reads as one phrase is one skill.
  if (line.item && /,\s\p{Ll}[^,]*\s(and|or|&)\s[^,]+$/u.test(line.text) && line.text.length <= SKILL_MAX_LENGTH) return [line.text]
  // "SEO / SEA": two short names either side of a slash are one skill.
  const parts = outsideBrackets(line.text.replace(/(?<![^\s,;|•])(\S{1,4}) \/ (\S{1,4})(?![^\s,;|•])/g, '$1\u0001$2'), SEPARATORS).map((part) => part.replace(/\u0001/g, ' / '))
  if (parts.length < 2) return spaceSeparated(line.text) ?? parts
  return parts.flatMap((part) => {
    const sides = part.split(/\s+and\s+/i)
    const short = sides.length === 2 && sides.every((side) => side.trim().split(/\s+/).length <= 3)
    return short && line.sentence ? sides : [part]
  })
}

/**
 * "…, Google Analytics 4, Adobe" + "InDesign, Canva, Shopware": a long comma list that ran on to
 * the next line (no comma at the break, commas on both sides) is one list.
 */
const joinWrappedLists = (lines: string[]) =>
  lines.reduce<string[]>((kept, line) => {
    const previous = kept.at(-1)
    // The separator both lines use: "Sales Forecasting | Team" + "Coaching | Microsoft Excel" ran on too.
    const separator = [',', ' | ', ' • ', ' · '].find((mark) => previous?.includes(mark) && line.includes(mark))
    // Only a long line can have run on: short lines are a list's lines of their own. A labelled
    // row ("TESTING | Jest, Cypress") is a row of its own, and so is one that starts at a table's
    // ": " cell (its label stood on the line before).
    // A table's rows are lines of their own: a row ran on only when the page cut it far along, in
    // a skill's name ("… | Team" + "Coaching | …"), and what follows holds fewer cells than a row.
    const cells = (text: string) => text.split(separator ?? ',').length
    const lastCell = previous?.split(separator ?? ',').at(-1)?.trim() ?? ''
    const long =
      separator === ',' ? (previous?.length ?? 0) >= 55 : (previous?.length ?? 0) >= 90 && cells(line) < cells(previous ?? '') && !/\s/.test(lastCell)
    const ranOn = previous && separator && long && !/[,;:|•·]\s*$/.test(previous) && !CATEGORY.test(line) && !CELL_CATEGORY.test(line) && !/^\s*:/.test(line)
    if (ranOn) kept[kept.length - 1] = `${previous} ${line.trim()}`
    else kept.push(line)
    return kept
  }, [])

/** A line that ends on a word needing what follows: "Erfahrung mit", "Experience with", "Conocimientos de". */
const CUT_AT_WORD = /\s(?:mit|with|in|of|for|de|da|do|en|von|für|und|and|y|et|&)\s*$/i

/**
 * "• Web Development: HTML, CSS," + "• JavaScript, Responsive Design": a list item a design tool
 * cut at a printed line (setting a bullet before every line) goes on in the next item.
 */
const joinCutItems = (lines: string[]) =>
  lines.reduce<string[]>((kept, line) => {
    const previous = kept.at(-1)
    if (previous !== undefined && BULLET.test(previous) && BULLET.test(line) && /(?:[,&]|\s(?:and|und|y|e|et))\s*$/i.test(previous)) kept[kept.length - 1] = `${previous} ${line.replace(BULLET, '').trim()}`
    // "Erfahrung mit" over "Datenbankprogramm Qomet": a line of a list without marks, cut at a word that needs what follows.
    else if (previous !== undefined && !BULLET.test(previous) && !BULLET.test(line) && line.trim() && !/[,;|•·:]/.test(previous) && CUT_AT_WORD.test(previous)) kept[kept.length - 1] = `${previous} ${line.trim()}`
    else kept.push(line)
    return kept
  }, [])

/** A list item's mark at the start of a line: "•" (every glyph reads as one), "-", "*", or "> ". */
const BULLET = /^\s*(?:[•●▪*·-]|>(?=\s))/

/** "Languages, Libraries and Frameworks:", "OTHER:": a line that only names the group below it. */
const isColonLabel = (line: string) => /^[^,;|•]+(?:,[^,;|•]+)?:\s*$/.test(line) && line.split(/\s+/).length <= 6

/** "Databases": a short plain line in capitals, no list in it, that may stand over bulleted items. */
const mayLabel = (line: string) => !BULLET.test(line) && /^\p{Lu}/u.test(line.trim()) && !/[,;|:•]/.test(line) && line.split(/\s+/).length <= 4

/** How many bulleted lines follow the line at index. */
const bulletsAfter = (lines: string[], index: number) => {
  let count = 0
  while (BULLET.test(lines[index + 1 + count] ?? '')) count++
  return count
}

/**
 * "Languages, Libraries and Frameworks:" over its items, or "Databases" over "• Postgres",
 * "• Redis": a group's label names the group, it is no skill. A label is a line ending in a colon
 * with no list after it, or a plain short line over two bulleted items or more. A grid read row
 * by row, whose first column lost its bullets ("Figma" + "• Research" + "• Testing", then
 * "Prototyping" + two more), holds skills in every cell: its plain lines stand over groups all
 * of one size.
 */
const dropGroupLabels = (lines: string[]) => {
  const groups = lines.flatMap((line, index) => (mayLabel(line) && bulletsAfter(lines, index) >= 2 ? [index] : []))
  const sizes = new Set(groups.map((index) => bulletsAfter(lines, index)))
  const grid = groups.length >= 2 && sizes.size === 1
  return lines.filter((line, index) => !isColonLabel(line) && (grid || !groups.includes(index)))
}

/** "FRONTEND | BACKEND", "OUTILS": a line in capitals, with a word of six letters or more. */
const inCapitals = (line: string) => !/\p{Ll}/u.test(line) && /\p{Lu}{6,}/u.test(line)

/**
 * "TOOLS | LANGUAGES" over "Figma | Python" rows: a table's header row, and any line in capitals
 * it wrapped onto, names its columns. It stands at the table's top, one of its rows holds a "|",
 * and the table's rows are not in capitals themselves (an all-capitals list keeps every line).
 */
const dropColumnHeaders = (lines: string[]) => {
  const top = lines.findIndex((line) => !inCapitals(line))
  const header = lines.slice(0, top)
  const mixedRows = lines.slice(top).filter((line) => line.includes(' | ') && /\p{Ll}/u.test(line))
  return top > 0 && header.some((line) => line.includes(' | ')) && mixedRows.length ? lines.slice(top) : lines
}

/** "Google Ads • Analytics •": a line ending in the list's separator, cut by a narrow column. */
const DANGLING = /\s[•·]\s*$/

/**
 * "Design Suite • Plot Studio •" + "Frame Kit • Motion" + "Lab • Pixel Board": a list in a narrow
 * side column, wrapped at the column's edge, even inside a name. Where some lines end in the
 * separator, the column is that narrow: a line goes on with the next when it ends in the
 * separator, or holds one and reaches the column's edge (a shorter line ended its list, and the
 * label of the next group stands on a line of its own).
 */
const joinNarrowColumnLists = (lines: string[]) => {
  const edge = Math.max(0, ...lines.filter((line) => DANGLING.test(line)).map((line) => line.length)) * 0.85
  if (!edge) return lines
  return lines.reduce<string[]>((kept, line, index) => {
    const previous = lines[index - 1] ?? ''
    const wrapped = DANGLING.test(previous) || (/\S\s[•·]\s\S/.test(previous) && previous.length >= edge)
    if (index && wrapped) kept[kept.length - 1] = `${kept[kept.length - 1].trim()} ${line.trim()}`
    else kept.push(line)
    return kept
  }, [])
}

/** The two cells of a row "Skill | beside it", or null for a line that is no such row. */
const twoCells = (line: string) => {
  const cells = line.split(' | ')
  return cells.length === 2 ? cells : null
}

/**
 * "Reporting | 10/2022 – 06/2025", "Budgeting | Assistant Manager • Firm • Town": a page whose
 * skills stand in a side column beside the jobs, read row by row. Where two rows or more hold a
 * date in their second cell, the second cells are the jobs beside the skills: only the first
 * cells are kept (lines of one cell are left as they are).
 */
const sideColumnOnly = (lines: string[]) => {
  const dated = lines.filter((line) => {
    const cells = twoCells(line)
    return cells && findPeriod(cells[1]) && !findPeriod(cells[0])
  })
  return dated.length >= 2 ? lines.map((line) => twoCells(line)?.[0] ?? line) : lines
}

/** "Personal Strengths", "Applications", "Anwendungen", "Persönliche Stärken", "Otros": a group's name in any language. */
const GROUP_NAME = /^(?:(?:personal|soft|hard|other|technical|it|pc|software) )?(?:skills|strengths|applications|tools|software|programs|others?)$|^(?:persönliche |soziale |fachliche )?(?:stärken|anwendungen|kompetenzen|kenntnisse|programme|sonstiges)$|^(?:otros|otras|outros|autres|altro|overig|aplicaciones|aplicativos|programas|logiciels|applications|outils)$/i

/**
 * "Persönliche Stärken" or "Technical Skills" on a line of its own inside the skills: the name of
 * the group below it, as a heading of skills reads, no skill.
 */
const isGroupName = (line: string) => GROUP_NAME.test(line.trim()) || knownHeading(line) === 'skills'

/**
 * The skills rule, made to hold on real resumes: items split on commas, semicolons, bullets,
 * pipes, tabs and separating dashes (never inside "front-end" or "CI/CD"); "Category: a, b, c"
 * gives a, b and c; "Proficient in Excel, Word and PowerPoint" gives the three; a line of prose
 * gives nothing. Each of 2 to 49 characters, each once, at most 15.
 */
/** "Shotcut (Videobearbeitung)": the note in brackets at a skill's end. */
const ENDING_NOTE = /\s*\(([^()]+)\)$/

/**
 * "Shotcut (Videobearbeitung), Kdenlive (Videobearbeitung)": a note that ends two skills or more
 * says what they are for, the group they belong to; it is no part of each one's name.
 */
const withoutSharedNote = (skill: string, all: string[]) => {
  const note = skill.match(ENDING_NOTE)?.[1]
  return note && all.filter((other) => other !== skill && other.match(ENDING_NOTE)?.[1] === note).length >= 1 ? skill.replace(ENDING_NOTE, '') : skill
}

export const skillsList = (text: string) => {
  const seen = new Set<string>()
  // "<jo@example.com> • +44 …": contact details in a page's footer after the last section are no skills.
  const lines = sideColumnOnly(joinNarrowColumnLists(text.split('\n'))).filter((line) => !isGroupName(line) && !findEmail(line))
  return joinWrappedLists(dropGroupLabels(dropColumnHeaders(joinCutItems(lines))))
    // "Languages: Java, Go; Tools: Kafka, Redis": each group after a semicolon has its own label.
    .flatMap((line) => (/;\s*[^;:,]{1,30}:\s/.test(line) ? line.split(/\s*;\s*/) : [line]))
    .map((line) => ({ line: line.replace(SKILL_LEVEL_ROW, '$1').replace(BULLET, '').replace(/^[•●▪*·\s-]+/, '').replace(/^:\s*/, '').replace(CATEGORY, '').replace(DASH_CATEGORY, '').replace(CELL_CATEGORY, ''), item: BULLET.test(line) }))
    .map(({ line, item }) => ({ text: line.replace(LEAD_IN, '').trim(), sentence: LEAD_IN.test(line), item }))
    .filter((line) => line.text && (!isProse(line.text) || spaceSeparated(line.text)))
    .flatMap(items)
    .map((skill) => skill.replace(/^(and|&|>)\s+/i, '').replace(/[.;:]+$/, '').replace(LEVEL_NOTE, '').replace(LEVEL_AFTER, '').replace(LEVEL_AFTER_ABROAD, '').replace(YEARS_NOTE, '').trim())
    .map((skill, _, all) => withoutSharedNote(skill, all))
    .filter((skill) => skill.length >= SKILL_MIN_LENGTH && skill.length <= SKILL_MAX_LENGTH && !LEVEL.test(skill) && !isNoteAlone(skill) && !isDate(skill) && !isCutShort(skill))
    .filter((skill) => !seen.has(skill.toLowerCase()) && seen.add(skill.toLowerCase()))
    .slice(0, MAX_SKILLS)
}
