import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'

import { BankingProviders } from './collections/BankingProviders'
import { Companies } from './collections/Companies'
import { EsimProviders } from './collections/EsimProviders'
import { Favorites } from './collections/Favorites'
import { Guides } from './collections/Guides'
import { HiringPlatforms } from './collections/HiringPlatforms'
import { InsuranceProviders } from './collections/InsuranceProviders'
import { JobAlerts } from './collections/JobAlerts'
import { EmployerLinks } from './collections/EmployerLinks'
import { Jobs } from './collections/Jobs'
import { LinkCheckRuns } from './collections/LinkCheckRuns'
import { Members } from './collections/Members'
import { PostingPlans } from './collections/PostingPlans'
import { ResourceCategories } from './collections/ResourceCategories'
import { Resources } from './collections/Resources'
import { Subscribers } from './collections/Subscribers'
import { Users } from './collections/Users'
import { Visas } from './collections/Visas'
import { Payments } from './collections/Payments'
import { PostingCredits } from './collections/PostingCredits'
import { JobSources } from './collections/JobSources'
import { ExchangeRates } from './globals/ExchangeRates'
import { LinkCheckerSettings } from './globals/LinkCheckerSettings'
import { JobImportSettings } from './globals/JobImportSettings'
import { SiteSettings } from './globals/SiteSettings'
import { PremiumPlan } from './globals/PremiumPlan'
import { jobsConfig } from './tasks'
import { STAFF_VIEWS } from './src/lib/access/staffViews'
import { answerBadInput, retryAfterOnTooMany } from './src/lib/api/answerBadInput'
import { hardenConfig } from './src/lib/api/hardenConfig'
import { onInit } from './src/lib/site/onInit'
import { payloadSecret } from './src/lib/site/payloadSecret'
import { siteUrl } from './src/lib/site/siteUrl'
import { createMailTransport } from './src/lib/email/transport'
import { withPlainText } from './src/lib/email/withPlainText'
import { poolOptions } from './src/lib/db/poolOptions'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  hooks: { afterError: [answerBadInput, retryAfterOnTooMany] },
  serverURL: siteUrl(),
  secret: payloadSecret(),
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: {
      titleSuffix: ' · Remote Passport admin',
      description: 'Remote Passport: jobs, companies and nomad guides, kept by its editors and moderators.',
      icons: [{ rel: 'icon', type: 'image/x-icon', url: '/favicon.ico' }],
      openGraph: { siteName: 'Remote Passport', images: [{ url: '/og-image.png', width: 1200, height: 630 }] },
    },
    avatar: 'default',
    components: {
      afterNavLinks: [
        '/src/components/admin/ReviewQueue/ReviewQueueNavLink#ReviewQueueNavLink',
        '/src/components/admin/linkChecker/LinkCheckerNavLink#LinkCheckerNavLink',
      ],
      beforeDashboard: ['/src/components/admin/dashboard/StaffDashboard#StaffDashboard'],
      views: {
        // Payload serves a custom view to anyone (each checks its user); exact, so no path below it is the view too.
        reviewQueue: {
          Component: '/src/components/admin/ReviewQueue/ReviewQueueView#ReviewQueueView',
          path: STAFF_VIEWS.reviewQueue.path,
          exact: true,
        },
        linkChecker: {
          Component: '/src/components/admin/linkChecker/LinkCheckerView#LinkCheckerView',
          path: STAFF_VIEWS.linkChecker.path,
          exact: true,
          meta: { title: 'Link Checker' },
        },
      },
    },
  },
  collections: [
    Jobs,
    Companies,
    PostingPlans,
    LinkCheckRuns,
    Visas,
    ResourceCategories,
    Resources,
    InsuranceProviders,
    BankingProviders,
    EsimProviders,
    HiringPlatforms,
    Guides,
    Users,
    Members,
    Favorites,
    JobAlerts,
    Subscribers,
    Payments,
    PostingCredits,
    JobSources,
    EmployerLinks,
  ],
  globals: [SiteSettings, LinkCheckerSettings, JobImportSettings, ExchangeRates, PremiumPlan],
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: poolOptions(),
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  email: nodemailerAdapter({
    defaultFromAddress: process.env.MAIL_FROM || 'hello@remotepassport.example',
    defaultFromName: 'Remote Passport',
    skipVerify: true,
    transport: createMailTransport(),
  }).then(withPlainText),
  jobs: jobsConfig,
  onInit,
  graphQL: { disable: true },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
}).then(hardenConfig)
