import { describe, expect, it } from 'vitest'

import { isTimeZone, offsetHoursOf, offsetLabel, overlapHours, rangeLabel, timeZoneChoices, TZ_PRESETS, withinRange } from '@/lib/places/timeZones'

const winter = new Date('2026-01-15T12:00:00Z')
const summer = new Date('2026-07-15T12:00:00Z')

describe('a zone’s offset today', () => {
  it('follows daylight saving', () => {
    expect(offsetHoursOf('Europe/Lisbon', winter)).toBe(0)
    expect(offsetHoursOf('Europe/Lisbon', summer)).toBe(1)
    expect(offsetHoursOf('America/Los_Angeles', winter)).toBe(-8)
    expect(offsetHoursOf('America/Los_Angeles', summer)).toBe(-7)
    expect(offsetHoursOf('Australia/Sydney', winter)).toBe(11)
  })

  it('keeps half and quarter hours', () => {
    expect(offsetHoursOf('Asia/Kolkata', winter)).toBe(5.5)
    expect(offsetHoursOf('Asia/Kathmandu', winter)).toBe(5.75)
    expect(offsetHoursOf('UTC', winter)).toBe(0)
  })

  it('refuses what is not a zone', () => {
    for (const zone of ['Mars/Olympus', 'Europe/Lisbon; DROP TABLE jobs', '../etc/passwd', '', 'x'.repeat(80)]) {
      expect(isTimeZone(zone), zone).toBe(false)
      expect(offsetHoursOf(zone, winter)).toBeNull()
    }
  })
})

describe('a job’s range', () => {
  it('admits the offsets inside it, and anyone without one', () => {
    expect(withinRange({ min: -8, max: -3 }, -5)).toBe(true)
    expect(withinRange({ min: -8, max: -3 }, 0)).toBe(false)
    expect(withinRange(null, 9)).toBe(true)
    expect(withinRange(TZ_PRESETS['europe-africa'], 1)).toBe(true)
    expect(withinRange(TZ_PRESETS['asia-pacific'], 5.5)).toBe(true)
  })

  it('counts the working hours a seeker shares with it', () => {
    expect(overlapHours({ min: -8, max: -3 }, -5)).toBe(8)
    expect(overlapHours({ min: -8, max: -3 }, 0)).toBe(5)
    expect(overlapHours({ min: -8, max: -3 }, 5.5)).toBe(0)
    expect(overlapHours({ min: -1, max: 3 }, 5.5)).toBe(5.5)
  })

  it('is written as people read it', () => {
    expect(rangeLabel({ min: -8, max: -3 })).toBe('UTC−8 to UTC−3')
    expect(offsetLabel(5.5)).toBe('UTC+5:30')
    expect(offsetLabel(0)).toBe('UTC+0')
  })
})

describe('"Your hours": every zone a seeker may pick', () => {
  it('lists every zone the runtime knows, west to east, labelled with its offset that day', () => {
    const summer = new Date('2026-07-01T12:00:00Z')
    const choices = timeZoneChoices(summer)
    expect(choices.length).toBeGreaterThan(300)
    expect(choices).toContainEqual({ zone: 'Asia/Tokyo', label: '(UTC+9) Asia/Tokyo' })
    expect(choices.find((choice) => /^Asia\/(Kolkata|Calcutta)$/.test(choice.zone))?.label).toMatch(/^\(UTC\+5:30\) Asia\//)
    expect(choices).toContainEqual({ zone: 'America/Sao_Paulo', label: '(UTC−3) America/Sao Paulo' })
    expect(choices).toContainEqual({ zone: 'Europe/Lisbon', label: '(UTC+1) Europe/Lisbon' })
    const offsets = choices.map((choice) => offsetHoursOf(choice.zone, summer)!)
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b))
    expect(timeZoneChoices(new Date('2026-01-15T12:00:00Z'))).toContainEqual({ zone: 'Europe/Lisbon', label: '(UTC+0) Europe/Lisbon' })
  })
})
