export const E2E_PORT = Number(process.env.E2E_PORT || 3100)

export const E2E_ADMIN = { email: 'admin@e2e.example', password: 'e2e-admin-password' }

/** The link checker's journey serves its fixture links here; the server may reach only this. */
export const E2E_LINK_FIXTURE_PORT = Number(process.env.E2E_LINK_FIXTURE_PORT || E2E_PORT + 91)

/** The hiring-system import's journey serves the seven APIs here (ATS_API_BASE). */
export const E2E_ATS_PORT = Number(process.env.E2E_ATS_PORT || E2E_PORT + 92)

/** The browser: `npm test` finds one (scripts/lib/findChromium.ts) and passes it on as CHROMIUM_PATH. */
export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/** The server under test: its own data directory, database port and mail folder. */
export const E2E_ENV: Record<string, string> = {
  ...(process.env as Record<string, string>),
  PORT: String(E2E_PORT),
  SITE_URL: `http://localhost:${E2E_PORT}`,
  DATA_DIR: '.data/e2e',
  EMBEDDED_PG_PORT: process.env.E2E_PG_PORT || '54332',
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  SEED_DEMO: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  // Journeys post and sign up far more often than a person would.
  RATE_LIMIT_MULTIPLIER: '1000',
  // One proxy hop is trusted, as behind a load balancer: a journey that needs several visitors at
  // once (hostile-documents) says who each one is in X-Forwarded-For; without it, the socket's.
  TRUST_PROXY: '1',
  // The link checker's SSRF guard lets the journey's loopback fixture through, and nothing else.
  LINK_CHECK_ALLOW: `127.0.0.1:${E2E_LINK_FIXTURE_PORT}`,
  // Every hiring system's API is the journey's loopback server: nothing reaches the real ones.
  ATS_API_BASE: `http://127.0.0.1:${E2E_ATS_PORT}`,
}
if (process.env.E2E_DATABASE_URL) E2E_ENV.DATABASE_URL = process.env.E2E_DATABASE_URL
else delete E2E_ENV.DATABASE_URL
