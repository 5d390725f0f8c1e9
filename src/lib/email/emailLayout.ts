const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

type Link = { href: string; label: string }

/** `links` are further links under the paragraphs, e.g. the page to manage a job; `action` is the main button. */
type Email = { heading: string; paragraphs: string[]; links?: Link[]; action?: Link }

/** The site's emails: one simple, readable layout in HTML and the same words as plain text. */
export const emailLayout = ({ heading, paragraphs, links = [], action }: Email) => {
  const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escape(heading)}</h1>
${paragraphs.map((text) => `<p>${escape(text)}</p>`).join('\n')}
${links.map((link) => `<p><a href="${escape(link.href)}">${escape(link.label)}</a></p>`).join('\n')}
${action ? `<p><a href="${escape(action.href)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escape(action.label)}</a></p>
<p style="font-size:13px;color:#475569">Or open this link: ${escape(action.href)}</p>` : ''}
<p style="font-size:13px;color:#475569">Remote Passport</p>
</body></html>`
  const text = [heading, '', ...paragraphs.flatMap((paragraph) => [paragraph, '']), ...links.flatMap((link) => [`${link.label}: ${link.href}`, '']), ...(action ? [`${action.label}: ${action.href}`, ''] : []), 'Remote Passport'].join('\n')
  return { html, text }
}
