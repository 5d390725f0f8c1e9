export type SectionName = 'summary' | 'experience' | 'education' | 'skills' | 'contact' | 'other'

/**
 * Section headings in the phrasings real resumes use, tried in order on the heading's words
 * (lower case, "&" as "and", punctuation gone). Sections the parser does not read are 'other':
 * they end the section before them. "Volunteer Experience" is 'other' before "experience" is
 * tried; "Education & Certifications" is education.
 */
/**
 * The same sections as Spanish, Portuguese, French, German, Italian and Dutch CVs name them,
 * compared without accents ("Expérience professionnelle" is "experience professionnelle").
 */
const OTHER_LANGUAGES: [SectionName, RegExp][] = [
  ['contact', /^(contactos?|contatos?|contatti|coordonnees|kontakt(daten)?|datos personales|dados pessoais|informations personnelles|personliche (daten|angaben)|dati personali|persoonlijke gegevens)$/],
  ['summary', /^(perfil( profesional| profissional)?|resumen( profesional)?|sobre mi|sobre mim|objetivo( profesional| profissional)?|resumo( profissional)?|profil( professionnel)?|a propos( de moi)?|objectif|kurzprofil|uber mich|profilo( professionale)?|chi sono|obiettivo|profiel|over mij|(professionele )?doelstelling)$/],
  ['experience', /^(experiencia( laboral| profesional)?|experiencia profissional|experiencias?|experience(s)? professionnelle(s)?|parcours professionnel|berufserfahrung(en)?|berufliche (erfahrung(en)?|laufbahn|stationen|tatigkeit(en)?|praxis)|beruflicher werdegang|berufstatigkeit(en)?|praxiserfahrung|praktika|praktikum|werdegang|stages?|experiences? et stages|pr[aá]cticas( profesionales)?|est[aá]gios?|praktische erfahrung(en)?|arbeitserfahrung|experiencias? (laboral(es)?|profesional(es)?)|experiencia profissional|experiencias profissionais|emplois?|experience|esperienz[ae]( lavorativ[ae]| professional[ei])?|werkervaring|ervaring|historial laboral|trayectoria profesional|experiencias? de (?:trabalho|trabajo))$/],
  ['education', /^(educacion|formacion( academica| y estudios| academica y profesional)?|estudios( realizados| academicos)?|antecedentes academicos|educacion y formacion|formacion y educacion|aus und weiterbildung|bildungsabschlusse|abschlusse|schulabschlusse?|schul und hochschulbildung|aus und fortbildung|ausbildung und (weiterbildung|studium)|schul und berufsausbildung|berufsausbildung|schulische (aus)?bildung|akademische (aus)?bildung|hochschulbildung|diplomes|formation et diplomes|diplomes et formations?|formacao( academica)?|educacao|escolaridade|habilitacoes( literarias)?|formation(s)?( academique)?|etudes|ausbildung|bildung(sweg)?|studium|schulbildung|schule|akademischer werdegang|istruzione( e formazione)?|formazione( e istruzione)?|titoli di studio|opleiding(en)?)$/],
  ['skills', /^(habilidades|competencias( profesionales| tecnicas)?|conocimientos( tecnicos| informaticos)?|conhecimentos( tecnicos| especificos)?|habilidades tecnicas|aptitudes|competencias|competences( techniques| informatiques)?|savoir faire|kenntnisse|fahigkeiten|fertigkeiten|fachkenntnisse|(it|edv|pc|p c|computer) kenntnisse|computerkenntnisse|programmierkenntnisse|programmiersprachen|programmierung|kompetenzen|(fachliche|personliche|soziale|methodische|digitale|technische|berufliche) kompetenzen|dominio de (software|softwares|programas|herramientas)|lenguajes( de programacion)?|linguagens( de programacao)?|programacao|programacion|programmation|langages( de programmation)?|linguaggi( di programmazione)?|programmazione|programmeertalen|programmeren|herramientas( informaticas| tecnologicas)?|ferramentas|(tech |technology )?stack( [a-z]+)?|tecnologias|outils( informatiques| numeriques)?|logiciels|informatique|qualifikationen|softwarekenntnisse|technische (fahigkeiten|kenntnisse|vaardigheden)|competenties|(it |ict )?kennis( en vaardigheden)?|competenze( tecniche)?|vaardigheden)$/],
  ['other', /^(idiomas|linguas|langues|sprachen(kenntnisse)?|lingue|talen|certificaciones|certificacoes|certifications|zertifikate|zertifizierungen|proyectos|projetos|projets|projekte|progetti|projecten|intereses|interesses|centres d interet|loisirs|hobbys|interessen|interessi|referencias|references|referenzen|publicaciones|publicacoes|veroffentlichungen|voluntariado|benevolat|ehrenamt|premios|premiacoes|prix|auszeichnungen|cursos|cursos e certificacoes|cursos y certificaciones|cursos complementares|qualificacoes|abilitazioni( e certificazioni)?|certificazioni|cursussen|vrijwilligerswerk|nevenactiviteiten|fortbildung(en)?|formations complementaires|otros|outros|divers|sonstiges|altro|hobby s|hobbies|talenkennis|passatempos|pasatiempos|cualificaciones|observaciones|observa[cç][oõ]es|remarques|bemerkungen)$/],
]

/**
 * The same sections in Polish, Czech, Romanian, Turkish, Swedish, Danish and Norwegian CVs, compared
 * as headingWords leaves them ("Doświadczenie zawodowe" is "doswiadczenie zawodowe"; "ł" and the
 * Turkish "ı" have no accent to lose).
 */
const MORE_LANGUAGES: [SectionName, RegExp][] = [
  ['contact', /^(dane (osobowe|kontaktowe)|osobni udaje|kontaktni udaje|date (personale|de contact)|ki[sş]isel bilgiler|ileti[sş]im( bilgileri)?|kontaktuppgifter|personuppgifter|kontaktoplysninger|personlige oplysninger|kontaktinformasjon|personalia)$/],
  ['summary', /^(o mnie|podsumowanie|profil zawodowy|cel zawodowy|o mne|shrnuti|despre mine|rezumat|obiectiv( profesional)?|hakk[ıi]mda|[oö]zet|profesyonel [oö]zet|om mig|om meg|sammanfattning|sammendrag)$/],
  // "Doświadczenie sprzedażowe", "Pozostałe doświadczenie": experience of a kind.
  ['experience', /^(do[sś]wiadczenie( \p{L}+)?|\p{L}+ do[sś]wiadczenie|przebieg (pracy|kariery)|historia zatrudnienia|praktyki( zawodowe)?|sta[zż]e|pracovni (zkusenosti|historie)|praxe|experienta( profesionala)?|experien[tț]a profesional[aă]|istoric profesional|i[sş] deneyimi|deneyim(ler)?|profesyonel deneyim|staj(lar)?|arbetslivserfarenhet|yrkeserfarenhet|erfarenhet|erhvervserfaring|arbejdserfaring|arbeidserfaring|yrkeserfaring|erfaring|praktik)$/u],
  ['education', /^(wykszta[lł]cenie|edukacja|vzdelani|educa[tț]ie|studii|formare( profesionala)?|e[gğ]itim( bilgileri)?|utbildning(ar)?|uddannelse|utdanning)$/],
  ['skills', /^(umiej[eę]tno[sś]ci( (techniczne|twarde|mi[eę]kkie|komputerowe))?|technologie|kompetencje|znajomo[sś][cć] program[oó]w|narz[eę]dzia( i technologie)?|programowanie|j[eę]zyki programowania|programlama( dilleri)?|programmering|dovednosti|znalosti|technicke (dovednosti|znalosti)|competen[tț]e( (tehnice|digitale))?|abilit[aă][tț]i|aptitudini|yetenekler|beceriler|yetkinlikler|teknik (beceriler|bilgiler)|kompetenser|f[aä]rdigheter|kunskaper|it kunskaper|kompetencer|f[aæ]rdigheder|kvalifikationer|kompetanse|ferdigheter)$/],
  ['other', /^(j[eę]zyki( obce)?|zainteresowania|hobby|kursy( i szkolenia)?|szkolenia|certyfikaty|projekty|jazyky|zajmy|certifikaty|kurzy|limbi( straine)?|interese|certific[aă]ri|proiecte|diller|yabanc[ıi] diller|hobiler|ilgi alanlar[ıi]|sertifikalar|projeler|referanslar|spr[aå]k|intressen|referenser|certifieringar|projekt|sprog|interesser|referencer|certificeringer|spr[aå]k og|kurser)$/],
]

const KNOWN: [SectionName, RegExp][] = [
  [
    'other',
    /^(volunteer(ing)?( (experience|work|activities))?|community (service|involvement|engagement)|(volunteer(ing)?|leadership|community( service)?|activities|fundraising) and (volunteer(ing)?|leadership|community( service)?|activities|involvement|fundraising|outreach)|sports|athletics|leadership( (experience|and activities|and service|and involvement))?|extracurricular( activities)?|(on )?campus (involvement|activities|leadership)|student (activities|involvement|organi[sz]ations)|activities|involvement|activities and (interests|involvement))$/,
  ],
  ['contact', /^(contact( me| information| info| details)?|links|profiles|social( media| profiles)?|online( presence| profiles)?|personal (details|information|data|info)|find me( online)?)$/],
  ['summary', /^((professional|career|executive|personal|profile) )?(summary|profile|objective|overview|statement)$|^about( me)?$|^summary of qualifications$|^qualifications summary$|^career highlights$/],
  // "Engineering Project Experience", like "Project Experience": projects, not jobs.
  ['experience', /^((work|working|professional|relevant|employment|career|industry|research|teaching|job|engineering) )*(experiences?|history|employment|positions?( held)?)( history)?$|^(?!(?:projects?|technical) |[a-z]+ projects? )([a-z]+ ){1,2}(work )?experiences?$|^experiences?$|^work$|^(professional|career|work|employment) (background|history)$|^where i ve worked$|^internships?$|^work and ([a-z]+ ){0,2}(outreach|service|leadership|volunteering|activities)$/],
  // "Education & Certifications", "Academic Background", "Educational Qualifications"; not "Academic Projects".
  ['education', /^(education|educational|academic|academics|studies)\b(?! projects?$)|^(degrees?|qualifications|qualifications and education|academic qualifications)$/],
  [
    'skills',
    /^((key|core|top|technical|professional|relevant|computer|it|software|hard|soft|programming|other) )*(skills?|competenc(y|ies)|competences?|proficienc(y|ies)|expertise|abilities|strengths|qualities)\b|^(skills|tools|technologies|software) and (skills|tools|technologies|software|expertise)$|^(technologies|tools|software|tech stack|toolbox|stack|languages and (tools|technologies)|tools and technologies|technical proficiency|areas of (expertise|strength|specialization|specialisation|competence))$|^((programming|coding|software) )?languages and (frameworks|libraries)( and (tools|technologies|databases))?$|^frameworks( and (libraries|tools|technologies))?$|^(programming|coding|scripting)( (languages|and scripting( languages)?|tools))?$/,
  ],
  ...OTHER_LANGUAGES,
  ...MORE_LANGUAGES,
  [
    'other',
    /^([a-z]+ ){1,2}projects$|^(training|professional|short|online) courses$|^trainings?$|^professional (registrations?|memberships?|bodies)$|^weiterbildung(en)?$|^(selected |personal |academic |other |side |key )?(projects?|awards?|honou?rs|honou?rs and awards|awards and honou?rs|distinctions|(?:honou?rs|awards) and distinctions|certifications?|certificates?|licen[cs]es?|languages?|interests|hobbies|publications?|references?|referees|achievements|accomplishments|courses?|coursework|relevant coursework|training|conferences?|talks|presentations|patents?|memberships?|affiliations?|research|teaching|portfolio|additional information|declaration|misc(ellaneous)?|professional development|professional qualifications?|continuing education|volunteer work|military service|tickets|licen[cs]es and (tickets|certifications|certificates)|board (positions|memberships|service|appointments)|boards)$/,
  ],
]

/** A heading's words, comparable: "HONORS/AWARDS:" → "honors awards", "Skills & Tools" → "skills and tools". */
export const headingWords = (line: string) =>
  line
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    // "Experience (continued)", "EDUCATION CONT'D": a section going on onto the next page.
    .replace(/\s*\(?\b(continued|cont['’]?d|cont\.)\)?\s*$/, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** The section a line opens when it is a known heading, else null. */
export const knownHeading = (line: string): SectionName | null => {
  // "II. EXPERIENCE", "3. Education": a numbered heading.
  const trimmed = line.trim().replace(/^(?:[IVX]{1,4}|\d{1,2})[.)]\s+(?=\p{L})/u, '')
  // "educational institutions, and small": a line of prose that a page broke there, no heading.
  if (trimmed.length > 45 || /\d|@|\|/.test(trimmed) || /[.;]$/.test(trimmed) || /,\s+\p{Ll}/u.test(trimmed)) return null
  const words = headingWords(trimmed)
  if (!words || words.split(' ').length > 6) return null
  // "Ausbildung/ Schule", "Skills / Tools": two names of a section parted by a slash.
  // "Schule - Berufsausbildung": two names parted by a dash, as a slash parts them.
  return sectionOf(words) ?? sectionOf(unglued(words)) ?? compoundSection(headingWords(trimmed.replace(/\s*\/\s*|\s+[-–—]\s+/g, ' and ')))
}

/**
 * "Vaardigheden & Interesses", "Kenntnisse & Fähigkeiten", "Idiomas y Habilidades", "Ausbildung/
 * Schule": two sections named in one heading, read as the first that the parser reads (skills,
 * education, experience); "Languages and Interests" reads nothing.
 */
const compoundSection = (words: string) => {
  const parts = words.split(/ (?:and|und|y|e|et|en|i) /)
  if (parts.length !== 2) return null
  const sections = parts.map(sectionOf)
  if (sections.some((section) => section === null)) return null
  return sections.find((section) => section !== 'other') ?? 'other'
}

const sectionOf = (words: string) => KNOWN.find(([, pattern]) => pattern.test(words))?.[0] ?? null

/**
 * "EXPERIENCIALABORAL", "STACKTECNOLOGICO": a design tool's heading whose word break was lost on
 * export, read as the first split of it into two known heading words. Two words only, and 30
 * letters at most: the work grows with the line, and every line of an upload is tried.
 */
const unglued = (words: string) => {
  if (words.includes(' ') || words.length < 9 || words.length > 30) return ''
  for (let first = 3; first <= words.length - 3; first++) {
    const two = `${words.slice(0, first)} ${words.slice(first)}`
    if (sectionOf(two)) return two
  }
  return ''
}

/** A short line in capitals ("LEADERSHIP", "HONORS / AWARDS"): a heading when it stands apart. */
export const looksLikeHeading = (line: string) => {
  const trimmed = line.trim().replace(/:$/, '')
  // "HTML, CSS, SQL": a list in capitals, no heading.
  if (!trimmed || trimmed.length > 40 || /\d|@|\||[.,;]$|,\s/.test(trimmed)) return false
  const letters = trimmed.replace(/[^\p{L}]/gu, '')
  return letters.length >= 3 && trimmed.split(/\s+/).length <= 5 && letters === letters.toUpperCase()
}

/** Headings as printed with letter spacing lose their word breaks ("W O R K E X P E R I E N C E"). */
const SPACED_PHRASES = [
  'summary', 'profile', 'objective', 'about me', 'about', 'professional summary', 'career objective', 'overview',
  'experience', 'work experience', 'professional experience', 'employment history', 'work history', 'employment', 'work', 'relevant experience',
  'education', 'academic background', 'skills', 'technical skills', 'core competencies', 'competencies', 'expertise', 'tools',
  'projects', 'volunteer', 'volunteering', 'volunteer experience', 'awards', 'honors', 'honors and awards', 'certifications', 'certificates',
  'publications', 'languages', 'interests', 'references', 'coursework', 'leadership', 'activities', 'achievements', 'contact',
]
const BY_LETTERS = new Map(SPACED_PHRASES.map((phrase) => [phrase.replace(/ /g, ''), phrase]))

/**
 * "S U M M A RY", "AWA R D S", "CO N TAC T": a line of single letters (and kerned pairs or
 * triples) with spaces between; a known heading's letters however the kerning split them.
 */
const isLetterSpaced = (line: string) => {
  const tokens = line.trim().split(/\s+/)
  if (tokens.length < 3 || !tokens.every((token) => /^\p{L}{1,3}$/u.test(token))) return false
  return (tokens.length >= 4 && tokens.filter((token) => token.length === 1).length >= tokens.length * 0.6) || BY_LETTERS.has(tokens.join('').toLowerCase())
}

/** A letter-spaced line as its words: "W O R K E X P E R I E N C E" → "WORK EXPERIENCE"; any other line as it is. */
export const withoutLetterSpacing = (line: string) => {
  if (!isLetterSpaced(line.replace(/\s+/g, ' '))) return line
  const letters = line.replace(/\s+/g, '')
  const phrase = BY_LETTERS.get(letters.toLowerCase())
  if (phrase) return letters === letters.toUpperCase() ? phrase.toUpperCase() : phrase
  // "J O H N   D O E": a wider gap between the letters is the word break.
  return line.trim().split(/\s{2,}/).map((word) => word.replace(/\s+/g, '')).join(' ')
}
