import { describe, expect, it } from 'vitest'

import {
  hiringLocationsOf,
  MAX_HIRING_LOCATIONS,
  UNSTATED_REMOTE_LOCATION,
} from '@/lib/ats/hiringLocations'
import { classifyWorkplace } from '@/lib/ats/workplace'
import { eligibilityOf } from '@/lib/places/eligibility'
import { REGIONS } from '@/lib/places/regions'

import {
  ashbyJobs,
  greenhouseJobs,
  leverJobs,
  recruiteeJobs,
  smartRecruitersJobs,
  workableJobs,
} from '../../helpers/atsSampleJobs'

const locationsOf = (job: Parameters<typeof classifyWorkplace>[0] & { countryCodes: string[] }) =>
  hiringLocationsOf(classifyWorkplace(job).remoteLocations, job.countryCodes)

describe('places as the board writes them', () => {
  it.each([
    ['Remote (United States)', ['United States']],
    ['Remote - US', ['United States']],
    ['US Remote', ['United States']],
    ['Remote, Italy', ['Italy']],
    ['Remote - EMEA', ['EMEA']],
    ['Remote (EU & UK)', ['EU', 'United Kingdom']],
    ['Remote (US or Canada)', ['United States', 'Canada']],
    ['Fully Remote Poland and UK', ['Poland', 'United Kingdom']],
    ['Remote-Friendly, United States', ['United States']],
    ['Berlin, Germany', ['Germany']],
    ['Sandy, UT, United States', ['United States']],
    ['Toronto, ON, CAN', ['Canada']],
    ['São Paulo, State of São Paulo, Brazil', ['Brazil']],
    ['Warsaw, , Poland', ['Poland']],
    ['Portugal (Lisbon)', ['Portugal']],
    ['Remote - Texas', ['United States']],
    ['Anywhere', ['Worldwide']],
    ['Remote - Worldwide', ['Worldwide']],
    ['Home office, Germany', ['Germany']],
    ['Télétravail, France', ['France']],
  ])('%s → %j', (location, expected) => {
    expect(hiringLocationsOf([location], [])).toEqual(expected)
  })

  it('writes ISO codes as country names', () => {
    expect(hiringLocationsOf(['Remote'], ['US'])).toEqual(['United States'])
    expect(hiringLocationsOf([], ['pl', 'DE', 'XX'])).toEqual(['Poland', 'Germany'])
  })

  it('every place it writes is one the eligibility reader knows', () => {
    const written = hiringLocationsOf(
      [
        'Remote (United States)',
        'Remote - EMEA',
        'Berlin, Germany',
        'Remote - APAC',
        'Remote - LATAM',
        'North America',
      ],
      [],
    )
    expect(eligibilityOf(written).unmatched).toEqual([])
  })
})

describe('what the source does not say', () => {
  it('never guesses Worldwide for a bare "Remote": the text it writes is marked for a moderator', () => {
    for (const bare of [
      ['Remote'],
      ['Remote job'],
      ['Remote-Friendly (Travel-Required)'],
      ['Homeoffice'],
      [],
    ]) {
      const written = hiringLocationsOf(bare, [])
      expect(written).toEqual([UNSTATED_REMOTE_LOCATION])
      expect(eligibilityOf(written)).toMatchObject({
        worldwide: false,
        countries: [],
        unmatched: [UNSTATED_REMOTE_LOCATION],
      })
    }
  })

  it("uses the API's countries only when no remote location names a place", () => {
    expect(hiringLocationsOf(['Sandy, UT'], ['US'])).toEqual(['United States'])
    expect(hiringLocationsOf(['Berlin'], ['DE'])).toEqual(['Germany'])
    expect(hiringLocationsOf(['Remote, US'], ['GB'])).toEqual(['United States'])
  })

  it('keeps what it cannot read as written: cities when nothing else is known, remote texts always', () => {
    expect(hiringLocationsOf(['Berlin'], [])).toEqual(['Berlin'])
    expect(hiringLocationsOf(['San Francisco, CA'], [])).toEqual(['San Francisco, CA'])
    expect(hiringLocationsOf(['Remote - Southeast Asia'], [])).toEqual(['Remote - Southeast Asia'])
    expect(hiringLocationsOf(['Remote - Southeast Asia', 'Remote - US'], [])).toEqual([
      'United States',
      'Remote - Southeast Asia',
    ])
    expect(hiringLocationsOf(['Dublin or remote in Ireland'], [])).toEqual([
      'Ireland',
      'Dublin or remote in Ireland',
    ])
  })

  it("reads two-letter codes that are a US state as often as a country only with the API's countries", () => {
    expect(hiringLocationsOf(['Remote - CA'], ['US'])).toEqual(['United States'])
    expect(hiringLocationsOf(['Remote - CA'], [])).toEqual(['Canada'])
    expect(hiringLocationsOf(['Atlanta, Georgia'], [])).toEqual(['Atlanta, Georgia'])
    expect(hiringLocationsOf(['Atlanta, Georgia'], ['US'])).toEqual(['United States'])
  })

  it('holds at most 20 locations of at most 100 characters, without repeats', () => {
    const many = Array.from({ length: 30 }, (_, index) => `Remote - Place ${index}`)
    expect(hiringLocationsOf(many, [])).toHaveLength(MAX_HIRING_LOCATIONS)
    const long = hiringLocationsOf([`Remote - ${'Somewhere '.repeat(20)}`], [])[0]
    expect(long.length).toBeLessThanOrEqual(100)
    expect(long.endsWith('…')).toBe(true)
    expect(hiringLocationsOf(['Remote, US', 'US Remote', 'Remote (United States)'], [])).toEqual([
      'United States',
    ])
  })
})

describe('the regions hiring systems use', () => {
  it('the ones regions.ts knows are kept as regions', () => {
    for (const region of [
      'EMEA',
      'APAC',
      'LATAM',
      'North America',
      'Europe',
      'Americas',
      'DACH',
      'Nordics',
    ]) {
      expect(REGIONS[region.toLowerCase()]).toBeDefined()
      expect(hiringLocationsOf([`Remote - ${region}`], [])).toEqual([region])
    }
  })

  it('the ones it does not know stay unread, as written, for a moderator', () => {
    for (const region of [
      'CET',
      'Southeast Asia',
      'AMER',
      'Scandinavia',
      'Western Europe',
      'CEE',
      'Baltics',
      'GCC',
    ]) {
      expect(REGIONS[region.toLowerCase()]).toBeUndefined()
      const written = hiringLocationsOf([`Remote - ${region}`], [])
      expect(written).toEqual([`Remote - ${region}`])
      expect(eligibilityOf(written).unmatched).toEqual(written)
    }
    // Partly known: what is known counts, and the text stays for a moderator.
    expect(hiringLocationsOf(['Remote - UK&I'], [])).toEqual(['United Kingdom', 'Remote - UK&I'])
  })
})

describe('the shared samples', () => {
  it('Greenhouse', () => {
    const [italy, us] = greenhouseJobs('greenhouse/gitlab-jobs-content-remote-2.json')
    expect(locationsOf(italy)).toEqual(['Italy'])
    expect(locationsOf(us)).toEqual(['United States'])
    for (const job of greenhouseJobs('greenhouse/smarterdx-jobs-content-remote-2.json'))
      expect(locationsOf(job)).toEqual(['United States'])
    // Gong's one office is "Remote (US)" while location.name lists five cities.
    const gong = greenhouseJobs('greenhouse/gong-job-detail-trimmed.json')[0]
    expect(locationsOf({ ...gong, locations: [...gong.locations, 'Remote (US)'] })).toEqual([
      'United States',
    ])
  })

  it('Lever: "Remote" with the posting\'s country', () => {
    const peopleAi = leverJobs('lever/peopleai-postings-remote-4.json')
    expect(peopleAi.map(locationsOf)).toEqual([
      ['United States'],
      ['United States'],
      ['United States'],
      ['Poland'],
    ])
    expect(locationsOf(leverJobs('lever/leverdemo-postings-6.json')[4])).toEqual(['Netherlands'])
  })

  it('Ashby: the countries beside "Remote", and the region the title names', () => {
    const reedsy = ashbyJobs('ashby/reedsy-job-board-18-2025.json')
    const europe = reedsy.find((job) => job.title === 'Senior NodeJS Engineer - Remote Europe')!
    expect(locationsOf(europe)).toEqual([
      'United Kingdom',
      'France',
      'Netherlands',
      'Spain',
      'Poland',
      'Portugal',
      'Europe',
    ])
    const americas = reedsy.find(
      (job) => job.title === 'Customer Happiness Manager - Remote Americas',
    )!
    expect(locationsOf(americas)).toEqual([
      'United States',
      'Argentina',
      'Canada',
      'Colombia',
      'Guatemala',
      'Mexico',
      'Americas',
    ])
    for (const job of reedsy) expect(eligibilityOf(locationsOf(job)).unmatched).toEqual([])
  })

  it('SmartRecruiters: the country of the city, and the places of the title', () => {
    const hirevue = smartRecruitersJobs('smartrecruiters/hirevue-postings-remote-3.json')
    expect(hirevue.map(locationsOf)).toEqual([
      ['United States'],
      ['Poland', 'United Kingdom'],
      ['Poland'],
    ])
  })

  it('Workable and Recruitee: the country of the city', () => {
    const crew = workableJobs('workable/crewai-widget-details-4.json')
    expect(locationsOf(crew[0])).toEqual(['Brazil'])
    expect(locationsOf(crew[1])).toEqual(['United States'])
    expect(locationsOf(workableJobs('workable/vasion-widget-details-2.json')[0])).toEqual([
      'Australia',
    ])
    const aikido = recruiteeJobs('recruitee/aikido-offers-3.json')
    expect(locationsOf(aikido[0])).toEqual(['Israel'])
    expect(locationsOf(aikido[1])).toEqual(['United Arab Emirates'])
  })
})
