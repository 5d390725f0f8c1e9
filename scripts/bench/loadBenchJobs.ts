import type { Pool } from 'pg'

import { readEligibility, readSalary } from '../../src/lib/jobs/jobFit'

const SALARIES = ['$40,000 - $60,000', '$60k - $80k', '$80,000 - $100,000', '$100k - $130k', '$130,000 - $160,000', '€45,000 - €60,000', '$35 - $50/hour', 'Not Specified']
const PLACES = ['Worldwide', 'USA', 'Canada', 'UK', 'Germany', 'Europe', 'Latin America', 'Asia-Pacific', 'India', 'Brazil', 'Spain', 'Netherlands']

/** Job i hires in one to three places, the same for every i with the same remainder by 12. */
const placesOf = (kind: number) => Array.from({ length: 1 + (kind % 3) }, (_, n) => PLACES[(kind * 7 + (n + 1) * 5) % 12])
const KINDS = Array.from({ length: 12 }, (_, kind) => ({ kind, places: placesOf(kind), ...readEligibility(placesOf(kind)) }))

/**
 * Fills the jobs table with `count` realistic, varied jobs straight in SQL (Payload's one-by-one
 * creates would take an hour): every category, type, schedule, education, experience and salary,
 * 1-3 hiring locations each, a time-zone band on a third, descriptions of a few hundred characters,
 * and what saving each would derive (who may apply, yearly dollars), read by the functions saving
 * uses from the few distinct texts and written with the rows, never updated after. Deterministic
 * (setseed).
 */
export const loadBenchJobs = async (pool: Pool, count: number) => {
  const stored = await pool.query<{ currency: string; usd_per_unit: string }>('SELECT currency, usd_per_unit FROM exchange_rates_rates')
  const rates = stored.rows.map((row) => ({ currency: row.currency, usdPerUnit: Number(row.usd_per_unit) }))
  // Index 0 is a job without a salary text; the first nine for a full-time job, the next nine for
  // a part-time or contract one (its hourly pay is no yearly figure: the texts state no hours).
  const texts = [null, ...SALARIES]
  const salaries = [true, false].flatMap((fullTime) => texts.map((text) => readSalary(text, { rates }, { fullTime, weeklyHours: null })))
  await pool.query('SELECT setseed(0.42)')
  await pool.query(
    `WITH words AS (
       SELECT ARRAY['Senior','Staff','Lead','Junior','Principal','Remote','Mid-Level','Associate'] AS level,
              ARRAY['Backend Engineer','Frontend Engineer','Product Designer','Data Analyst','Support Specialist','Marketing Manager','Account Executive','DevOps Engineer','Technical Writer','Recruiter','Financial Analyst','Legal Counsel','Operations Manager','Product Manager','Data Scientist','QA Engineer'] AS role,
              ARRAY['Acme','Globex','Initech','Umbrella','Hooli','Vandelay','Stark','Wayne','Wonka','Tyrell','Cyberdyne','Soylent','Aperture','Black Mesa','Oscorp','Massive Dynamic'] AS brand,
              ARRAY['Labs','Cloud','Systems','Works','Digital','Health','Pay','AI','Studio','Remote'] AS suffix,
              ARRAY['Engineering','Design','Marketing','Sales','Customer Support','Data','Operations','Product','Finance','HR','Legal','Other'] AS category,
              ARRAY['Full-Time','Full-Time','Full-Time','Part-Time','Contract','Internship'] AS job_type,
              ARRAY['Flexible','Fixed','Time-Zone Overlap'] AS schedule,
              ARRAY['High School','Associate Degree','Bachelor''s Degree','Master''s Degree','PhD','Not Required'] AS education,
              ARRAY['Entry Level','Mid Level','Senior Level','Lead','Executive'] AS experience,
              ARRAY['We are a fully remote team building tools people love. ','You will own projects end to end, write clear documents and work asynchronously across time zones. ','We offer a home-office budget, flexible hours, learning stipends and four weeks of paid leave. ','You bring curiosity, strong written communication and experience shipping work with distributed teams. ','Our stack includes TypeScript, PostgreSQL, React and a lot of automation. ','Help our customers succeed by answering questions quickly and kindly. '] AS sentence
     ),
     picks AS (SELECT i, CASE WHEN random() < 0.1 THEN 0 ELSE 1 + floor(random() * 8)::int END AS salary, 1 + floor(random() * 6)::int AS job_type
                 FROM generate_series(1, $1::int) AS i)
     INSERT INTO jobs (job_title, company_name, job_description, job_type, schedule_type, education_level, category,
                       experience_level, salary_range, posted_date, job_url, is_active, slug, review_status, expires_at, is_demo,
                       tz_min_offset, tz_max_offset, salary_min_usd, salary_max_usd, salary_needs_review,
                       open_worldwide, eligibility_unread, eligibility_needs_review)
     SELECT w.level[1 + floor(random() * 8)::int] || ' ' || w.role[1 + floor(random() * 16)::int],
            w.brand[1 + (i % 16)] || ' ' || w.suffix[1 + ((i / 16) % 10)] || ' ' || (i % 97),
            w.sentence[1 + floor(random() * 6)::int] || w.sentence[1 + floor(random() * 6)::int] || w.sentence[1 + floor(random() * 6)::int] || w.sentence[1 + floor(random() * 6)::int] || w.sentence[1 + floor(random() * 6)::int],
            w.job_type[p.job_type]::enum_jobs_job_type,
            w.schedule[1 + floor(random() * 3)::int]::enum_jobs_schedule_type,
            CASE WHEN random() < 0.15 THEN NULL ELSE w.education[1 + floor(random() * 6)::int]::enum_jobs_education_level END,
            w.category[1 + floor(random() * 12)::int]::enum_jobs_category,
            CASE WHEN random() < 0.1 THEN NULL ELSE w.experience[1 + floor(random() * 5)::int]::enum_jobs_experience_level END,
            ($2::text[])[p.salary + 1],
            now() - random() * interval '28 days',
            'https://jobs.example.com/bench/' || i,
            random() > 0.05,
            'bench-job-' || i,
            'approved',
            now() + interval '30 days',
            true,
            -- A third hire in one band of time zones, set here rather than updated after (benchTimeZones).
            CASE WHEN i % 3 = 0 THEN (ARRAY[-10, -1, 5])[1 + (i / 3) % 3] END,
            CASE WHEN i % 3 = 0 THEN (ARRAY[-3, 3, 13])[1 + (i / 3) % 3] END,
            ($3::numeric[])[p.salary + 1 + 9 * (p.job_type IN (4, 5))::int], ($4::numeric[])[p.salary + 1 + 9 * (p.job_type IN (4, 5))::int],
            ($5::boolean[])[p.salary + 1 + 9 * (p.job_type IN (4, 5))::int],
            ($6::boolean[])[i % 12 + 1], ($7::text[])[i % 12 + 1], ($8::boolean[])[i % 12 + 1]
       FROM picks p, words w`,
    [
      count,
      texts,
      salaries.map((fit) => fit.salary_min_usd),
      salaries.map((fit) => fit.salary_max_usd),
      salaries.map((fit) => fit.salaryNeedsReview),
      KINDS.map((kind) => kind.openWorldwide),
      KINDS.map((kind) => kind.eligibilityUnread),
      KINDS.map((kind) => kind.eligibilityNeedsReview),
    ],
  )
  // Each job's places and the countries they open it to, by its number's kind (the slug's number).
  const benchJobs = `SELECT id, substring(slug FROM 11)::int % 12 AS kind FROM jobs WHERE slug LIKE 'bench-job-%'`
  const places = KINDS.flatMap((kind) => kind.places.map((text, order) => ({ kind: kind.kind, order: order + 1, text })))
  await pool.query(
    `INSERT INTO jobs_texts ("order", parent_id, path, text)
     SELECT p.ord, j.id, 'hiring_locations', p.text
       FROM (${benchJobs}) j JOIN unnest($1::int[], $2::int[], $3::text[]) AS p(kind, ord, text) USING (kind)`,
    [places.map((place) => place.kind), places.map((place) => place.order), places.map((place) => place.text)],
  )
  const countries = KINDS.flatMap((kind) => kind.eligibleCountries.map((code, order) => ({ kind: kind.kind, order: order + 1, code })))
  await pool.query(
    `INSERT INTO jobs_eligible_countries ("order", parent_id, value)
     SELECT c.ord, j.id, c.code::enum_jobs_eligible_countries
       FROM (${benchJobs}) j JOIN unnest($1::int[], $2::int[], $3::text[]) AS c(kind, ord, code) USING (kind)`,
    [countries.map((country) => country.kind), countries.map((country) => country.order), countries.map((country) => country.code)],
  )
  // A database loaded before jobs had time zones gets them now; a no-op on a new one.
  await benchTimeZones(pool)
  // What autovacuum does on a live database: statistics, and the visibility map index-only scans need.
  await pool.query('VACUUM ANALYZE jobs')
  await pool.query('VACUUM ANALYZE jobs_texts')
  await pool.query('VACUUM ANALYZE jobs_eligible_countries')
}

/**
 * A third of the bench jobs hire in one band of time zones (Americas, Europe/Africa, Asia-Pacific).
 * Also run on a database loaded before jobs had time zones; a no-op once they have them.
 */
export const benchTimeZones = (pool: Pool) =>
  pool.query(
    `UPDATE jobs SET tz_min_offset = (ARRAY[-10, -1, 5])[1 + (id / 3) % 3], tz_max_offset = (ARRAY[-3, 3, 13])[1 + (id / 3) % 3]
      WHERE slug LIKE 'bench-job-%' AND id % 3 = 0 AND tz_min_offset IS NULL`,
  )

