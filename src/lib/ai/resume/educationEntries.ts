import type { ParsedResume } from '../schemas/resume'
import { ENDS_ON_JOINING_WORD } from './cutLines'
import { isBullet } from './experienceEntries'
import { placeIn } from './location'
import { findStudyPeriod as findPeriod, stackedPeriod, withoutPeriod } from './periods'

type Education = ParsedResume['education'][number]

// "A.S Information Systems", "A.A.S. Nursing": an associate degree's letters, with their dots.
const DEGREE = /\b(bachelor|master|a\.\s?(?:a\.?\s?s|s|a)\b\.?|b\.?\s?(?:s|a|sc|eng|tech|com|ba|bs)\b\.?|m\.?\s?(?:s|a|sc|eng|tech|ba|bs|phil|res)\b\.?|mba|mlis|msw|mph|mfa|mpa|llm|llb|ph\.?\s?d|doctor(ate)?(?!al)|associate|diploma|certificate|a-?levels?|high school|ged|licenciatura|mestrado|bacharelado|laurea|licence|diplomado|diplom|magister|maestr[ií]a|abitur|matura|baccalaur[ée]at|m[aá]ster|grado en|grau em|titre pro(?:fessionnel)?\.?|cycle ing[ée]nieur|bts|dut|[lm][1-3](?= [a-z])|grau en|batxillerat|bachillerato|cfg[sm]|ciclo formativo|t[eé]cnico superior en|doctorado|doutoramento|doctorat|ingeniero|ingénieur|dipl\.?-ing|curso (profissional|t[eé]cnico|superior)|t[eé]cnico em|ensino (m[eé]dio|t[eé]cnico|fundamental)|tecn[oó]logo em|bacharel(ado)? em|p[oó]s-gradua[cç][aã]o|técnico superior|bac\s*\+\s*\d|hsc|ssc|sslc|engineer'?s degree|undergraduate|postgraduate|graduate certificate|apprenticeship|degree in\b|[a-z]+ degree\)|t[ií]tulo|licenciad[oa]|minor in|major in|\S+ major$|^graduate$|bootcamp|nanodegree)/i
const SCHOOL_WORDS = /(?<![\p{L}\d])(university|universit[éàä]|universitat|universität|universiteit|universidade|universidad|università|uniwersytet|universitet|college|institute|instituto|institut|istituto|school|academy|polytechnic|politecnico|polytechnique|polit[eè]cnica|polit[eé]cnica|politechnika|akademia|szko[lł]a|liceum|technikum|hochschule|escola|escuela|faculdade|facultad|facult[eé]|lyc[eé]e|coll[eè]ge|colegio|liceo|fachhochschule|lyceum|gymnasium|conservatory|campus|bootcamp|faculty|kantonsschule|berufsschule|gymnasiet|lisesi|tafe)(?![\p{L}\d])/iu
/** Fields of study: "Computer Science, MS" is a degree, not a town in Mississippi. */
const FIELD = /\b(computers?|science|sciences|engineering|mathematics|math|physics|chemistry|biology|economics|business|administration|arts|studies|design|law|medicine|psychology|history|literature|management|finance|marketing|education|nursing|informatics|technology|statistics|philosophy|sociology|accounting|architecture|communications?|journalism)\b/i
/** Schools known by their letters; matched in capitals only ("MIT", not "mit"). */
const SCHOOL_ACRONYMS = /\b(MIT|UCLA|NYU|ETH|EPFL|KAIST|POSTECH|USP|UFRJ|LSE|UCL|CMU|RISD|IIT|NUS|HKU|ENS|IUT|HEC|ESSEC|ESCP|EDHEC|INSA|UNAM|IIM|BITS)\b/
/**
 * Degrees of German, Swiss, Spanish, Latin American, Portuguese, French and Dutch CVs, as whole
 * words or the end of a compound ("Berufsmatura", "Fachoberschulreife", "Havodiploma").
 */
const DEGREE_ABROAD =
  /(?<![\p{L}])(?:mag[ií]ster|in[zż]ynier|licencjat|bachiller(?:ato)?|tecn[oó]log[oa]|t[eé]cnic[oa] (?:en|em|superior)|licenciad[oa]|lehre|\p{L}*matura|\p{L}*reife|\p{L}*abitur|\p{L}+diploma|dipl[oô]me|havo|vwo|propedeuse|staatsexamen|\p{L}*fachwirt(?:in)?|betriebswirt(?:in)?|\p{L}+schulabschluss)(?![\p{L}])/iu
const isDegree = (cell: string) => DEGREE.test(cell) || DEGREE_ABROAD.test(cell)
/** Schools of the same CVs: "École …", "… Akademie", "Leopold-Hoesch-Berufskolleg", "Hanzehogeschool", "IHK …". */
const SCHOOL_ABROAD = /(?<![\p{L}\d])(?:[ée]cole|ihk|\p{L}*(?:schule|hogeschool|akademie|kolleg|gymnasium|bildungszentrum|universit[äa]t))(?![\p{L}\d])/iu
const isSchool = (cell: string) => SCHOOL_WORDS.test(cell) || SCHOOL_ABROAD.test(cell) || SCHOOL_ACRONYMS.test(cell)

// "Bachelor of Business Administration - BBA, Accounting": a dash before the degree's own letters parts nothing.
// "SAIT - Southern Alberta Institute of Technology": nor does one after a school's letters.
const CELL = /\s*(?:\||•|·|(?<!^\p{Lu}{2,6})\s[-–—]\s(?!\p{Lu}{2,6}(?:,|$))|\s[–—](?=\p{Lu})|\t|\s{3,})\s*/u

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
  if (at && isDegree(at[1]) && isSchool(at[2])) return [at[1], withoutAddress(at[2])]
  // "Faculdade de fisioterapia na Universidade Cidade de São Paulo", "Pharmacy at University of
  // Halden": what was studied, the word for "at", then a university's name.
  const studiedAt = cell.match(/^(\p{Lu}\S*(?:\s+\S+){0,5}?)\s+(?:at|na|no|em|en|an der)\s+((?:universi|instituto|institut|escola|escuela|hochschule)\S*\s.+)$/iu)
  if (studiedAt && !/^(?:the )?universi\S*\s+(?:of|de|da|do)\b/i.test(studiedAt[1])) return [studiedAt[1], withoutAddress(studiedAt[2])]
  const prefix = cell.match(DEGREE_PREFIX)
  const rest = prefix ? cell.slice(prefix[0].length) : cell
  // "…, Université de Lille, mention très bien, spécialité …": what follows the school in lower case is a note.
  const split = rest.split(/,\s+|;\s+/)
  const named = split.findIndex((part) => isSchool(part) && !isProse(part))
  if (named < 0) return [cell]
  const parts = split.filter((part, index) => index <= named || !/^\p{Ll}/u.test(part))
  const schoolAt = named
  const school = parts[schoolAt] ?? rest
  const others = parts.filter((_, index) => index !== schoolAt)
  // The degree's side: its glued letters, or what comes before the school ("PhD, Computer Science").
  // "MSc Data Science, Universiteit Utrecht": the letters and the field before the school are one degree.
  const before = parts.slice(0, Math.max(0, schoolAt)).join(', ')
  const degree = prefix ? [prefix[1], before].filter(Boolean).join(' ') : before
  // "…, University of Ljubljana, Faculty of Arts": the school's faculty stays with its name.
  const units = parts.slice(schoolAt + 1).filter((part) => SCHOOL_UNIT.test(part))
  if (degree) return [degree, [school, ...(parts.slice(schoolAt + 1, schoolAt + 1 + units.length).every((part) => SCHOOL_UNIT.test(part)) ? units : [])].join(', ')]
  // "University of Novi Sad, Faculty of Technology", "UNIVERSITY OF MINNESOTA, CARLSON SCHOOL OF
  // MANAGEMENT": a university and its faculty or school are one school's name.
  if (schoolAt === 0 && parts.length > 1 && parts.slice(1).every((part) => SCHOOL_UNIT.test(part))) return [rest]
  if (schoolAt === 0 && fullAddress(parts.slice(1))) return [parts[0]]
  // "University of La Verne, La Verne, CA", "Keio University, Tokyo": the school, then where it
  // is ("University of California, Berkeley" is one name: a campus after "University of").
  const towns = parts.slice(1)
  // ("Dar es Salaam": a town's particles; "Wollongong NSW": with its state's letters, surely a town).
  const townsOnly = towns.every((part) => /^\p{Lu}[\p{L}.'’-]*(?:[ -](?:\p{Lu}[\p{L}.'’-]*|es|de|del|da|do|la|le|el|am|sur)){0,2}$/u.test(part) && !isSchool(part) && !FIELD.test(part) && !isDegree(part))
  const stated = towns.length === 1 && /^(.+) ([A-Z]{2,3})$/.exec(towns[0])
  if (schoolAt === 0 && towns.length && (placeIn(towns.join(', ')) || (stated && placeIn(`${stated[1]}, ${stated[2]}`)) || (townsOnly && !/^(the )?university of\b/i.test(parts[0])))) return [parts[0]]
  // "Stanford University, Computer Science": a field beside the school is the degree's side;
  // "University of California, Berkeley" is one school's name.
  // "University of Virginia, B.A., Political Science & B.A., Media Studies": after the school, the
  // rest of the line is its degree as printed, commas and all.
  if (parts.length > 2 && schoolAt === 0 && isDegree(others[0]) && others.some((part) => FIELD.test(part))) return [others.join(', '), school]
  return parts.length > 1 && schoolAt >= 0 && others.some((part) => FIELD.test(part) || isDegree(part)) ? [...others, school] : [cell]
}

/**
 * "Universidad del Sur, Facultad de Derecho, FDUS, Rosario, Argentina": after a school's name,
 * its faculty, letters, town and country, as Latin American and Spanish CVs write a school's
 * whole address. Only the name is the school.
 */
const fullAddress = (after: string[]) =>
  after.length >= 2 && after.some((part, index) => Boolean(placeIn(part) || (after[index + 1] && placeIn(`${part}, ${after[index + 1]}`))))

/** The school's name before its address: "Universidad del Sur, Facultad de Derecho, Rosario, Argentina" → "Universidad del Sur". */
const withoutAddress = (cell: string) => {
  const [name, ...after] = cell.split(/,\s+/)
  return isSchool(name) && fullAddress(after) ? name : cell
}

/** A sentence that names a school in passing ("as part of an exchange with the University of …"), not a school's name. */
const isProse = (cell: string) => /^\p{Ll}+\s/u.test(cell) && cell.split(/\s+/).length >= 5 && !isSchool(cell.split(/\s+/)[0])

/** A word that belongs to a degree's name before its school: its field, its particles, its letters. */
const DEGREE_SIDE_WORD = /^(?:in|of|en|em|de|der|des|du|und|and|y|e|et|&)$/i

/**
 * "Ph.D. in Economics Boston College", "MA in History Universidad de Lima": a degree with its
 * school right after it and nothing between, as some LaTeX themes print them. The school starts
 * at its school word, or at the capitalised words right before it that are no field of study.
 */
const degreeThenSchool = (cell: string): string[] => {
  if (!isDegree(cell) || !isSchool(cell) || /,/.test(cell)) return [cell]
  const words = cell.split(/\s+/)
  const schoolWord = words.findIndex((word, index) => index > 0 && isSchool(word))
  if (schoolWord < 1) return [cell]
  let start = schoolWord
  while (start > 1 && /^\p{Lu}/u.test(words[start - 1]) && !FIELD.test(words[start - 1]) && !isDegree(words[start - 1]) && !DEGREE_SIDE_WORD.test(words[start - 1])) start--
  const degree = words.slice(0, start).join(' ')
  const school = words.slice(start).join(' ')
  // "MBA Columbia Business School": a school word alone after a field is no school's name.
  if (start === schoolWord && !/^(?:universi|instit|escu|escol|[ée]cole|colegio|lyc|hochschule)/i.test(words[schoolWord])) return [cell]
  return isDegree(degree) && !isSchool(degree) && isSchool(school) ? [degree, school] : [cell]
}

/**
 * The line without its period. A period between two parts parts them: "Grone Akademie, Essen
 * 09/2020 – Jetzt Sprachkurs Deutsch" (German CVs print school, period and course on one line).
 * A period in brackets or at either end only goes.
 */
const splitAtPeriod = (line: string, period: string) => {
  if (!period) return line.trim()
  const at = line.indexOf(period)
  const before = line.slice(0, at).trim().replace(/\s*[,;]$/, '')
  // "BTS … septembre 2021 – septembre 2023 — Lycée Camille Dugast": the dash after the period only parts.
  // "MS Mathematics, 2016-2018, Oklahoma State University": so do the commas around it.
  const after = line.slice(at + period.length).trim().replace(/^[—–,;-]\s*/, '')
  if (!before || /[([]$/.test(before) || !/[\p{L}\d]/u.test(after)) return withoutPeriod(line, period).replace(/[\s,;]+\.?$/, '')
  return `${before} | ${after}`
}

/** "Web Design Bootcamp - FRM0120": a course's code after a dash belongs to the course. */
const glueCodes = (cells: string[]) =>
  cells.reduce<string[]>((kept, cell) => (/^\p{Lu}{2,}\d{2,}$/u.test(cell) && kept.length ? [...kept.slice(0, -1), `${kept.at(-1)} - ${cell}`] : [...kept, cell]), [])

/**
 * "Grado en Historia. Universidad de Cádiz." or "Curso de cocina. Escuela Arzak.": a degree, a
 * full stop, then its school's name in a few capitalised words, as Spanish list items print them.
 */
/** Words a degree abbreviates ("Ing.", "Lic.", "Secondary Ed."): their full stop ends no sentence. */
const ABBREVIATIONS = 'ing|lic|dipl|dr|prof|sr|st|tec|téc|adm|eng|sci|med|univ|ed|educ|admin|mgmt|spec|specj|im|mgr|inż|inz'
const ABBREVIATION_BEFORE = new RegExp(`(?:^|\\s)(?:${ABBREVIATIONS})$`, 'i')
/** "Grado en Ing. Geomática y …" read without its abbreviations' full stops: no sentence ends there. */
const withoutAbbreviationDots = (cell: string) => cell.replace(new RegExp(`(?<=(?:^|\\s)(?:${ABBREVIATIONS}))\\.`, 'gi'), '')

const atFullStop = (cell: string): string[] => {
  // ("Infante D. Henrique", "B.S. Computer Science": a full stop after an initial or a degree's letters parts nothing.)
  const parts = cell.match(/^(.*?\p{Ll}.*?(?<![\s.]\p{L}))\.\s+(\p{Lu}[^.\s]*(?:\s+(?:de|del|la|y|\p{Lu}[^.\s]*)){0,4})\.?$/u)
  // "Grado en Ing. Geomática": an abbreviation's full stop ("Ing.", "Lic.", "Dipl.") parts nothing either.
  if (!parts || parts[1].split(/\s+/).length < 2 || parts[1].split(/\s+/).length > 12 || placeIn(parts[2]) || isSchool(parts[1]) || ABBREVIATION_BEFORE.test(parts[1])) return [cell]
  return [parts[1], parts[2]]
}

/** "Bio-Informatica, BSc. 7,1 Gemiddeld", "BA History 3.6 GPA": the mark after a degree is not part of it. */
const MARK = /\s+\d+[.,]\d+(?:\s*\/\s*\d+(?:[.,]\d+)?)?\s*(?:gemiddeld|average|moyenne|durchschnitt|gpa|cgpa)$/i

/** Grades and honours, not a degree or a school: "3.8 GPA", "Grade: 3.5", "Magna Cum Laude", "Honors, Term I". */
const isGrade = (cell: string) =>
  // ("Bachelor Psychology cum laude" is the degree, honours and all.)
  /\bgpa\b|^grade\b|^\d/i.test(cell) || (/cum laude/i.test(cell) && !isDegree(cell)) || (/honou?rs\b/i.test(cell) && !(isDegree(cell) && !/^(?:honou?rs|dean)/i.test(cell)))

/** "MSW" after "Master of Social Work": the degree's own letters, its words' initials in order. */
const abbreviates = (letters: string, name: string) => {
  const initials = name.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word)).map((word) => word[0]).join('')
  return /^\p{Lu}{2,6}$/u.test(letters) && initials.startsWith(letters)
}

/**
 * "BSc Logistics (KNUST, Kumasi)": a degree with its school in brackets, as two cells. A school's
 * own letters after its name stay with it ("… do Paraná (PUCPR)").
 */
const schoolInBrackets = (cell: string): string[] => {
  const bracket = cell.match(/^(.*\S)\s*\(([^)]+)\)$/)
  if (!bracket || !isDegree(bracket[1]) || isSchool(bracket[1])) return [cell]
  const school = bracket[2].split(/,\s*/)[0]
  if (abbreviates(school, bracket[1])) return [cell]
  return /^\p{Lu}{2,8}$/u.test(school) || isSchool(school) ? [bracket[1], school] : [cell]
}

/** Grades, honours and the state of the degree, in brackets after it: not part of its name. */
const GRADE_NOTE = /\d|\b(gpa|grade|expected|anticipated|in progress|ongoing|honou?rs|distinction|laude|lode|merit)\b/i

/** What a bracket after a degree says about the degree itself: its field, its letters, its local name. */
const degreeNote = (cell: string, inside: string) =>
  // "(L3)", "(M2)": the year of a French degree; "(LM-32)", "(L-8)": an Italian degree's class.
  /^\p{Lu}\d$|^\p{Lu}{1,3}-\d{1,3}$/u.test(inside) ||
  (!GRADE_NOTE.test(inside) &&
  (isDegree(inside) ||
    FIELD.test(inside) ||
    // "Victorian Certificate of Education (VCE)", "Master of Pharmacy (MPharm)", "… do Porto (FEUP)", "(EPHE-PSL)".
    /^\p{Lu}{2,}(?:-\p{Lu}{2,})*\p{Ll}*$/u.test(inside) ||
    // "(hbo-verpleegkunde)", "(English and German)": words about the degree, not a town.
    (!isSchool(cell) && (/^\p{Ll}/u.test(inside) || /\s(and|e|y|und|et|en|&)\s/.test(inside)))))

/**
 * "Veendam, Groningen", "Neustadt, Hessen": a town and its region or country, a word or two each,
 * that the list of places does not know.
 */
const townAndRegion = (cell: string) =>
  /^\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)?(?:,\s*\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)?)+$/u.test(cell) && !isSchool(cell) && !isDegree(cell) && !FIELD.test(cell)

/** "Castelvetrano (TP)", "Santa Ninfa (AG)": a town with its province's letters, as Italian CVs write it. */
const townWithProvince = (cell: string) => /^\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+){0,2} \(\p{Lu}{2}\)$/u.test(cell) && !isSchool(cell) && !isDegree(cell)

/** Cells of a line (period and place taken out), a degree glued to its school split from it. */
const cellsOf = (line: string) =>
  glueCodes(
    splitAtPeriod(line, findPeriod(line))
      .replace(/\*\*|__/g, '')
      .split(CELL)
      .map((cell) => cell.replace(/[\s,;]+$/, '')),
  )
    .flatMap(atFullStop)
    .flatMap(splitDegreeAndSchool)
    .flatMap(degreeThenSchool)
    .flatMap(schoolInBrackets)
    // "in at Cornell University": a theme's "{degree} in {field} at {school}" with the first two empty.
    // A note in brackets goes ("(expected)", "(GPA 3.8)", "(110/110 e lode)", "(MyTown)"), unless
    // it says what the degree is ("(B.A. in Marketing)", "(Marketing)", "(VCE)", "(hbo-verpleegkunde)").
    .map((cell) =>
      cell
        // "Laurea triennale in Lettere:" over its school: the colon only leads on.
        .replace(/\s*:$/, '')
        .replace(MARK, '')
        // "…, mean grade A-", "…, Second Class Honours (Upper Division)": the result, not the degree.
        .replace(/,\s*(?:(?:mean |final )?grade\b|gpa\b|cgpa\b|(?:first|second|third|upper second|lower second|2:1|2:2)(?:[- ]class)?\b|(?:with )?(?:honou?rs|distinction|merit)\b).*$/i, '')
        .replace(/\s*\(([^)]*)\)$/, (note: string, inside: string) => (degreeNote(cell, inside) ? note : ''))
        .replace(/^(?:in\s+)?at\s+(?=\p{Lu})/u, '')
        .trim(),
    )
    // Grades and honours are not a school: "3.8 GPA", "GPA: 3.92/4.00", "Grade: 3.5", "Magna Cum Laude".
    .filter((cell) => /[\p{L}\d]/u.test(cell) && (!placeIn(cell) || FIELD.test(cell)) && !townAndRegion(cell) && !townWithProvince(cell) && !isGrade(cell))

/**
 * Education entries: an entry is a degree and a school, on one line or on neighbouring lines,
 * with its period. A line with neither (GPA, coursework, honours, a certificate) belongs to the
 * entry before it and opens none; a second degree or school opens the next entry.
 */
/** A school's name on a line of its own: a few capitalised words, no figures ("UC Berkeley"). */
const schoolLike = (cell: string) => /^\p{Lu}[\p{L}.&'’-]*(?:\s+(?:of|the|and|de|da|du|für|\p{Lu}[\p{L}.&'’-]*)){0,6}$/u.test(cell)

/**
 * "…, 2009. o Master in Management. o Diploma in Valuation.": Word's second-level bullets ("o")
 * run into the line of their item, as Spanish and Latin American CVs set a school's degrees.
 */
const subItems = (line: string) => line.split(/(?<=[.;])\s+o\s+(?=\p{Lu})/u)

/** "Abschluss: Bachelor", "Titre : Master", "Título: Licenciatura": the degree, under its school. */
const DEGREE_LABEL = /^(?:abschluss|titre|t[ií]tulo|grau|grado)\s*:\s*(?=\S)/i

/** "Schwerpunkt: …", "Minor: …", "Opmerkingen: …", "Relevant coursework: …": details of the degree above. */
const DETAIL_LABEL =
  /^(?:minor|major|schwerpu?n?kt|vertiefung|focus|concentration|speciali[sz]ation|sp[ée]cialit[ée]|opmerkingen|stage|profielwerkstuk|thesis|th[èe]se|sujet|m[ée]moire|(?:relevant )?coursework|courses|modules|tesis|disserta[cç][aã]o|\p{L}*notendurchschnitt|(?:gesamt|abschluss|end)?note|gpa|cgpa|moyenne|mention|nota(?: final| media)?|media|cijfer|gemiddelde)\b[^:]{0,20}:/iu

/** "Geburtsdatum: | 12.03.2001": a row of personal details (a side column read into the section), no entry. */
const detailRow = (line: string) => /^[^:|]{1,30}:\s*\|/.test(line)

/** "Graphic Design, Lisbon Arts Academy" as two parts at its one comma (none inside brackets), else null. */
const atOneComma = (cell: string) => {
  const parts = cell.split(/,\s+(?![^(]*\))/)
  return parts.length === 2 ? parts : null
}

/**
 * An entry of one line whose words name no degree and no school ("03/2015 – 06/2016 | Fachfrau
 * Buchhaltung, Treuhand Akad Zug", "• Diseño web. Escuela Norte."): the degree comes first and
 * the school second, as in the lines beside it; a line of two parts only, dated or a list item.
 */
const unnamedPair = (cells: string[], dated: boolean, listed: boolean) => {
  if (!dated && !listed) return null
  const pair = cells.length === 2 ? cells : cells.length === 1 && dated ? atOneComma(cells[0]) : null
  if (!pair || pair.some((part) => !/^[\p{Lu}\d]/u.test(part) || isProse(part) || part.split(/\s+/).length > 8 || isGrade(part) || Boolean(placeIn(part)))) return null
  return { degree: pair[0], school: pair[1] }
}

/**
 * A cell that names a school: not a sentence that mentions one, nor a certificate with its
 * issuer in brackets ("Certified Payroll Specialist (IHK)").
 */
// ("Admit scholarship to the … School of Business at Utah State University. I was accepted …": a
// sentence of more than twelve words, four of them in lower case, names a school in passing.)
const namesSchool = (cell: string) =>
  isSchool(cell) && !isProse(cell) && !(cell.split(/\s+/).length > 12 && (cell.match(/(?<![\p{L}-])\p{Ll}{3,}(?![\p{L}-])/gu) ?? []).length >= 4) && !(/certifi/i.test(cell) && !isSchool(cell.replace(/\([^)]*\)/g, '')))

/** "KAUFFRAU FÜR BÜROKOMMUNIKATION": a course's title set in capitals, as design-tool CVs set them. */
const inCapitals = (text: string) => /\p{Lu}{2}/u.test(text) && !/\p{Ll}/u.test(text)

/** A degree's name that runs on to the next line: "Abitur in Mathematik und" over "Naturwissenschaften". */
const runsOn = (degree: string) => /\s(?:und|and|y|e|et|en|&|of|in|de|für|for)$/i.test(degree)

export const educationEntries = (given: string[]): Education[] => {
  // A section set entirely as a list ("• MS, Tsinghua University", "• Sep, 2010 – Jul, 2012"):
  // its items are its lines.
  const listed = given.length > 0 && given.every(isBullet)
  const lines: string[] = []
  // The lines that are second-level items: the degrees of the school named in the item above.
  const subItem = new Set<number>()
  for (const line of listed ? given.map((each) => each.replace(/^[•\-*–]\s*/, '')) : given) {
    subItems(line).forEach((part, at) => {
      if (at > 0) subItem.add(lines.length)
      lines.push(part)
    })
  }
  const entries: Education[] = []
  let current: Education | null = null
  // Some layouts put each degree's dates on the line before it.
  // (A stray glyph of the design, "E" or "•", alone on the first line is no line of an entry.)
  const firstLine = lines.find((line) => line.replace(/[^\p{L}\p{N}]/gu, '').length >= 2) ?? ''
  const datesFirst = Boolean(findPeriod(firstLine)) && cellsOf(firstLine).length === 0
  let pending = ''
  // Lone name-like lines before a degree ("MIT 2018 – 2022", "Computer Science", then "BS"): the
  // first is the school, the one right before a bare degree its field.
  let loose: { text: string; period: string }[] = []
  for (const [index, item] of lines.entries()) {
    // A list item under a degree is its coursework or honours, unless it names a degree or a
    // school itself (degrees set as a bulleted list).
    const bare = item.replace(/^[•\-*–]\s*/, '')
    if (isBullet(item) && !(bare.split(/\s+/).length <= 15 && (isDegree(bare) || isSchool(bare)))) {
      // "• Schwerpunkt: Industrie 4.0 10/2016 - 07/2020": where each degree's dates come before it,
      // dates at the end of the last detail line of one degree are the next degree's.
      const period = findPeriod(bare)
      if (datesFirst && period && bare.trimEnd().endsWith(period) && bare.trimEnd() !== period) pending = period
      continue
    }
    // "Degree: Master of Arts", "School: University of Tartu", "Period: 09.2014 - 06.2016": the values.
    const valued = bare.replace(/^(?:degree|qualification|school|university|institution|college|period|dates?|years?|graduated)\s*:\s*(?=\S)/i, '')
    if (DETAIL_LABEL.test(valued) || detailRow(valued)) {
      loose = []
      continue
    }
    // "Abschluss: Bachelor" under a degree already named is a detail of it; under its school, the degree.
    const labelled = DEGREE_LABEL.test(valued)
    if (labelled && (current?.degree || !isDegree(valued))) continue
    const line = valued.replace(DEGREE_LABEL, '')
    // "Courses:", "Relevant coursework:": a label over what follows, no degree or school.
    if (/^[^:]{1,30}:$/.test(line) && line.split(/\s+/).length <= 3 && !isDegree(line) && !isSchool(line)) continue
    const cells = cellsOf(line)
    // "o Arquitecto, con distinción." "o Diplomado en Tasación.": each a degree of the school above.
    if (subItem.has(index) && current?.school && cells.length) {
      if (current.degree) entries.push((current = { degree: cells.join(', '), school: current.school, period: '' }))
      else current.degree = cells.join(', ')
      continue
    }
    // A certificate alone ("Google Data Analytics Certificate (2023)") is a certification, not a degree.
    // Under its school ("Tulsa Technology Center", then "Certificate in Commercial Truck Driving"), it is the school's.
    const certificateOnly =
      /certific/i.test(line) && !cells.some((cell) => isSchool(cell.replace(/\([^)]*\)/g, ''))) && !cells.some((cell) => isDegree(cell.replace(/certific\w*/gi, ''))) && !loose.length && !(current?.school && !current.degree)
    // A sentence about the degree ("The master thesis compared …") names no degree.
    // "Broken Arrow High School" is a school's name; "High School Diploma" the degree.
    const degreeLike = (cell: string) =>
      isDegree(cell) && cell.split(/\s+/).length <= 12 && !/[.!?]\s+\p{Lu}\p{Ll}*\s+\p{Ll}/u.test(withoutAbbreviationDots(cell)) && !/\S\s+high school$/i.test(cell)
    let degree = certificateOnly ? undefined : (cells.find((cell) => degreeLike(cell) && !isSchool(cell)) ?? cells.find(degreeLike))
    // "BA Design | RISD": beside a degree, the one other cell is the school; unless it is the
    // degree's field ("Ph.D. | Theoretical Physics"), which stays with the degree as printed.
    const other = degree && cells.length === 2 ? cells.find((cell) => cell !== degree) : undefined
    const field = other && !isSchool(other) && FIELD.test(other) && !isDegree(other) && degree && degree.split(/\s+/).length <= 3 ? other : undefined
    // ("Faculdade de fisioterapia | Universidade Cidade de São Paulo": of a faculty studied and a university, the university is the school.)
    const schools = cells.filter((cell) => cell !== degree && namesSchool(cell))
    let school = certificateOnly ? undefined : ((schools.length === 2 && !degree ? schools.find((cell) => /^universi/i.test(cell) && !/^universi/i.test(schools[0])) : undefined) ?? schools[0] ?? (field ? undefined : other))
    const period = findPeriod(line)
    if (!degree && !school && !period && cells.length === 1 && current?.degree && runsOn(current.degree)) {
      current.degree = `${current.degree} ${cells[0]}`
      continue
    }
    // "Freie Fachschule für" over "Sozialpädagogik": a school's name cut at a word that needs what follows.
    if (!period && cells.length === 1 && current?.school && !current.degree && lines[index - 1]?.trim() === current.school && ENDS_ON_JOINING_WORD.test(current.school)) {
      current.school = `${current.school} ${cells[0]}`
      continue
    }
    // "Fachrichtung Sozialwesen" over "(Fachabitur)": a note in brackets on a line of its own ends the degree above.
    if (!period && cells.length === 1 && /^\([^()]+\)$/.test(cells[0]) && current?.degree && lines[index - 1]?.trim() === current.degree) {
      current.degree = `${current.degree} ${cells[0]}`
      continue
    }
    // "Fachoberschule" / "2005 - 2007" / "Fachrichtung Sozialwesen": under a school and the line of
    // its period, a short line of its own is what was studied there.
    if (!degree && !period && cells.length === 1 && current?.school && current.period && !current.degree && lines[index - 1]?.includes(current.period) && cells[0].split(/\s+/).length <= 8 && !/:/.test(cells[0]) && !isProse(cells[0])) {
      current.degree = cells[0]
      continue
    }
    // "2010 | Exchange programme (L3), Université de Lyon", "Code Academy - Ruby": beside a school,
    // the one other cell is what was studied there.
    const studied = !degree && school && cells.length === 2 ? cells.find((cell) => cell !== school) : undefined
    if (studied && !isProse(studied) && (!schoolLike(studied) || FIELD.test(studied))) degree = studied
    // ("Capstone – Footbridge (team of 4, Spring 2024)": a period in a bracketed note dates a project, not a degree.)
    const dated = Boolean(period) && !line.slice(0, line.indexOf(period)).includes('(')
    // "Análise e Desenvolvimento de Sistemas, UniFatecie" over "MAR DE 2023 - JUN DE 2025": dated by the line under it.
    const next = lines[index + 1]?.trim() ?? ''
    const datedBelow = !period && Boolean(findPeriod(next)) && !withoutPeriod(next, findPeriod(next))
    const pair = !degree && !school && !certificateOnly && !loose.length ? unnamedPair(cells, dated || datedBelow, listed) : null
    if (pair) ({ degree, school } = pair)
    // "INFORMATIK UND WIRTSCHAFT" over "HTW Berlin | 10/2019 - 03/2024": a course's title in
    // capitals over the school's name and dates, as design-tool CVs print them.
    if (!degree && !school && period && cells.length === 1 && loose.length === 1 && !loose[0].period && inCapitals(loose[0].text) && schoolLike(cells[0]) && cells[0].includes(' ')) {
      degree = loose[0].text
      school = cells[0]
      loose = []
    }
    // "Bachelor of Arts, Labour Economics and Industrial" + "Relations" + "Marmara University": a
    // degree's name wrapped onto a line of its own, over its school.
    if (!degree && !school && !period && cells.length === 1 && cells[0].split(/\s+/).length <= 2 && current?.degree && !current.school && isSchool(lines[index + 1] ?? '')) {
      current.degree = `${current.degree} ${cells[0]}`
      continue
    }
    // "MS Computer Science" then "UC Berkeley": a school without a school word, under its degree.
    if (!degree && !school && current?.degree && !current.school && cells.length === 1 && schoolLike(cells[0])) school = cells[0]
    // "Hochschule für angewandte Wissenschaft" over "Albstadt-Sigmaringen": one word right under the
    // school's line, no place the list knows, ends the school's name that a narrow column wrapped.
    if (!degree && !school && !period && current?.degree && current.school && cells.length === 1 && lines[index - 1]?.trim() === current.school && /^\p{Lu}[\p{L}]+(?:-\p{Lu}[\p{L}]+)*$/u.test(cells[0]) && !placeIn(cells[0])) {
      current.school = `${current.school} ${cells[0]}`
      continue
    }
    if (!degree && !school && cells.length === 1 && schoolLike(cells[0]) && !(current?.degree && !current.school)) {
      loose.push({ text: cells[0], period })
      continue
    }
    let fromLoose: { school?: string; field?: string; period?: string } = {}
    // (One lone line before it is the field only when it names one: "Winkler Lyceum", then "Havodiploma", is its school.)
    if (degree && loose.length && cells.length === 1 && degree.split(/\s+/).length <= 2 && (loose.length >= 2 || FIELD.test(loose[0].text))) {
      fromLoose = {
        field: loose.at(-1)?.text,
        school: loose.length >= 2 ? loose[0].text : undefined,
        period: loose.find((each) => each.period)?.period,
      }
    } else if (!degree && school && loose.length === 1 && !loose[0].period && cells.length === 1 && inCapitals(loose[0].text) && isSchool(school.replace(/\([^)]*\)/g, ''))) {
      // "KAUFMANN IM EINZELHANDEL" over "Berufskolleg Mitte | 2015 – 2018": the course, over its school.
      fromLoose = { field: undefined, school: undefined }
      degree = loose[0].text
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
    // "Uniwersytet Ekonomiczny" over "Magister: Ekonometria | Informatyka w gospodarce | 2021–2023":
    // under a school named on a line of its own, the cell beside the degree is what it covered.
    const schoolAbove = current?.school && !current.degree && lines[index - 1]?.trim() === current.school
    if (degree && school && !isSchool(school) && schoolAbove && cells.length === 2 && !fromLoose.school) {
      degree = `${degree} | ${school}`
      school = undefined
    }
    const fits = !subItem.has(index + 1) && current && ((degree && !current.degree) || (school && !current.school)) && !(degree && current.degree) && !(school && current.school)
    if (!current || !fits || fromLoose.school) {
      entries.push((current = { degree: '', school: '', period: pending }))
      pending = ''
    }
    // "Diploma — New Media Design": a degree and its field keep the dash or comma printed between them.
    const between = field && degree ? line.match(new RegExp(`${escaped(degree)}(\\s[–—-]\\s|,\\s)${escaped(field)}`))?.[1] : undefined
    if (degree) current.degree = fromLoose.field ? `${fromLoose.field}, ${degree}` : field ? `${degree}${between ?? ' | '}${field}` : degree
    if (school ?? fromLoose.school) current.school = (school ?? fromLoose.school)!
    if (!current.period) current.period = period || fromLoose.period || ''
  }
  return entries.length ? entries : lineByLine(lines)
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The fallback, when no line names a degree or a school: "Degree | School | Period" lines. */
const lineByLine = (lines: string[]): Education[] =>
  lines
    .filter((line) => !isBullet(line) && findPeriod(line))
    .map((line) => {
      const [degree = '', school = ''] = cellsOf(line)
      return { degree, school, period: findPeriod(line) }
    })
