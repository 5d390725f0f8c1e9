import { convert } from 'html-to-text'
import type { EmailAdapter } from 'payload'

/**
 * Every email leaves with a plain-text part beside its HTML, for mail programs and readers that
 * show text: the site's own emails write theirs (emailLayout), and the ones Payload sends itself
 * (the account confirmation, the password reset) get one made from their HTML.
 */
export const withPlainText =
  <T>(adapter: EmailAdapter<T>): EmailAdapter<T> =>
  (args) => {
    const inner = adapter(args)
    return {
      ...inner,
      sendEmail: (message) =>
        inner.sendEmail(
          message.text || typeof message.html !== 'string'
            ? message
            : { ...message, text: convert(message.html, {
                wordwrap: 78,
                selectors: [
                  { selector: 'h1', options: { uppercase: false } },
                  { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
                ],
              }) },
        ),
    }
  }
