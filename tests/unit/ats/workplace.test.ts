import { describe, expect, it } from 'vitest'

import { classifyWorkplace } from '@/lib/ats/workplace'
import type { Workplace } from '@/lib/ats/types'

import {
  ashbyJobs,
  greenhouseJobs,
  leverJobs,
  personioJobs,
  recruiteeJobs,
  smartRecruitersJobs,
  workableJobs,
} from '../../helpers/atsSampleJobs'

const classify = (
  locations: string[],
  workplace: Workplace = 'unspecified',
  title = 'Software Engineer',
) => classifyWorkplace({ title, locations, workplace })

const byTitle = <T extends { title: string }>(jobs: T[], title: string) => {
  const job = jobs.find((one) => one.title.trim() === title)
  if (!job) throw new Error(`no sample job titled ${title}`)
  return job
}

describe('remote words in a location', () => {
  it.each([
    'Remote',
    'Remote - US',
    'Remote (United States)',
    'Remote, Italy',
    'US Remote',
    'Anywhere',
    'Work from home',
    'WFH',
    'Fully remote',
    'Distributed',
    'Telecommute',
    'Remote job',
    'Télétravail',
    'Teletrabajo',
    'Homeoffice',
    'Home-Office',
    'Home office',
    'Home Office, Germany',
    '100% Remote',
    'Remote-Friendly (Travel-Required)',
  ])('%s is remote', (location) => {
    expect(classify([location]).workplace).toBe('remote')
  })

  it('"Home Office" beside a city is a head office, not remote', () => {
    expect(classify(['Home Office - Dallas, TX']).workplace).toBe('unknown')
    expect(classify(['Home Office (Bentonville)'], 'onsite').workplace).toBe('onsite')
  })

  it('"Not remote" and "no remote" are on-site, whatever the flag says', () => {
    expect(classify(['Berlin (not remote)'], 'remote').workplace).toBe('onsite')
    expect(classify(['Munich - no remote'], 'remote').workplace).toBe('onsite')
  })

  it('keeps only the remote locations of a list that mixes offices and remote ones', () => {
    const reading = classify(['London, UK', 'Remote, US'])
    expect(reading).toMatchObject({ workplace: 'remote', remoteLocations: ['Remote, US'] })
    expect(reading.reason).toContain('Remote, US')
  })

  it('lets the other places say where when the remote location names none', () => {
    expect(
      classify(['San Francisco, CA', 'New York City, NY', 'Remote-Friendly (Travel-Required)'])
        .remoteLocations,
    ).toEqual(['San Francisco, CA', 'New York City, NY'])
    expect(classify(['SF / NY / Remote']).remoteLocations).toEqual(['SF', 'NY'])
  })

  it('keeps a bare remote location as written when nothing else names a place', () => {
    expect(classify(['Remote']).remoteLocations).toEqual(['Remote'])
  })
})

describe('hybrid', () => {
  it('words of hybrid beat a remote flag (Ashby and Recruitee flag hybrid roles remote)', () => {
    expect(classify(['Hybrid'], 'remote').workplace).toBe('hybrid')
    expect(classify(['London - hybrid - 3 days in office'], 'remote').workplace).toBe('hybrid')
    expect(classify(['Berlin'], 'remote', 'Product Manager (Hybrid)').workplace).toBe('hybrid')
    expect(
      classify(['Paris'], 'remote', 'Product Manager - 2 days a week in the office').workplace,
    ).toBe('hybrid')
    expect(classify(['Madrid (híbrido)'], 'remote').workplace).toBe('hybrid')
  })

  it('a hybrid flag is hybrid, even beside a remote location', () => {
    expect(classify(['Remote job'], 'hybrid')).toMatchObject({
      workplace: 'hybrid',
      reason: 'The API marks it hybrid',
    })
  })

  it('one location saying both is hybrid; a separate remote location among hybrid offices is remote', () => {
    expect(classify(['Remote or Hybrid - London']).workplace).toBe('hybrid')
    expect(classify(['London (Hybrid)', 'Remote, US'])).toMatchObject({
      workplace: 'remote',
      remoteLocations: ['Remote, US'],
    })
  })

  it('"hybrid" that names the work, not the workplace, does not count', () => {
    expect(classify(['Remote - EMEA'], 'unspecified', 'Hybrid Cloud Architect').workplace).toBe(
      'remote',
    )
    expect(
      classify(['Remote - EMEA'], 'unspecified', 'Account Director (Inside/Outside Hybrid Sales)')
        .workplace,
    ).toBe('remote')
  })
})

describe('the title', () => {
  it.each([
    ['Account Executive - EMEA Remote', ['EMEA Remote']],
    ['Data Science Intern | Fully Remote US', ['Fully Remote US']],
    ['Senior NodeJS Engineer - Remote Europe', ['Remote Europe']],
    ['Software Engineer (Remote, US)', ['US']],
    ['Growth Marketing Manager (Studio) - Remote', []],
    ['Remote Customer Support Agent', []],
  ])('"%s" is remote, open from %j', (title, scope) => {
    expect(classify([], 'unspecified', title)).toMatchObject({
      workplace: 'remote',
      remoteLocations: scope,
    })
  })

  it('is not remote when "remote" names the work', () => {
    expect(classify(['Boulder, CO'], 'unspecified', 'Remote Sensing Scientist').workplace).toBe(
      'unknown',
    )
    expect(classify(['Austin, TX'], 'unspecified', 'Distributed Systems Engineer').workplace).toBe(
      'unknown',
    )
  })

  it('on-site in the title beats a remote flag, not a location that says remote', () => {
    expect(classify(['Austin, TX'], 'remote', 'Technician (On-site)').workplace).toBe('onsite')
    expect(classify(['Remote, US'], 'unspecified', 'Technician (On-site)').workplace).toBe('remote')
  })
})

describe('flags and silence', () => {
  it('a remote flag with only cities is remote, every location kept (the country counts later)', () => {
    expect(classify(['Sandy, UT, United States'], 'remote')).toMatchObject({
      workplace: 'remote',
      remoteLocations: ['Sandy, UT, United States'],
      reason: 'The API marks it remote',
    })
    expect(classify([], 'remote')).toMatchObject({ workplace: 'remote', remoteLocations: [] })
  })

  it('an on-site flag is on-site; nothing said is unknown, and the reason says which', () => {
    expect(classify(['Chicago, IL'], 'onsite')).toMatchObject({
      workplace: 'onsite',
      reason: 'The API marks it on-site',
    })
    const unknown = classify(['Toronto', 'New York'])
    expect(unknown.workplace).toBe('unknown')
    expect(unknown.reason).toMatch(/^Nothing says remote/)
    expect(unknown.reason).toContain('"Toronto"; "New York"')
    expect(classify([]).reason).toContain('no location')
  })
})

describe('the shared samples', () => {
  it('Greenhouse: remote written in location.name', () => {
    const gitlab = greenhouseJobs('greenhouse/gitlab-jobs-content-remote-2.json')
    expect(classifyWorkplace(byTitle(gitlab, 'Account Executive - Italy'))).toMatchObject({
      workplace: 'remote',
      remoteLocations: ['Remote, Italy'],
    })
    expect(classifyWorkplace(byTitle(gitlab, 'AI Engineer'))).toMatchObject({
      workplace: 'remote',
      remoteLocations: ['Remote, US'],
    })
    for (const job of greenhouseJobs('greenhouse/smarterdx-jobs-content-remote-2.json')) {
      expect(classifyWorkplace(job)).toMatchObject({
        workplace: 'remote',
        remoteLocations: ['Remote (United States)'],
      })
    }
    // Three cities and no remote word: nothing says remote.
    expect(
      classifyWorkplace(greenhouseJobs('greenhouse/stripe-job-detail.json')[0]).workplace,
    ).toBe('unknown')
    expect(
      classifyWorkplace(greenhouseJobs('greenhouse/gong-job-detail-trimmed.json')[0]).workplace,
    ).toBe('unknown')
  })

  it('Lever: workplaceType and categories.location', () => {
    const demo = leverJobs('lever/leverdemo-postings-6.json')
    expect(demo.map((job) => classifyWorkplace(job).workplace)).toEqual([
      'hybrid',
      'hybrid',
      'unknown',
      'unknown',
      'remote',
      'hybrid',
    ])
    const peopleAi = leverJobs('lever/peopleai-postings-remote-4.json')
    expect(peopleAi.every((job) => classifyWorkplace(job).workplace === 'remote')).toBe(true)
    expect(classifyWorkplace(byTitle(peopleAi, 'Key Account Executive')).remoteLocations).toEqual([
      'Remote',
    ])
    expect(classifyWorkplace(leverJobs('lever/palantir-posting-detail.json')[0]).workplace).toBe(
      'hybrid',
    )
  })

  it('Ashby: isRemote with "Remote" among the secondary locations, the scope in the title', () => {
    const reedsy = ashbyJobs('ashby/reedsy-job-board-18-2025.json')
    expect(reedsy.every((job) => classifyWorkplace(job).workplace === 'remote')).toBe(true)
    expect(
      classifyWorkplace(byTitle(reedsy, 'Senior NodeJS Engineer - Remote Europe')).remoteLocations,
    ).toEqual([
      'United Kingdom',
      'France',
      'Netherlands',
      'Spain',
      'Poland',
      'Portugal',
      'Remote Europe',
    ])
    expect(
      classifyWorkplace(byTitle(reedsy, 'Customer Happiness Manager - Remote South East Asia'))
        .remoteLocations,
    ).toEqual(['Philippines', 'India', 'Thailand', 'Vietnam'])
  })

  it('SmartRecruiters: a city with remote: true, the scope in the title', () => {
    const hirevue = smartRecruitersJobs('smartrecruiters/hirevue-postings-remote-3.json')
    expect(
      classifyWorkplace(byTitle(hirevue, 'Data Science Intern | Fully Remote US')),
    ).toMatchObject({
      workplace: 'remote',
      remoteLocations: ['Sandy, UT, United States', 'Fully Remote US'],
    })
    expect(
      classifyWorkplace(byTitle(hirevue, 'Deal Desk Analyst | Fully Remote Poland and UK'))
        .remoteLocations,
    ).toEqual(['Warsaw, , Poland', 'Fully Remote Poland and UK'])
  })

  it('Workable: telecommuting, and nothing when it is false', () => {
    const crew = workableJobs('workable/crewai-widget-details-4.json')
    expect(classifyWorkplace(byTitle(crew, 'Customer Success Manager, LATAM'))).toMatchObject({
      workplace: 'remote',
      remoteLocations: ['São Paulo, State of São Paulo, Brazil'],
    })
    expect(
      classifyWorkplace(byTitle(crew, 'Full-Stack Engineer, Agent Management Platform')).workplace,
    ).toBe('unknown')
  })

  it('Recruitee: "Remote job" as the location; remote and hybrid both set is hybrid', () => {
    const aikido = recruiteeJobs('recruitee/aikido-offers-3.json')
    expect(classifyWorkplace(byTitle(aikido, 'Customer Success Engineer Tel Aviv'))).toMatchObject({
      workplace: 'remote',
      remoteLocations: ['Tel Aviv'],
    })
    expect(classifyWorkplace(byTitle(aikido, 'Office Manager Chicago')).workplace).toBe('onsite')
    expect(
      classifyWorkplace(
        byTitle(recruiteeJobs('recruitee/espeo-offers-trimmed-3.json'), 'AI Solutions Engineer'),
      ).workplace,
    ).toBe('hybrid')
    expect(
      recruiteeJobs('recruitee/acme-sanitized-offers-2.json').map(
        (job) => classifyWorkplace(job).workplace,
      ),
    ).toEqual(['hybrid', 'hybrid'])
  })

  it('Personio: an office named Remote', () => {
    const demo = personioJobs('personio/demo-account-positions-11.xml')
    expect(
      demo.filter((job) => classifyWorkplace(job).workplace === 'remote').map((job) => job.title),
    ).toEqual(['General Application', 'Go to Market Manager', 'Webdesigner'])
    expect(classifyWorkplace(byTitle(demo, 'Programme Advisor')).workplace).toBe('unknown')
    expect(
      personioJobs('personio/acme-sanitized-additional-offices.xml').map(
        (job) => classifyWorkplace(job).workplace,
      ),
    ).toEqual(['unknown', 'unknown'])
  })
})
