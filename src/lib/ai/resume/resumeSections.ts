export type SectionName = 'summary' | 'experience' | 'education' | 'skills'

const HEADINGS: [SectionName, RegExp][] = [
  ['summary', /^(professional |career |executive |personal )?(summary|profile|objective)$/],
  ['experience', /^(work |professional |relevant |employment )?(experience|history|employment)$/],
  ['education', /^(education|academic background|education and training|education & training)$/],
  [
    'skills',
    /^(key |core |technical |professional )?(skills|competencies|skills & tools|skills and tools)$/,
  ],
]

/** The section a line opens when it is a heading ("EXPERIENCE", "Work Experience:"), else null. */
export const headingOf = (line: string): SectionName | null => {
  const text = line
    .toLowerCase()
    .replace(/^[#=*\s]+|[:#=*\s]+$/g, '')
    .replace(/\s+/g, ' ')
  if (text.length > 40) return null
  return HEADINGS.find(([, pattern]) => pattern.test(text))?.[0] ?? null
}

/** Headings of sections the spec does not parse: they end the section before them. */
const OTHER_HEADING =
  /^(projects|certifications|awards|languages|interests|publications|volunteering|references|achievements)\s*:?$/i

/** The lines of each section, by headings; lines before the first heading are the header. */
export const splitSections = (lines: string[]) => {
  const sections: Record<SectionName | 'header', string[]> = {
    header: [],
    summary: [],
    experience: [],
    education: [],
    skills: [],
  }
  let current: SectionName | 'header' | null = 'header'
  for (const line of lines) {
    const heading = headingOf(line)
    if (heading) current = heading
    else if (OTHER_HEADING.test(line)) current = null
    else if (line && current) sections[current].push(line)
  }
  return sections
}
