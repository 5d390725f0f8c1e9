import { sql } from '@payloadcms/db-postgres/drizzle'

import { jobs, jobs_eligible_countries, jobs_texts } from '@/payload-generated-schema'
import type { Job } from '@/payload-types'

/** Payload keeps a hasMany text field in jobs_texts, a row per value, its path the field's name. */
const HIRING_LOCATIONS = 'hiring_locations' satisfies keyof Job

/** The jobs_texts rows holding the hiring locations of the job in the enclosing query. */
const ofThisJob = sql`${jobs_texts.parent} = ${jobs.id} AND ${jobs_texts.path} = ${HIRING_LOCATIONS}`

/** The job's hiring locations in their order, as an array column. */
export const hiringLocations = sql`ARRAY(SELECT ${jobs_texts.text} FROM ${jobs_texts} WHERE ${ofThisJob} ORDER BY ${jobs_texts.order})`

/** Whether any of the job's hiring locations is one of `locations`. */
export const hiringLocationIn = (locations: string[]) =>
  sql`EXISTS (SELECT 1 FROM ${jobs_texts} WHERE ${ofThisJob} AND ${jobs_texts.text} = ANY(${sql.param(locations)}::text[]))`

/** The hiring-location rows joined to their jobs (FROM … for counting jobs per location). */
export const hiringLocationRows = sql`${jobs_texts} JOIN ${jobs} ON ${jobs.id} = ${jobs_texts.parent} AND ${jobs_texts.path} = ${HIRING_LOCATIONS}`

/** The countries whose residents may apply to the job in the enclosing query (empty when worldwide). */
export const eligibleCountries = sql`ARRAY(SELECT ${jobs_eligible_countries.value}::text FROM ${jobs_eligible_countries} WHERE ${jobs_eligible_countries.parent} = ${jobs.id} ORDER BY ${jobs_eligible_countries.order})`
