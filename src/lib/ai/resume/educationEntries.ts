import type { ParsedResume } from '../schemas/resume'
import { isBullet } from './experienceEntries'
import { placeIn } from './location'
import { findPeriod, stackedPeriod, withoutPeriod } from './periods'

type Education = ParsedResume['education'][number]

const DEGREE = /\b(bachelor|master|b\.?\s?(?:s|a|sc|eng|tech|com|ba|bs)\b\.?|m\.?\s?(?:s|a|sc|eng|tech|ba|bs|phil|res)\b\.?|mba|ph\.?\s?d|doctor(ate)?|associate|diploma|certificate|a-?levels?|high school|ged|licenciatura|mestrado|bacharelado|laurea|licence|diplomado|diplom|magister|maestr[ií]a|abitur|matura|baccalaur[ée]at|m[aá]ster|grado en|grau em|doctorado|doutoramento|doctorat|ingeniero|ingénieur|dipl\.?-ing|curso (profissional|t[eé]cnico|superior)|t[eé]cnico em|ensino (m[eé]dio|t[eé]cnico|fundamental)|tecn[oó]logo em|bacharel(ado)? em|p[oó]s-gradua[cç][aã]o|técnico superior|bac\s*\+\s*\d|hsc|ssc|sslc|engineer'?s degree|undergraduate|postgraduate|graduate certificate|apprenticeship|degree in\b|[a-z]+ degree\)|t[ií]tulo|licenciad[oa]|minor in|major in|bootcamp|nanodegree)/i
const SCHOOL_WORDS = /(?<![\p{L}\d])(university|universit[éàä]|universitat|universität|universiteit|universidade|universidad|università|uniwersytet|universitet|college|institute|instituto|institut|istituto|school|academy|polytechnic|politecnico|polytechnique|polit[eè]cnica|polit[eé]cnica|hochschule|escola|escuela|faculdade|facultad|facult[eé]|lyc[eé]e|coll[eè]ge|colegio|liceo|fachhochschule|lyceum|gymnasium|conservatory|campus|bootcamp|faculty|kantonsschule|berufsschule|gymnasiet|lisesi|tafe)(?![\p{L}\d])/iu
/** Fields of study: "Computer Science, MS" is a degree, not a town in Mississippi. */
const FIELD = /\b(computers?|science|sciences|engineering|mathematics|math|physics|chemistry|biology|economics|business|administration|arts|studies|design|law|medicine|psychology|history|literature|management|finance|marketing|education|nursing|informatics|technology|statistics|philosophy|sociology|accounting|architecture|communications?|journalism)\b/i
/** Schools known by their letters; matched in capitals only ("MIT", not "mit"). */
const SCHOOL_ACRONYMS = /\b(MIT|UCLA|NYU|ETH|EPFL|KAIST|POSTECH|USP|UFRJ|LSE|UCL|CMU|RISD|IIT|NUS|HKU)\b/
const isSchool = (cell: string) => SCHOOL_WORDS.test(cell) || SCHOOL_ACRONYMS.test(cell)

// "Bachelor of Business Administration - BBA, Accounting": a dash before the degree's own letters parts nothing.
// "SAIT - Southern Alberta Institute of Technology": nor does one after a school's letters.
const CELL = /\s*(?:\||•|·|(?<!^\p{Lu}{2,6})\s[-–—]\s(?!\p{Lu}{2,6}(?:,|$))|\t|\s{3,})\s*/u

/** A university's faculty, college or school, named after it. */
const SCHOOL_UNIT = /^(faculty|college|school|department|dept\.?|institute|division|extended education|continuing (?:and professional )?education|graduate school|\p{Lu}[\p{L}-]+ (?:school|college) of)\b/iu

/** "PhD Princeton University": a degree's letters glued before the school's name. */
const DEGREE_PREFIX = /^((?:[Bb]|[Mm])\.?\s?(?:[Ss]|[Aa]|[Ss][Cc]|[Ee]ng|[Bb][Aa]|[Ff][Aa])\.?|[Pp]h\.?\s?[Dd]\.?|MBA|M[Ee]ng|B[Ee]ng)\s+(?=\p{Lu})/u

/**
 * A cell holding both a degree and a school, split: "Bachelor of IT at University of Oklahoma",
 * "BS, Boğaziçi University", "PhD Princeton University, Computer Science" (the field after the
 * school's comma goes with the degree's side, not the school's name).
 */
const splitDegreeAndSchool = (cell: string): string[] => {
  if (!isSchool(cell)) return [cell]
  const at = cell.match(/^(.+?)\s+(?:at|@|from|-|–|—)\s+(.+)$/)
  if (at && DEGREE.test(at[1]) && isSchool(at[2])) return [at[1], at[2]]
  const prefix = cell.match(DEGREE_PREFIX)
  const rest = prefix ? cell.slice(prefix[0].length) : cell
  const parts = rest.split(/,\s+|;\s+/)
  const schoolAt = parts.findIndex((part) => isSchool(part))
  const school = parts[schoolAt] ?? rest
  const others = parts.filter((_, index) => index !== schoolAt)
  // The degree's side: its glued letters, or what comes before the school ("PhD, Computer Science").
  const degree = prefix?.[1] ?? parts.slice(0, Math.max(0, schoolAt)).join(', ')
  // "…, University of Ljubljana, Faculty of Arts": the school's faculty stays with its name.
  const units = parts.slice(schoolAt + 1).filter((part) => SCHOOL_UNIT.test(part))
  if (degree) return [degree, [school, ...(parts.slice(schoolAt + 1, schoolAt + 1 + units.length).every((part) => SCHOOL_UNIT.test(part)) ? units : [])].join(', ')]
  // "University of Novi Sad, Faculty of Technology", "UNIVERSITY OF MINNESOTA, CARLSON SCHOOL OF
  // MANAGEMENT": a university and its faculty or school are one school's name.
  if (schoolAt === 0 && parts.length > 1 && parts.slice(1).every((part) => SCHOOL_UNIT.test(part))) return [rest]
  // "University of La Verne, La Verne, CA", "Keio University, Tokyo": the school, then where it
  // is ("University of California, Berkeley" is one name: a campus after "University of").
  const towns = parts.slice(1)
  // ("Dar es Salaam": a town's particles; "Wollongong NSW": with its state's letters, surely a town).
  const townsOnly = towns.every((part) => /^\p{Lu}[\p{L}.'’-]*(?:[ -](?:\p{Lu}[\p{L}.'’-]*|es|de|del|da|do|la|le|el|am|sur)){0,2}$/u.test(part) && !isSchool(part) && !FIELD.test(part) && !DEGREE.test(part))
  const stated = towns.length === 1 && /^(.+) ([A-Z]{2,3})$/.exec(towns[0])
  if (schoolAt === 0 && towns.length && (placeIn(towns.join(', ')) || (stated && placeIn(`${stated[1]}, ${stated[2]}`)) || (townsOnly && !/^(the )?university of\b/i.test(parts[0])))) return [parts[0]]
  // "Stanford University, Computer Science": a field beside the school is the degree's side;
  // "University of California, Berkeley" is one school's name.
  return parts.length > 1 && schoolAt >= 0 && others.some((part) => FIELD.test(part) || DEGREE.test(part)) ? [...others, school] : [cell]
}

/** Cells of a line (period and place taken out), a degree glued to its school split from it. */
/**
 * "BSc Logistics (KNUST, Kumasi)": a degree with its school in brackets, as two cells. A school's
 * own letters after its name stay with it ("… do Paraná (PUCPR)").
 */
/** "MSW" after "Master of Social Work": the degree's own letters, its words' initials in order. */
const abbreviates = (letters: string, name: string) => {
  const initials = name.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word)).map((word) => word[0]).join('')
  return /^\p{Lu}{2,6}$/u.test(letters) && initials.startsWith(letters)
}

const schoolInBrackets = (cell: string): string[] => {
  const bracket = cell.match(/^(.*\S)\s*\(([^)]+)\)$/)
  if (!bracket || !DEGREE.test(bracket[1]) || isSchool(bracket[1])) return [cell]
  const school = bracket[2].split(/,\s*/)[0]
  if (abbreviates(school, bracket[1])) return [cell]
  return /^\p{Lu}{2,8}$/u.test(school) || isSchool(school) ? [bracket[1], school] : [cell]
}

/** Grades, honours and the state of the degree, in brackets after it: not part of its name. */
const GRADE_NOTE = /\d|\b(gpa|grade|expected|anticipated|in progress|ongoing|honou?rs|distinction|laude|lode|merit)\b/i

/** What a bracket after a degree says about the degree itself: its field, its letters, its local name. */
const degreeNote = (cell: string, inside: string) =>
  !GRADE_NOTE.test(inside) &&
  (DEGREE.test(inside) ||
    FIELD.test(inside) ||
    // "Victorian Certificate of Education (VCE)", "Master of Pharmacy (MPharm)", "… do Porto (FEUP)".
    /^\p{Lu}{2,}\p{Ll}*$/u.test(inside) ||
    // "(hbo-verpleegkunde)", "(English and German)": words about the degree, not a town.
    (!isSchool(cell) && (/^\p{Ll}/u.test(inside) || /\s(and|e|y|und|et|en|&)\s/.test(inside))))

const cellsOf = (line: string) =>
  withoutPeriod(line, findPeriod(line))
    .replace(/\*\*|__/g, '')
    .split(CELL)
    .flatMap(splitDegreeAndSchool)
    .flatMap(schoolInBrackets)
    // "in at Cornell University": a theme's "{degree} in {field} at {school}" with the first two empty.
    // A note in brackets goes ("(expected)", "(GPA 3.8)", "(110/110 e lode)", "(MyTown)"), unless
    // it says what the degree is ("(B.A. in Marketing)", "(Marketing)", "(VCE)", "(hbo-verpleegkunde)").
    .map((cell) =>
      cell
        // "Laurea triennale in Lettere:" over its school: the colon only leads on.
        .replace(/\s*:$/, '')
        // "…, mean grade A-", "…, Second Class Honours (Upper Division)": the result, not the degree.
        .replace(/,\s*(?:(?:mean |final )?grade\b|gpa\b|cgpa\b|(?:first|second|third|upper second|lower second|2:1|2:2)(?:[- ]class)?\b|(?:with )?(?:honou?rs|distinction|merit)\b).*$/i, '')
        .replace(/\s*\(([^)]*)\)$/, (note: string, inside: string) => (degreeNote(cell, inside) ? note : ''))
        .replace(/^(?:in\s+)?at\s+(?=\p{Lu})/u, '')
        .trim(),
    )
    // Grades and honours are not a school: "3.8 GPA", "GPA: 3.92/4.00", "Grade: 3.5", "Magna Cum Laude".
    .filter((cell) => /[\p{L}\d]/u.test(cell) && (!placeIn(cell) || FIELD.test(cell)) && !/\bgpa\b|^grade\b|^\d|cum laude|honou?rs\b/i.test(cell))

/**
 * Education entries: an entry is a degree and a school, on one line or on neighbouring lines,
 * with its period. A line with neither (GPA, coursework, honours, a certificate) belongs to the
 * entry before it and opens none; a second degree or school opens the next entry.
 */
/** A school's name on a line of its own: a few capitalised words, no figures ("UC Berkeley"). */
const schoolLike = (cell: string) => /^\p{Lu}[\p{L}.&'’-]*(?:\s+(?:of|the|and|de|da|du|für|\p{Lu}[\p{L}.&'’-]*)){0,6}$/u.test(cell)

export const educationEntries = (given: string[]): Education[] => {
  // A section set entirely as a list ("• MS, Tsinghua University", "• Sep, 2010 – Jul, 2012"):
  // its items are its lines.
  const lines = given.length && given.every(isBullet) ? given.map((line) => line.replace(/^[•\-*–]\s*/, '')) : given
  const entries: Education[] = []
  let current: Education | null = null
  // Some layouts put each degree's dates on the line before it.
  const firstLine = lines.find((line) => line.trim()) ?? ''
  const datesFirst = Boolean(findPeriod(firstLine)) && cellsOf(firstLine).length === 0
  let pending = ''
  // Lone name-like lines before a degree ("MIT 2018 – 2022", "Computer Science", then "BS"): the
  // first is the school, the one right before a bare degree its field.
  let loose: { text: string; period: string }[] = []
  for (const [index, item] of lines.entries()) {
    // A list item under a degree is its coursework or honours, unless it names a degree or a
    // school itself (degrees set as a bulleted list).
    const bare = item.replace(/^[•\-*–]\s*/, '')
    if (isBullet(item) && !(bare.split(/\s+/).length <= 15 && (DEGREE.test(bare) || isSchool(bare)))) continue
    // "Degree: Master of Arts", "School: University of Tartu", "Period: 09.2014 - 06.2016": the values.
    const line = bare.replace(/^(?:degree|qualification|school|university|institution|college|period|dates?|years?|graduated)\s*:\s*(?=\S)/i, '')
    // "Courses:", "Relevant coursework:": a label over what follows, no degree or school.
    if (/^[^:]{1,30}:$/.test(line) && line.split(/\s+/).length <= 3 && !DEGREE.test(line) && !isSchool(line)) continue
    const cells = cellsOf(line)
    // A certificate alone ("Google Data Analytics Certificate (2023)") is a certification, not a degree.
    // Under its school ("Tulsa Technology Center", then "Certificate in Commercial Truck Driving"), it is the school's.
    const certificateOnly =
      /certific/i.test(line) && !cells.some(isSchool) && !cells.some((cell) => DEGREE.test(cell.replace(/certific\w*/gi, ''))) && !loose.length && !(current?.school && !current.degree)
    // A sentence about the degree ("The master thesis compared …") names no degree.
    // "Broken Arrow High School" is a school's name; "High School Diploma" the degree.
    const degreeLike = (cell: string) =>
      DEGREE.test(cell) && cell.split(/\s+/).length <= 12 && !/[.!?]\s+\p{Lu}\p{Ll}*\s+\p{Ll}/u.test(cell) && !/\S\s+high school$/i.test(cell)
    const degree = certificateOnly ? undefined : (cells.find((cell) => degreeLike(cell) && !isSchool(cell)) ?? cells.find(degreeLike))
    // "BA Design | RISD": beside a degree, the one other cell is the school; unless it is the
    // degree's field ("Ph.D. | Theoretical Physics"), which stays with the degree as printed.
    const other = degree && cells.length === 2 ? cells.find((cell) => cell !== degree) : undefined
    const field = other && !isSchool(other) && FIELD.test(other) && !DEGREE.test(other) && degree && degree.split(/\s+/).length <= 3 ? other : undefined
    let school = cells.find((cell) => cell !== degree && isSchool(cell)) ?? (field ? undefined : other)
    const period = findPeriod(line)
    // "Bachelor of Arts, Labour Economics and Industrial" + "Relations" + "Marmara University": a
    // degree's name wrapped onto a line of its own, over its school.
    if (!degree && !school && !period && cells.length === 1 && cells[0].split(/\s+/).length <= 2 && current?.degree && !current.school && isSchool(lines[index + 1] ?? '')) {
      current.degree = `${current.degree} ${cells[0]}`
      continue
    }
    // "MS Computer Science" then "UC Berkeley": a school without a school word, under its degree.
    if (!degree && !school && current?.degree && !current.school && cells.length === 1 && schoolLike(cells[0])) school = cells[0]
    if (!degree && !school && cells.length === 1 && schoolLike(cells[0]) && !(current?.degree && !current.school)) {
      loose.push({ text: cells[0], period })
      continue
    }
    let fromLoose: { school?: string; field?: string; period?: string } = {}
    if (degree && loose.length && cells.length === 1 && degree.split(/\s+/).length <= 2) {
      fromLoose = {
        field: loose.at(-1)?.text,
        school: loose.length >= 2 ? loose[0].text : undefined,
        period: loose.find((each) => each.period)?.period,
      }
    } else if (degree && loose.length === 1 && cells.length === 1) {
      // "Tulsa Technology Center", then "Certificate in Commercial Truck Driving": the school, then its degree.
      fromLoose = { school: loose[0].text, period: loose[0].period || undefined }
    }
    loose = []
    if (!degree && !school) {
      if (period && cells.length === 0) {
        // "2011 | Diseño Gráfico" … "2016": the end of the degree's period, on a line of its own.
        const stacked = current?.period ? stackedPeriod(current.period, line) : null
        if (stacked && current) current.period = stacked
        else if (datesFirst) pending = period
        else if (current && !current.period) current.period = period
      }
      continue
    }
    const fits = current && ((degree && !current.degree) || (school && !current.school)) && !(degree && current.degree) && !(school && current.school)
    if (!current || !fits || fromLoose.school) {
      entries.push((current = { degree: '', school: '', period: pending }))
      pending = ''
    }
    if (degree) current.degree = fromLoose.field ? `${fromLoose.field}, ${degree}` : field ? `${degree} | ${field}` : degree
    if (school ?? fromLoose.school) current.school = (school ?? fromLoose.school)!
    if (!current.period) current.period = period || fromLoose.period || ''
  }
  return entries.length ? entries : lineByLine(lines)
}

/** The fallback, when no line names a degree or a school: "Degree | School | Period" lines. */
const lineByLine = (lines: string[]): Education[] =>
  lines
    .filter((line) => !isBullet(line) && findPeriod(line))
    .map((line) => {
      const [degree = '', school = ''] = cellsOf(line)
      return { degree, school, period: findPeriod(line) }
    })
