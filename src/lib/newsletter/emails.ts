import { emailLayout } from '../email/emailLayout'
import { siteUrl } from '../site/siteUrl'

export const confirmationEmail = (link: string) => ({
  subject: 'Confirm your Remote Passport newsletter subscription',
  ...emailLayout({
    heading: 'Please confirm your subscription',
    paragraphs: [
      'You asked to receive the Remote Passport weekly newsletter of new remote jobs and digital nomad tips.',
      'Confirm within 48 hours with the button below. If it was not you, ignore this email: nothing will be sent.',
    ],
    action: { href: link, label: 'Confirm my subscription' },
  }),
})

export type DigestJob = { job_title: string; company_name: string; slug: string; job_type: string | null; hiring_locations: string[] }

export const digestEmail = (jobs: DigestJob[], total: number, unsubscribe: string) => {
  const lines = jobs.map((job) => `${job.job_title} at ${job.company_name} (${[job.job_type, ...job.hiring_locations].filter(Boolean).join(', ')}): ${siteUrl()}/jobs/${job.slug}`)
  const { html, text } = emailLayout({
    heading: `${total} new remote job${total === 1 ? '' : 's'} this week`,
    paragraphs: [...lines, ...(total > jobs.length ? [`And ${total - jobs.length} more on the board.`] : []), `Unsubscribe: ${unsubscribe}`],
    action: { href: `${siteUrl()}/jobs`, label: 'Browse all remote jobs' },
  })
  return { subject: `${total} new remote job${total === 1 ? '' : 's'} this week on Remote Passport`, html, text }
}
