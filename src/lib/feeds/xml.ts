const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Text safe inside an XML element or attribute; characters XML 1.0 forbids are dropped. */
export const xmlText = (text: string) =>
  text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (char) => ENTITIES[char])

/**
 * Text for an element that feed readers render as HTML (RSS `<description>`): escaped as HTML
 * first, then as XML, so a reader that decodes the XML gets `&lt;img&gt;`, which it shows as text.
 */
export const htmlTextInXml = (text: string) => xmlText(xmlText(text))
