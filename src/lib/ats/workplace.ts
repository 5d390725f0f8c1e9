import type { SourceJob } from './types'
import {
  namesOfficeDays,
  readsAsPlace,
  withoutWorkplaceWords,
  workplaceSaidIn,
} from './workplaceWords'

/** Where the work is done, as the import reads it; only 'remote' becomes a job. */
export type WorkplaceReading = {
  workplace: 'remote' | 'hybrid' | 'onsite' | 'unknown'
  /** The places the remote role is open from, as written (empty unless remote, or when nothing names one). */
  remoteLocations: string[]
  /** Why, in a sentence for the admin's import report. */
  reason: string
}

/** How one location list string holds several places: "SF / NY / Remote", "London; Remote". */
const COMPOSITE = /\s*[;|]\s*|\s+\/\s+/

/** How a title sets off its workplace: "Engineer - Remote Europe", "Intern | Fully Remote US", "Analyst (Hybrid)". */
const TITLE_PARTS = /\s+[-–—|·]\s+|\s*[|()[\]{}]\s*|\s+\/\s+|\s*,\s+/

/** Remote as the first word of a title, except where it names the work itself ("Remote Sensing Analyst"). */
const LEADING_REMOTE =
  /^(?:fully |100% )?remote\s+(?!sensing|monitoring|patient|access|control|pilot|operat|support|desktop|device|deposit|site|infrastructure|learning|teaching|tutor|management)\w/i

type TitleReading = { says: 'remote' | 'hybrid' | 'onsite' | null; part: string; scope: string[] }

/**
 * What the title says of the workplace: a part of it that is only a workplace word, or one with a
 * place ("EMEA Remote", "Fully Remote Poland and UK"), or office days; and, when remote, the places
 * it names ("Remote Europe" → "Remote Europe"), which join the remote locations.
 */
const readTitle = (title: string): TitleReading => {
  const parts = title
    .split(TITLE_PARTS)
    .map((part) => part.trim())
    .filter(Boolean)
  const saying = parts
    .map((part) => ({
      part,
      says: workplaceSaidIn(part, 'title'),
      rest: withoutWorkplaceWords(part),
    }))
    .filter(
      ({ part, says, rest }) =>
        says && (rest === '' || readsAsPlace(rest) || (says === 'hybrid' && namesOfficeDays(part))),
    )
  const found =
    saying.find(({ says }) => says === 'hybrid') ??
    saying.find(({ says }) => says === 'onsite') ??
    saying.find(({ says }) => says === 'remote') ??
    (LEADING_REMOTE.test(title.trim()) || /\sremote$/i.test(title.trim())
      ? { part: title.trim(), says: 'remote' as const, rest: '' }
      : undefined)
  if (!found?.says) return { says: null, part: '', scope: [] }
  if (found.says !== 'remote') return { says: found.says, part: found.part, scope: [] }
  const scope = [
    ...saying.filter(({ says, rest }) => says === 'remote' && rest !== '').map(({ part }) => part),
    ...parts.filter((part) => !workplaceSaidIn(part, 'title') && readsAsPlace(part)),
  ]
  return { says: 'remote', part: found.part, scope }
}

/** A location string with a bare remote part among places ("SF / NY / Remote") is read as its parts. */
const partsOf = (location: string): string[] => {
  if (workplaceSaidIn(location) !== 'remote') return [location]
  const parts = location
    .split(COMPOSITE)
    .map((part) => part.trim())
    .filter(Boolean)
  const bareRemote = (part: string) =>
    workplaceSaidIn(part) === 'remote' && withoutWorkplaceWords(part) === ''
  return parts.length > 1 && parts.some(bareRemote) ? parts : [location]
}

const quoted = (texts: string[]) => texts.map((text) => `"${text}"`).join('; ')

/**
 * THE classifier: whether a role is remote, hybrid or on-site, read from the API's flag, the
 * locations and the title together. In order:
 * - a hybrid flag, or hybrid in the title ("(Hybrid)", "3 days in office"), is hybrid: Ashby and
 *   Recruitee also flag hybrid roles remote, so words of hybrid beat a remote flag;
 * - a location that says remote ("Remote - US", "US Remote", "Anywhere", "Télétravail",
 *   "Homeoffice") makes it remote, even beside office cities ("London, UK; Remote, US"): the remote
 *   locations that name a place are where it is open from. A bare one ("Remote", "Remote job")
 *   leaves the others (the places beside it, then what the title names) to say where;
 * - else a location that says hybrid is hybrid (one string that says both, "Remote or hybrid",
 *   counts as hybrid), and on-site words in the title or a location are on-site;
 * - else a remote flag, or remote in the title ("- EMEA Remote", "| Fully Remote US"), is remote,
 *   and every location is where (SmartRecruiters' "Sandy, UT" on a remote role: the country
 *   counts, read later), with the places the title names;
 * - else an on-site flag is on-site, and nothing at all is unknown. Both are skipped.
 * "Remote-Friendly (Travel-Required)" is remote: the work is done from home, and travelling now
 * and then is not the regular office days that make a role hybrid. "Home office" with a space is
 * remote only alone or with a country or region (German boards); beside a city it is a head office.
 */
export const classifyWorkplace = (
  job: Pick<SourceJob, 'title' | 'locations' | 'workplace'>,
): WorkplaceReading => {
  const locations = [
    ...new Set(
      job.locations.map((location) => location.replace(/\s+/g, ' ').trim()).filter(Boolean),
    ),
  ]
  const entries = locations.flatMap(partsOf).map((text) => ({ text, says: workplaceSaidIn(text) }))
  const title = readTitle(job.title ?? '')
  const saying = (says: WorkplaceReading['workplace'] | null) =>
    entries.filter((entry) => entry.says === says).map(({ text }) => text)
  const plainPlaces = saying(null)

  if (job.workplace === 'hybrid')
    return { workplace: 'hybrid', remoteLocations: [], reason: 'The API marks it hybrid' }
  if (title.says === 'hybrid')
    return {
      workplace: 'hybrid',
      remoteLocations: [],
      reason: `The title says hybrid: "${title.part}"`,
    }

  const remote = saying('remote')
  if (remote.length) {
    const placed = remote.filter((text) => withoutWorkplaceWords(text) !== '')
    const elsewhere = [...plainPlaces, ...title.scope]
    const remoteLocations = placed.length ? placed : elsewhere.length ? elsewhere : remote
    return {
      workplace: 'remote',
      remoteLocations,
      reason: `A location says remote: ${quoted(remote)}`,
    }
  }

  const hybrid = saying('hybrid')
  if (hybrid.length)
    return {
      workplace: 'hybrid',
      remoteLocations: [],
      reason: `A location says hybrid: ${quoted(hybrid)}`,
    }
  if (title.says === 'onsite')
    return {
      workplace: 'onsite',
      remoteLocations: [],
      reason: `The title says on-site: "${title.part}"`,
    }
  const onsite = saying('onsite')
  if (onsite.length)
    return {
      workplace: 'onsite',
      remoteLocations: [],
      reason: `A location says on-site: ${quoted(onsite)}`,
    }

  const remoteLocations = [...plainPlaces, ...title.scope]
  if (job.workplace === 'remote')
    return { workplace: 'remote', remoteLocations, reason: 'The API marks it remote' }
  if (title.says === 'remote')
    return {
      workplace: 'remote',
      remoteLocations,
      reason: `The title says remote: "${title.part}"`,
    }
  if (job.workplace === 'onsite')
    return { workplace: 'onsite', remoteLocations: [], reason: 'The API marks it on-site' }
  return {
    workplace: 'unknown',
    remoteLocations: [],
    reason: locations.length
      ? `Nothing says remote: no remote flag, and neither the title nor the locations (${quoted(locations)}) say so`
      : 'Nothing says remote: no remote flag, no location, and the title does not say so',
  }
}
