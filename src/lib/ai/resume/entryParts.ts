import { placeIn } from './location'

/** Words that name a role ("Senior Data Analyst", "Pastry Chef", "Volunteer Tutor"). */
const ROLE = /(?<![\p{L}\d])(engineer|developer|programmer|student|manager|designer|analyst|intern(ship)?|assistant|director|lead|leader|head|practicum|missionary|pastor|chaplain|specialist|consultant|coordinator|associate|officer|representative|scientist|researcher|teacher|tutor|instructor|professor|lecturer|nurse|chef|cook|baker|writer|editor|administrator|architect|owner|founder|co-founder|cofounder|president|vp|vice president|cashier|barista|server|technician|agent|advisor|adviser|accountant|clerk|trainee|fellow|ta|gta|apprentice|partner|executive|strategist|producer|marketer|recruiter|sre|devops|cto|ceo|coo|cfo|principal|staff|member|volunteer|ambassador|organi[sz]er|supervisor|operator|mechanic|electrician|therapist|physician|pharmacist|paralegal|attorney|lawyer|counsel|auditor|buyer|planner|translator|photographer|illustrator|animator|copywriter|journalist|reporter|scrum master|product owner|support|success|sales|marketing|ingeniero|ingeniera|ingenieur|ingenieurin|engenheiro|engenheira|ing[eé]nieur|responsable|t[eé]cnic[oa]|jef[ea]|gerente|directora?|directeur|directrice|diretora?|leiter|leiterin|leitung|angestellter?|mitarbeiter(in)?|werkstudent(in)?|praktikant(in)?|estagi[aá]ri[oa]|auxiliar|analista|desarrollador(a)?|programador(a)?|administrador(a)?|formador(a)?|investigador(a)?|dise[nñ]ador(a)?|desenvolvedora?|przedstawiciel|handlowiec|koordynator(ka)?|analityk|kierownik|specjalist(a|ka)|w[lł]a[sś]ciciel(ka)?|asystent(ka)?|doradca|ksi[eę]gow[ay]|sprzedawc[ay]|opiekun(ka)?|programist(a|ka)|d[eé]veloppeur|d[eé]veloppeuse|entwickler(in)?|consultora?|berater(in)?|chef de projet|stagiaire|stagiair|tirocinante|tirocinio|pasante|pasant[ií]a|est[aá]gio|becari[oa]|asistente|assistente|coordinador(a)?|coordenador(a)?|referent(in)?|sachbearbeiter(in)?|projektingenieur(in)?|vendedor(a)?|contable|contador(a)?|enfermer[oa]|enfermeir[oa]|profesora?|professora?|lehrer(in)?|worker|caseworker|handler|driver|nanny|caregiver|carer|housekeeper|secretary|bookkeeper|dispatcher|surveyor|inspector|estimator|foreman|labou?rer|welder|plumber|carpenter|machinist|coach|trainer|attendant|host|hostess|steward|waiter|waitress|bartender|butcher|tailor|cleaner|janitor|custodian|firefighter|paramedic|midwife|counsel+or|dietitian|controller|examiner|adjuster|underwriter|broker|merchandiser|storekeeper|picker|packer|courier|docente|insegnante|ajudante|motorista|operador(a)?|encarregad[oa]|atendente|vendedora?|cozinheir[oa]|camarer[oa]|cociner[oa]|impiegat[oa]|infermier[ea]|educat(?:ore|rice)|verpleegkundige|leraar|lerares|docent|medewerker|adviseur|ontwikkelaar|verkoper|lifeguard|umpire|referee|elektroniker(?:in)?|mechatroniker(?:in)?|informatiker(?:in)?|kaufmann|kauffrau|kassierer(?:in)?|fahrer(?:in)?|aushilfe|helfer(?:in)?|verk[aä]ufer(?:in)?|kellner(?:in)?|erzieher(?:in)?|pfleger(?:in)?|assistenz|praktikum|volont[aä]r(?:in)?|volontariat|hospitanz)(?![\p{L}\d])/iu

/** Words that name an organisation ("Acme Labs", "Omnious. Co., Ltd.", "University of Lisbon"). */
const ORGANISATION = /(?<![\p{L}\d])(inc|llc|ltd|limited|gmbh|ag|kg|s\.?a\.?|s\.?l\.?|b\.?v\.?|lda|ltda|sarl|sas|s\.?p\.?a\.?|s\.?r\.?l\.?|plc|corp|corporation|co|company|stadtwerke|group|labs?|technologies|technology|tech|systems|solutions|software|studio|studios|agency|bank|hospital|clinic|foundation|institute|university|college|school|academy|ministry|department|council|association|partners|consulting|ventures|capital|media|games|health|networks?|services|industries|international|global|holdings|restaurant|hotels?|bakery|library|museum|gallery|theat(?:er|re)|church|café|cafe|store|shop|market|istituto|scuola|liceo|universit[aà]|universit[aä]t|hochschule|fachhochschule|universidad|universidade|universit[eé]|uniwersytet|politechnika|aps|onlus|stichting|ziekenhuis|zorggroep|gemeente|hogeschool|universiteit|cent(?:er|re)|\w+centrum|sdn|bhd|pty|pte|jsc|llp|oü)(?![\p{L}\d])\.?/iu

export type EntryParts = { title: string; company: string }

/** Words that end an employer's name and no title's: "Pennsbury Athletic Association", "Lower Makefield Township". */
const EMPLOYER_END = /^(association|township|hospital|university|college|club|church|foundation|council|inc\.?|llc|ltd\.?|gmbh|corp\.?|company)$/i

/**
 * "Kurierfahrer Fedx und TnT GmbH": one role word, then an employer with its legal form and
 * nothing between; "Pennsbury Athletic Association Umpire": an employer of two words or more
 * ending on a word only employers end on, then one role word: two cells.
 */
const roleWordThenEmployer = (cell: string): string[] => {
  const words = cell.trim().split(/\s+/)
  const last = words.at(-1) ?? ''
  if (words.length >= 3 && (ROLE.test(last) || COMPOUND_ROLE.test(last)) && EMPLOYER_END.test(words.at(-2) ?? '') && words.slice(0, -1).every((each) => /^[\p{Lu}\d&]/u.test(each))) return [words.slice(0, -1).join(' '), last]
  const [word, ...rest] = words
  const employer = rest.join(' ')
  const roleWord = ROLE.test(word) || COMPOUND_ROLE.test(word)
  if (rest.length && /^\p{Lu}/u.test(employer) && !employer.includes('@') && roleWord && !isOrganisation(word) && isOrganisation(employer) && !isRole(employer)) return [word, employer]
  return titleThenFirm(words) ?? [cell.trim()]
}

/** A company's legal form at the end of its name: "GmbH", "GmbH & Co. KG", "Ltd.", "S.A.". */
const LEGAL_FORM = /(?<![\p{L}])(?:gmbh(?: & co\.? ?kg)?|ag|kg|se|ug|e\.? ?v\.?|ohg|ltd\.?|limited|inc\.?|llc|plc|corp\.?|s\.?a\.?(?: de c\.?v\.?)?|s\.?l\.?|s\.?r\.?l\.?|s\.?p\.?a\.?|b\.?v\.?|n\.?v\.?|sarl|sas|lda|ltda|sp\. z o\.? ?o\.?|a\/s|ab|oy|as)$/iu

/**
 * "Werkstudent Marketing & Theatrical Sales Manager Busch Media Group GmbH & Co.KG": a title that
 * ends on a role word, then a firm's name in capitalised words ending on its legal form, with
 * nothing between them. Null when the words after the last role word are no such name.
 */
const titleThenFirm = (words: string[]): string[] | null => {
  const text = words.join(' ')
  if (!LEGAL_FORM.test(text.replace(/\.$/, '').replace(/Co\.KG$/i, 'Co. KG'))) return null
  for (let index = words.length - 2; index >= 1; index--) {
    const word = words[index].replace(/[,:]$/, '')
    if (!(ROLE.test(word) || COMPOUND_ROLE.test(word))) continue
    const firm = words.slice(index + 1)
    // The firm's words are capitalised names (or "&", "und", "Co.KG"), none of them a role's.
    const named = firm.every((each) => /^[\p{Lu}\d&]/u.test(each) || /^(?:&|und|and|de|y|e|et)$/i.test(each)) && !firm.some((each) => ROLE.test(each) || COMPOUND_ROLE.test(each))
    return named && firm.length >= 2 ? [words.slice(0, index + 1).join(' '), firm.join(' ')] : null
  }
  return null
}

/**
 * "Dental Hygienist", "Pharmacy Technician", "Librarian", "Eletricista Predial"'s "Eletricista": a
 * title ends (or, in Romance languages, starts) with a word for someone who practises.
 */
const PRACTITIONER = /\p{L}\p{Ll}+(?:ist|ician|arian|ista|iste)$/u

/** Names that end like a practitioner and are things: "Craigslist", "Checklist". */
const LISTS = /(?:check|play|wait|short|black|white|wish|mailing|craigs)list$/i

/** "Softwareentwickler", "Projektleiterin", "Teamleider": German and Dutch roles are compounds ending in the role's word. */
const COMPOUND_ROLE = /\p{L}{3,}(?:entwickler|ingenieur|berater|leiter|kauffrau|kaufmann|assistent|referent|techniker|verk[aä]ufer|pfleger|fachkraft|mitarbeiter|spezialist|sachbearbeiter|architekt|lehrer|betreuer|planer|pr[uü]fer|kraft|leitung|angestellte[r]?|leider|leidster|beheerder|medewerker|ontwikkelaar|konstrukteur|zeichner|monteur|schlosser|elektriker|elektroniker|mechaniker|informatiker|fahrer|aushilfe|helfer|kassierer)(?:in)?(?![\p{L}])/iu

export const isRole = (cell: string) =>
  ROLE.test(cell) ||
  COMPOUND_ROLE.test(cell) || (PRACTITIONER.test(cell.trim()) && !LISTS.test(cell.trim())) || /^\p{Lu}\p{Ll}+(?:ista|iste)\b/u.test(cell.trim())
/** "Booking.com", "ARQUITECTOSUR.CL": a business named by its web address. */
const WEB_NAME = /^[^\s@]+\.(com|net|org|io|co|cl|es|de|fr|br|mx|ar)$/i

/** Public bodies as Spanish, Portuguese, French, German and Italian CVs name them: "Municipalidad de Arica". */
const PUBLIC_BODY = /(?<![\p{L}])(municipalidad|municipio|ayuntamiento|alcald[ií]a|gobierno|ministerio|prefeitura|secretaria|minist[eè]re|mairie|pr[eé]fecture|gemeinde|stadtverwaltung|landratsamt|comune|regione)(?![\p{L}])/iu

export const isOrganisation = (cell: string) => ORGANISATION.test(cell) || WEB_NAME.test(cell.trim()) || PUBLIC_BODY.test(cell)

/**
 * Which of an entry's header cells is the role and which the employer: "at"/"@" decide; else the
 * words in them (a role word: the title; an organisation word: the employer); else the cell
 * printed beside a place ("Baker Street Detectives – London") is the employer; else the order
 * resumes use most, the role first. A place ("Austin, TX") is neither.
 */
/** "English Teacher: Love Without Boundaries": a role, a colon, then the employer. */
const roleColonEmployer = (cell: string): string[] => {
  const parts = cell.match(/^([^:]{2,60}):\s+(\p{Lu}[^:]*)$/u)
  return parts && isRole(parts[1]) && !isOrganisation(parts[1]) && !isRole(parts[2]) ? [parts[1].trim(), parts[2].trim()] : [cell]
}

export const titleAndCompany = (cells: string[], besidePlace: string[] = []): EntryParts => {
  const kept = cells.flatMap(roleColonEmployer).flatMap(roleWordThenEmployer).filter((cell) => cell && !placeIn(cell))
  if (kept.length === 0) return { title: '', company: '' }
  // "Senior Product Designer @ Kolkheti Pay" beside its town: an "@" says it in any cell.
  // "REU at Texas A&M University", "Observing Run at Kitt Peak": no role word before "at", one title.
  const at = kept.length === 1 ? kept[0].match(/^(.+?)\s+(?:at|@)\s+(.+)$/i) : (kept.map((cell) => cell.match(/^(.+?)\s+@\s+(.+)$/)).find(Boolean) ?? null)
  if (at && (kept[0].includes('@') || isRole(at[1]))) return { title: at[1].trim(), company: at[2].trim() }
  // "1) Working as Senior Customer Support Executive in Deccan Cloudworks Pvt. Ltd.", as Indian CVs put it.
  const workedAs = kept[0].match(/^(?:\d+[.)]\s*)?(?:currently\s+)?(?:working|worked|employed|serving|served)\s+as\s+(?:an?\s+)?(.+?)\s+(?:in|at|with|for)\s+(.+)$/i)
  if (workedAs) return { title: workedAs[1].trim(), company: workedAs[2].trim() }
  const title = kept.find((cell) => isRole(cell) && !isOrganisation(cell)) ?? kept.find(isRole)
  const company =
    kept.find((cell) => cell !== title && isOrganisation(cell)) ?? kept.find((cell) => cell !== title && !isRole(cell))
  if (title) return { title, company: company ?? '' }
  if (!company || !isOrganisation(company)) {
    const placed = kept.filter((cell) => besidePlace.includes(cell))
    if (placed.length === 1 && kept.length > 1) return { title: kept.find((cell) => cell !== placed[0]) ?? '', company: placed[0] }
  }
  if (company && kept.length > 1) return { title: kept.find((cell) => cell !== company) ?? '', company }
  // "Field Week at Dunmore Observatory": what was done somewhere, with no role word, is the title.
  if (kept.length === 1) return isOrganisation(kept[0]) && !/\sat\s/.test(kept[0]) ? { title: '', company: kept[0] } : { title: kept[0], company: '' }
  return { title: kept[0], company: kept[1] }
}
