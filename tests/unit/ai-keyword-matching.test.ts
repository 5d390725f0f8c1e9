import { describe, expect, it } from 'vitest'

import { jobKeywords } from '@/lib/ai/jobs/jobKeywords'
import { keyword, keywordFoundAs, keywordsForRole } from '@/lib/ai/resume/roleKeywords'
import { stemOf, tokenise } from '@/lib/ai/text/terms'

const matches = (term: string, text: string) => keyword(term).matches(text)

describe('keyword matching understands word forms and synonyms', () => {
  it.each([
    ['Communication', 'I communicated weekly with clients'],
    ['Testing', 'Tested every release by hand'],
    ['A/B testing', 'Ran A/B tests on the pricing page'],
    ['A/B testing', 'ran AB testing and split tests'],
    ['Stakeholders', 'kept one stakeholder informed'],
    ['Roadmap', 'owned two roadmaps'],
    ['Dashboards', 'built a dashboard in Looker'],
    ['Product management', 'Product manager at Acme'],
    ['Product management', 'Senior PM, Payments'],
    ['Product manager', '8 years of product management'],
    ['Optimization', 'optimised queries'],
    ['optimise', 'We optimize for speed'],
    ['Organization', 'a 40-person organisation'],
    ['organisational skills', 'organizational skills'],
    ['Colour theory', 'color theory'],
    ['Analysis', 'analysed the data'],
    ['JavaScript developer', 'Senior JS developer'],
    ['Senior PM', 'Senior Product Manager'],
  ])('"%s" matches "%s"', (term, text) => expect(matches(term, text)).toBe(true))

  it.each([
    ['JavaScript', 'JS, HTML and CSS'],
    ['JS', 'Modern JavaScript'],
    ['Kubernetes', 'ran k8s clusters'],
    ['k8s', 'Kubernetes operators'],
    ['PostgreSQL', 'tuned Postgres queries'],
    ['Postgres', 'PostgreSQL 16'],
    ['Node.js', 'APIs in NodeJS'],
    ['Node.js', 'Node and Express'],
    ['NodeJS', 'Node.js services'],
    ['Go', 'services in Golang'],
    ['Golang', 'wrote services in Go and Python'],
    ['Machine learning', 'ML models in production'],
    ['SOC 2', 'led our SOC2 audit'],
    ['SOC2', 'SOC 2 Type II'],
    ['Accessibility', 'a11y reviews'],
  ])('the synonym "%s" matches "%s"', (term, text) => expect(matches(term, text)).toBe(true))

  it.each([
    ['Frontend', 'front end developer'],
    ['Frontend', 'front-end developer'],
    ['front end', 'Frontend developer'],
    ['front-end', 'Front End Developer'],
    ['Customer-facing', 'a customer facing role'],
    ['customer facing', 'Customer-Facing roles'],
    ['customer-facing', 'client-facing work'],
    ['On-call', 'on call rota'],
    ['Email marketing', 'e-mail marketing'],
    ['stakeholder management', 'Stakeholder-management'],
  ])('the spelling "%s" matches "%s"', (term, text) => expect(matches(term, text)).toBe(true))

  it.each([
    ['Terraform', 'Wrote Terraform modules for 30 services'],
    ['stakeholder management', 'strong stakeholder management across teams'],
    ['SOC 2', 'kept us SOC 2 compliant'],
    ['Kafka', 'event streaming with Kafka'],
    ['C#', 'ten years of C# and .NET'],
    ['.NET', 'ASP and .NET Core'],
    ['C++', 'embedded C++ work'],
  ])('the free term "%s" matches "%s"', (term, text) => expect(matches(term, text)).toBe(true))
})

describe('keyword matching refuses near misses', () => {
  it.each([
    ['Go', 'Our go to market plan'],
    ['Go', 'Go-to-market strategy for Europe'],
    ['Go', 'going forward we will go further'],
    ['Golang', 'Let us go to market'],
    ['Java', 'JavaScript and TypeScript'],
    ['React', 'reacted quickly to incidents'],
    ['React', 'reactive programming with RxJS'],
    ['React', 'we react to feedback'],
    ['C', 'Reported to the C-suite'],
    ['C', 'raised a Series C round'],
    ['C', 'Certified Coach, Chief of Staff, CSS'],
    ['C', 'USB-C hardware and C++'],
    ['C', 'Objective-C apps'],
    ['R', 'Ran the R&D budget'],
    ['Product management', 'Standup at 5 PM every day'],
    ['Machine learning', 'gave 5 ML of saline'],
    ['Communication', 'community manager'],
    ['Accessibility', 'had access to the admin panel'],
    ['Performance', 'performed code reviews'],
    ['Experimentation', 'five years of experience'],
    ['Closing', 'worked closely with design'],
    ['Conversion', 'led customer conversations'],
    ['Responsive design', 'responsible for design reviews'],
    ['Security', 'secured a $2M contract'],
    ['Product management', 'production management'],
    ['Customer support', 'custom support tooling'],
    ['JavaScript', 'Java and Kotlin'],
    ['Excel', 'I excel at hiring'],
    ['Slack', 'cut the slack in the schedule'],
  ])('"%s" does not match "%s"', (term, text) => expect(matches(term, text)).toBe(false))

  it('still finds the ambiguous names when they are meant', () => {
    expect(matches('Go', 'APIs in Go and Rust')).toBe(true)
    expect(matches('C', 'firmware in C and Python')).toBe(true)
    expect(matches('R', 'statistics in R and SQL')).toBe(true)
    expect(matches('React', "React, Redux and React's hooks")).toBe(true)
    expect(matches('Excel', 'Advanced Excel and Google Sheets')).toBe(true)
    expect(matches('Product management', 'PM at a fintech since 2019')).toBe(true)
  })
})

describe('terms module', () => {
  it('tokenises tech names whole and splits hyphens and slashes', () => {
    expect(tokenise('Node.js, C++, C#, .NET, R&D; front-end/UX').map((t) => t.word)).toEqual([
      'Node.js',
      'C++',
      'C#',
      '.NET',
      'R&D',
      'front',
      'end',
      'UX',
    ])
  })

  it('gives word forms and British spellings one stem', () => {
    expect(stemOf('communicated')).toBe(stemOf('Communication'))
    expect(stemOf('optimise')).toBe(stemOf('optimization'))
    expect(stemOf('behaviour')).toBe(stemOf('behavior'))
    expect(stemOf('centre')).toBe(stemOf('center'))
    expect(stemOf('wrote')).toBe(stemOf('writing'))
    expect(stemOf('AWS')).toBe('aws')
  })

  it('reports the words a text matched a keyword with, as written', () => {
    const [javascript] = keywordsForRole('Frontend engineer').filter(
      (k) => k.label === 'JavaScript',
    )
    expect(keywordFoundAs(javascript, 'Five years of JS and CSS')).toBe('JS')
    expect(keywordFoundAs(keyword('Customer-facing'), 'in client-facing roles')).toBe(
      'client-facing',
    )
    expect(keywordFoundAs(keyword('Terraform'), 'Python only')).toBeNull()
  })
})

describe("a job's own keywords", () => {
  const posting =
    'You will debug slow queries and turn recurring problems into documentation. Strong SQL and PostgreSQL knowledge is required; ' +
    'React Native and React experience is a plus. We offer fully remote work, equity, a hardware budget and an annual offsite.'

  it('come from what the posting asks, not from what it offers', () => {
    const labels = jobKeywords(posting).map((each) => each.label)
    expect(labels).toEqual(expect.arrayContaining(['Documentation', 'SQL', 'PostgreSQL', 'React Native', 'React']))
    expect(labels).not.toContain('Budgeting')
    expect(labels).not.toContain('Remote')
  })

  it('leave out a skill only when the posting names it solely inside a longer one', () => {
    expect(jobKeywords('We build REST APIs in Go.').map((each) => each.label)).toEqual(['REST APIs', 'Go'])
  })
})
