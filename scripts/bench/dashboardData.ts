import type { Pool } from 'pg'

/**
 * What the dashboard reads besides jobs, at a busy board's size, straight in SQL: jobs by all four
 * sources with 2% pending review, 20,000 subscribers confirmed over a year, 5,000 job alerts, ten
 * link checks of 100,000 links (the last deactivating 2,000 jobs), and 30 days of AI tool calls.
 * The bench jobs stop being demo jobs (the jobs chart leaves demo jobs out). Run once per database.
 */
export const loadDashboardBench = async (pool: Pool) => {
  await pool.query(`UPDATE jobs SET is_demo = false,
      posted_via = (ARRAY['form', 'employer-page', 'api', NULL])[1 + id % 4]::enum_jobs_posted_via,
      review_status = CASE WHEN id % 50 = 0 THEN 'pending' ELSE 'approved' END::enum_jobs_review_status
    WHERE slug LIKE 'bench-job-%'`)
  await pool.query(`INSERT INTO subscribers (email, status, confirmed_at, updated_at, created_at)
    SELECT 'reader' || i || '@bench.example',
           (CASE WHEN i % 10 = 0 THEN 'pending' WHEN i % 13 = 0 THEN 'unsubscribed' ELSE 'confirmed' END)::enum_subscribers_status,
           CASE WHEN i % 10 = 0 THEN NULL ELSE now() - (i % 365) * interval '1 day' END, now(), now()
      FROM generate_series(1, 20000) AS i ON CONFLICT DO NOTHING`)
  await pool.query(`INSERT INTO job_alerts (member_id, query, label, frequency, status, updated_at, created_at)
    SELECT m.id, '?q=engineer', 'engineer', (ARRAY['daily', 'weekly'])[1 + i % 2]::enum_job_alerts_frequency,
           (CASE WHEN i % 7 = 0 THEN 'paused' ELSE 'active' END)::enum_job_alerts_status, now(), now()
      FROM generate_series(1, 5000) AS i, (SELECT id FROM members ORDER BY id LIMIT 1) m`)
  const { rows: runs } = await pool.query<{
    id: number
  }>(`INSERT INTO link_check_runs (trigger, status, progress, started_at, finished_at,
      total_count, valid_count, broken_count, blocked_count, unknown_count, updated_at, created_at)
    SELECT 'scheduled', 'completed', 100, now() - (10 - i) * interval '1 day', now() - (10 - i) * interval '1 day' + interval '20 minutes',
           100000, 95000 - i * 100, 2000 + i * 100, 2000, 1000, now(), now()
      FROM generate_series(1, 10) AS i RETURNING id`)
  await pool.query(
    `INSERT INTO link_check_runs_rels ("order", parent_id, path, jobs_id)
    SELECT row_number() OVER (), $1::int, 'deactivated', id FROM (SELECT id FROM jobs ORDER BY id LIMIT 2000) j`,
    [Math.max(...runs.map((run) => run.id))],
  )
  await pool.query(`INSERT INTO ai_tool_calls (day, tool, engine, calls)
    SELECT (now() AT TIME ZONE 'UTC')::date - d, tool, engine, 50 + (d * 7 + length(tool)) % 200
      FROM generate_series(0, 29) AS d,
           unnest(ARRAY['parse-resume', 'optimize-resume', 'generate-cover-letter', 'interview-coach', 'linkedin-optimizer']) AS tool,
           unnest(ARRAY['model', 'built-in']) AS engine
    ON CONFLICT DO NOTHING`)
  for (const table of [
    'jobs',
    'subscribers',
    'job_alerts',
    'link_check_runs',
    'link_check_runs_rels',
    'ai_tool_calls',
  ])
    await pool.query(`VACUUM ANALYZE ${table}`)
}
