import { NewsletterSignup } from '@/components/newsletter/NewsletterSignup'

export function NewsletterSection() {
  return (
    <section aria-labelledby="newsletter-heading" className="bg-slate-900 text-white">
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-16 sm:px-6 md:grid-cols-2 md:items-center">
        <div>
          <h2 id="newsletter-heading" className="text-3xl font-bold tracking-tight">
            Get Remote Jobs in Your Inbox
          </h2>
          <p className="mt-3 text-slate-300">
            Join 10,000+ subscribers who get the week’s best remote jobs and digital nomad tips
            every week. No spam, unsubscribe at any time.
          </p>
        </div>
        <NewsletterSignup source="home" tone="dark" />
      </div>
    </section>
  )
}
