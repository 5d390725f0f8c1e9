import type { Pool } from 'pg'

import { fillJobFit } from '../../migrations/20261123_224400_job_fit_backfill'
import { runSql } from '../../src/lib/db/runSql'

/**
 * Fills the jobs table with `count` realistic, varied jobs straight in SQL (Payload's one-by-one
 * creates would take an hour): every category, type, schedule, education, experience and salary,
 * 1-3 hiring locations each, a time-zone band on a third, descriptions of a few hundred characters,
 * and what saving each would derive (who may apply, yearly dollars). Deterministic (setseed).
 */
export const loadBenchJobs = async (pool: Pool, count: number) => {
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
              ARRAY['$40,000 - $60,000','$60k - $80k','$80,000 - $100,000','$100k - $130k','$130,000 - $160,000','€45,000 - €60,000','$35 - $50/hour','Not Specified'] AS salary,
              ARRAY['We are a fully remote team building tools people love. ','You will own projects end to end, write clear documents and work asynchronously across time zones. ','We offer a home-office budget, flexible hours, learning stipends and four weeks of paid leave. ','You bring curiosity, strong written communication and experience shipping work with distributed teams. ','Our stack includes TypeScript, PostgreSQL, React and a lot of automation. ','Help our customers succeed by answering questions quickly and kindly. '] AS sentence
     )
     INSERT INTO jobs (job_title, company_name, job_description, job_type, schedule_type, education_level, category,
                       experience_level, salary_range, posted_date, job_url, is_active, slug, review_status, expires_at, is_demo,
                       tz_min_offset, tz_max_offset)
     SELECT w.level[1 + floor(random() * 8)::int] || ' ' || w.role[1 + floor(random() * 16)::int],
            w.brand[1 + (i % 16)] || ' ' || w.suffix[1 + ((i / 16) % 10)] || ' ' || (i % 97),
            w.sentence[1 + floor(random() * 6)::int] || w.sentence[1 + floor(random() * 6)::int] || w.sentence[1 + floor(random() * 6)::int] || w.sentence[1 + floor(random() * 6)::int] || w.sentence[1 + floor(random() * 6)::int],
            w.job_type[1 + floor(random() * 6)::int]::enum_jobs_job_type,
            w.schedule[1 + floor(random() * 3)::int]::enum_jobs_schedule_type,
            CASE WHEN random() < 0.15 THEN NULL ELSE w.education[1 + floor(random() * 6)::int]::enum_jobs_education_level END,
            w.category[1 + floor(random() * 12)::int]::enum_jobs_category,
            CASE WHEN random() < 0.1 THEN NULL ELSE w.experience[1 + floor(random() * 5)::int]::enum_jobs_experience_level END,
            CASE WHEN random() < 0.1 THEN NULL ELSE w.salary[1 + floor(random() * 8)::int] END,
            now() - random() * interval '28 days',
            'https://jobs.example.com/bench/' || i,
            random() > 0.05,
            'bench-job-' || i,
            'approved',
            now() + interval '30 days',
            true,
            -- A third hire in one band of time zones, set here rather than updated after (benchTimeZones).
            CASE WHEN i % 3 = 0 THEN (ARRAY[-10, -1, 5])[1 + (i / 3) % 3] END,
            CASE WHEN i % 3 = 0 THEN (ARRAY[-3, 3, 13])[1 + (i / 3) % 3] END
       FROM generate_series(1, $1::int) AS i, words w`,
    [count],
  )
  await pool.query(
    `WITH places AS (SELECT ARRAY['Worldwide','USA','Canada','UK','Germany','Europe','Latin America','Asia-Pacific','India','Brazil','Spain','Netherlands'] AS p)
     INSERT INTO jobs_texts ("order", parent_id, path, text)
     SELECT n, j.id, 'hiring_locations', places.p[1 + ((j.id * 7 + n * 5) % 12)]
       FROM jobs j, places, generate_series(1, 3) AS n
      WHERE j.slug LIKE 'bench-job-%' AND n <= 1 + (j.id % 3)`,
  )
  // A database loaded before jobs had time zones gets them now; a no-op on a new one.
  await benchTimeZones(pool)
  // Who may apply and the yearly salary, as saving each job through Payload would have stored them.
  await fillJobFit((query) => runSql(pool, query))
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

