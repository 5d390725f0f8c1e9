const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Characters XML 1.0 forbids anywhere in a document. */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

/** Text safe inside an XML element or attribute; characters XML 1.0 forbids are dropped. */
export const xmlText = (text: string) => text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => ENTITIES[char])

/**
 * Text inside CDATA, for readers that take it as it is (no entities): forbidden characters are
 * dropped, and a "]]>" in the text is split across two sections so it cannot end the element early.
 */
export const cdata = (text: string) => `<![CDATA[${text.replace(NOT_XML, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`

/**
 * Text for an element that feed readers render as HTML (RSS `<description>`): escaped as HTML
 * first, then as XML, so a reader that decodes the XML gets `&lt;img&gt;`, which it shows as text.
 */
export const htmlTextInXml = (text: string) => xmlText(xmlText(text))
