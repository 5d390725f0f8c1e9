import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { normalizeResumeText } from '@/lib/ai/resume/normalizeResumeText'
import { parseResumeText } from '@/lib/ai/resume/parseResumeText'
import { skillsList } from '@/lib/ai/resume/skillsList'

const fixture = readFileSync('tests/fixtures/resume.txt', 'utf8')

describe("the spec's local resume parsing rules", () => {
  it('finds the email address anywhere in the text', () => {
    expect(parseResumeText('Ana Silva\nWrite to ana.silva+jobs@mail.example.org today').email).toBe(
      'ana.silva+jobs@mail.example.org',
    )
  })

  it('finds the phone number in its usual US forms', () => {
    expect(parseResumeText('Ana\n(415) 555-0134').phone).toBe('(415) 555-0134')
    expect(parseResumeText('Ana\n+1 415.555.0134').phone).toBe('+1 415.555.0134')
    expect(parseResumeText('Ana\ncall 415-555-0134 now').phone).toBe('415-555-0134')
  })

  it('takes the name from the first line', () => {
    expect(parseResumeText('\n\n  Ana Silva  \nProduct Designer').name).toBe('Ana Silva')
  })

  it('reads the location as "City, ST"', () => {
    expect(parseResumeText('Ana\nana@example.com | San Francisco, CA').location).toBe(
      'San Francisco, CA',
    )
    expect(parseResumeText('Ana\nAustin,TX').location).toBe('Austin, TX')
    expect(parseResumeText('Ana\nLives somewhere nice').location).toBe('')
  })

  it('finds the sections by their headings: summary, profile or objective; experience; education; skills', () => {
    for (const heading of ['SUMMARY', 'Profile', 'Objective:', 'Professional Summary'])
      expect(parseResumeText(`Ana\n${heading}\nDesigner who ships.`).summary).toBe(
        'Designer who ships.',
      )
    const resume = parseResumeText(
      'Ana\nWork Experience\nDesigner | Acme | 2020 - 2022\n- Shipped it\nEducation\nBA Design | RISD | 2016\nTechnical Skills\nFigma',
    )
    expect(resume.experience).toHaveLength(1)
    expect(resume.education).toEqual([{ degree: 'BA Design', school: 'RISD', period: '2016' }])
    expect(resume.skills).toEqual(['Figma'])
  })

  it('splits skills on commas, bullets, dashes and newlines', () => {
    expect(skillsList('React, TypeScript\n• Figma • Jest\n- Git\nSQL - Python')).toEqual([
      'React',
      'TypeScript',
      'Figma',
      'Jest',
      'Git',
      'SQL',
      'Python',
    ])
  })

  it('keeps a hyphenated skill whole', () => {
    expect(skillsList('front-end testing, CI/CD')).toEqual(['front-end testing', 'CI/CD'])
  })

  it('keeps skills of 2 to 49 characters only', () => {
    const long = 'x'.repeat(50)
    expect(skillsList(`C, Go, ${'y'.repeat(49)}, ${long}`)).toEqual(['Go', 'y'.repeat(49)])
  })

  it('keeps at most 15 skills', () => {
    const skills = skillsList(Array.from({ length: 20 }, (_, i) => `Skill ${i + 1}`).join(', '))
    expect(skills).toHaveLength(15)
    expect(skills.at(-1)).toBe('Skill 15')
  })

  it('counts as experience bullets only lines starting with a bullet, a dash or an asterisk', () => {
    const resume = parseResumeText(
      'Ana\nExperience\nDesigner | Acme | 2020 - 2022\n• One.\n- Two.\n* Three.\n+ Not a bullet.\nEngineer | Beta | 2018 - 2020',
    )
    expect(resume.experience[0].description).toEqual(['One.', 'Two.', 'Three.'])
    // The "+" line is no bullet: it belongs to the next entry's header, not to any description.
    expect(resume.experience.map((entry) => entry.title)).toEqual(['Designer', 'Engineer'])
    expect(resume.experience.flatMap((entry) => entry.description)).not.toContain('Not a bullet.')
  })

  it('joins a bullet wrapped onto a second line, as PDFs wrap them', () => {
    const resume = parseResumeText(
      'Ana\nExperience\nDesigner | Acme | 2020 - 2022\n• Cut the load time of the app by\n45% for 2 million visitors',
    )
    expect(resume.experience[0].description).toEqual([
      'Cut the load time of the app by 45% for 2 million visitors',
    ])
  })

  it('reads title, company and period of each job', () => {
    const { experience } = parseResumeText(fixture)
    expect(experience.map(({ title, company, period }) => ({ title, company, period }))).toEqual([
      { title: 'Senior Frontend Engineer', company: 'Brightwave', period: '2021 - Present' },
      { title: 'Frontend Developer', company: 'Northwind Labs', period: '2018 - 2021' },
    ])
    expect(experience[0].description).toHaveLength(4)
  })

  it('parses the whole fixture resume', () => {
    const resume = parseResumeText(fixture)
    expect(resume).toMatchObject({
      name: 'Jordan Rivera',
      email: 'jordan.rivera@example.com',
      phone: '(415) 555-0134',
      location: 'Austin, TX',
      summary:
        'Frontend engineer with 6 years of experience building accessible web applications for distributed teams.',
      education: [
        {
          degree: 'B.S. Computer Science',
          school: 'University of Texas at Austin',
          period: '2014 - 2018',
        },
      ],
    })
    expect(resume.skills).toEqual([
      'React',
      'TypeScript',
      'JavaScript',
      'CSS',
      'Accessibility',
      'Next.js',
      'GraphQL',
      'Jest',
      'Git',
      'Remote collaboration',
    ])
  })
})

describe('text as PDFs extract it', () => {
  const pdfLike = [
    'Jordan\u00A0Rivera',
    'jordan@example.com\t|\t(415) 555-0134\t|\tAustin, TX',
    'E X P E R I E N C E',
    'Senior  Engineer | Brightwave | 2021 – Present',
    '\uF0B7 Led the migra\u00ADtion of 40 packages, cutting errors by',
    '35%',
    '● Simpli\uFB01ed the check-',
    'out flow',
    '-- 1 of 2 --',
    'S K I L L S',
    'React,\tTypeScript',
  ].join('\n')

  it('drops soft hyphens, ligatures, tabs, odd spaces and page markers', () => {
    const text = normalizeResumeText(pdfLike)
    expect(text).not.toMatch(/[\u00AD\t\uFB01\u00A0]|-- 1 of 2 --/)
    expect(text).toContain('migration')
    expect(text).toContain('checkout flow')
    expect(text).toContain('EXPERIENCE')
  })

  it('still finds every field', () => {
    const resume = parseResumeText(pdfLike)
    expect(resume).toMatchObject({
      name: 'Jordan Rivera',
      email: 'jordan@example.com',
      phone: '(415) 555-0134',
      location: 'Austin, TX',
      skills: ['React', 'TypeScript'],
    })
    expect(resume.experience[0]).toEqual({
      title: 'Senior Engineer',
      company: 'Brightwave',
      period: '2021 – Present',
      summary: '',
      description: [
        'Led the migration of 40 packages, cutting errors by 35%',
        'Simplified the checkout flow',
      ],
    })
  })
})

describe('headings named for what they hold (issue 32)', () => {
  const resume = (heading: string, body: string) =>
    `Lena Vogel\nlena@example.com\n\nEXPERIENCE\nData Engineer | Flussdaten | 2021 - Present\n• Built the nightly loads for 40 sources\n\n${heading}\n${body}\n\nEDUCATION\nMSc Data Science | TU Berlin | 2019 - 2021`

  it.each(['Data Science Projects', 'Open Source Projects', 'Volunteering & Leadership', 'Leadership and Volunteering'])(
    '"%s" ends the job before it instead of being swallowed by it',
    (heading) => {
      const parsed = parseResumeText(resume(heading, '• Mentored students at a weekend coding club'))
      expect(parsed.experience).toHaveLength(1)
      expect(parsed.experience[0].description).toEqual(['Built the nightly loads for 40 sources'])
      expect(parsed.education[0]?.school).toBe('TU Berlin')
    },
  )

  it.each(['Languages and Frameworks', 'Languages & Frameworks', 'Frameworks and Libraries'])('"%s" holds skills', (heading) => {
    expect(parseResumeText(resume(heading, 'Python, dbt, Airflow')).skills).toEqual(['Python', 'dbt', 'Airflow'])
  })
})
