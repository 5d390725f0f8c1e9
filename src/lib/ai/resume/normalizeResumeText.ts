import { withoutLetterSpacing } from './headings'
import { findPeriod, isMonthName, isOpenEnd, withoutPeriod } from './periods'

// "  o Built a framework": a typed letter o stands for a hollow bullet in plain-text resumes.
const BULLET_GLYPHS = /^[ \t]*(?:[•●▪■◦‣∙·○►▸➢✓✔\uF0B7\uF0A7\uF076\uF0D8](?=\s|\S)|o(?=[ \t]+\p{Lu}))/u

/** A resume written in Markdown (a README, a pandoc source): its marks are not its words. */
const looksLikeMarkdown = (text: string) => /^(#{1,6} |[-=]{3,}\s*$)/m.test(text) || /\*\*[^*\n]+\*\*/.test(text)

/**
 * Markdown made plain: underlined (setext) and "#" headings as heading lines, bold and italic
 * marks, definition and quote markers and link syntax removed, a definition's wrapped lines joined.
 */
const plainMarkdown = (text: string) =>
  withoutBodyLinkTargets(text
    // YAML front matter and HTML comments are the file's settings and notes, not the resume.
    .replace(/^---\n[\s\S]*?\n---[ \t]*\n/, '')
    .replace(/<!--[\s\S]*?-->/g, ''))
    .replace(/^(.+)\n[=-]{3,}[ \t]*$/gm, '\n$1\n')
    .replace(/^#{1,6}\s+(.+?)\s*#*$/gm, '\n$1\n')
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, '$1 $2')
    .replace(/\*\*([^*\n]+)\*\*|__([^_\n]+)__/g, '$1$2')
    .replace(/(^|[\s(])\*([^*\n]+)\*(?=[\s).,;:]|$)/gm, '$1$2')
    .replace(/(^|[\s(])_([^_\n]+)_(?=[\s).,;:]|$)/gm, '$1$2')
    // Code spans side by side ("`TypeScript` `React`"), as badge lists are written: one item each.
    .replace(/`([^`\n]+)`(?=[ \t]*`)/g, '$1 ·')
    .replace(/`([^`\n]+)`/g, '$1')
    // ":   **BSc**; University of" + "    HomeTown": a definition's wrapped line goes on with it.
    .replace(/^(:[ \t]+\S.*)\n {2,}(?=\S)(?![-*•])/gm, '$1 ')
    .replace(/^\s*[:>]\s+/gm, '')
    .replace(/\\$/gm, '')
    .replace(/^\s*([-*_])\1{2,}\s*$/gm, '')

/** "SKILLS --------", "== Education ==": a plain-text heading drawn with a rule; the words are the heading. */
const withoutRule = (line: string) => line.replace(/^\s*[=~#*_-]{2,}\s*(.+?)\s*[=~#*_-]{2,}\s*$|^(.{2,40}?)\s*[=~#*_-]{4,}\s*$/, '$1$2')

/**
 * Below the first heading a link is its text ("[Acme Corp](https://acme.example)" is Acme Corp);
 * above it, in the contact line, the target is a fact too ("[LinkedIn](https://linkedin.com/in/x)").
 */
const withoutBodyLinkTargets = (text: string) => {
  // The first section heading ("## Experience"); "# Jane Doe" above it is the name.
  const firstHeading = text.search(/^#{2,6}\s/m)
  if (firstHeading < 0) return text
  return text.slice(0, firstHeading) + text.slice(firstHeading).replace(/\[([^\]]+)\]\((?:https?:|mailto:)[^)]*\)/g, '$1')
}

/** A word that is an address, not prose: an email, a web address, a handle. */
const ADDRESS = /@|:\/\/|^[\w-]+\.[a-z]{2,}\b/i

/**
 * "• Reconcile expenses and prepare monthly statements in QuickBooks" + "Online.": a long bullet
 * with no end mark, then a short line that ends the sentence (no date, no company's "Inc."), is one
 * bullet wrapped where the page ended.
 */
const endsWrappedBullet = (previous: string, line: string) =>
  previous.startsWith('•') &&
  previous.length >= 50 &&
  !/[.!?:;]$/.test(previous) &&
  !line.startsWith('•') &&
  /^[\p{L}(]/u.test(line) &&
  /[.!?]\)?$/.test(line) &&
  line.split(/\s+/).length <= 8 &&
  !/\b(inc|co|corp|ltd|llc|plc)\.$/i.test(line) &&
  !findPeriod(line)

/** "Aug 2020 –" over "present": a period broken after its dash, in a narrow date column. */
/**
 * "Senior Analyst" / "•" / "Nordwind Logistics": a separator glyph a design tool set on a line of
 * its own between a job's title and its employer parts two cells of one line, not two entries.
 */
const joinAtLoneBullet = (lines: string[], line: string) => {
  const previous = lines.at(-1)
  if (previous === '•' && lines.length >= 2 && lines[lines.length - 2] && line && !line.startsWith('•')) {
    lines.pop()
    lines[lines.length - 1] = `${lines[lines.length - 1]} • ${line}`
  } else lines.push(line)
  return lines
}

/** "• Sept 2002 – June 2006", "• present": a calendar icon read as a bullet before dates alone; dates are no list item. */
const withoutDateIcon = (line: string) => {
  const dates = line.match(/^•\s*(.+)$/)?.[1] ?? ''
  return dates && ((findPeriod(dates) && !withoutPeriod(dates, findPeriod(dates))) || isOpenEnd(dates)) ? dates : line
}

const joinSplitPeriods = (lines: string[], line: string) => {
  const previous = lines.at(-1) ?? ''
  const start = /[–—-]$/.test(previous) ? findPeriod(previous) : ''
  if (start && line.split(/\s+/).length <= 3 && findPeriod(`${start} ${line}`).length > start.length + 1) lines[lines.length - 1] = `${previous} ${line}`
  else lines.push(line)
  return lines
}

/**
 * "oct. 2016 – | Doctorante contractuelle" over "déc. 2019 | Études sur …", "jan. – juin | …" over
 * "2020 | …": a narrow column of dates wrapped each period onto the next line. The end of the
 * period goes back to its start, in the first cell of the line above.
 */
const joinWrappedDateCells = (lines: string[], line: string) => {
  const previous = lines.at(-1) ?? ''
  const [start, ...rest] = previous.split(' | ')
  const [end, ...after] = line.split(' | ')
  // What a cut period looks like before the dates are read (most lines are none): a start that
  // ends on a dash or names months only, an end of a few words with a figure.
  const cut = rest.length > 0 && /\d/.test(end) && end.split(/\s+/).length <= 3 && start.split(/\s+/).length <= 4 && (/[–—-]$/.test(start) || !/\d/.test(start))
  const joined = `${start} ${end}`
  const period = cut ? findPeriod(joined) : ''
  const wrapped = cut && period.length > findPeriod(start).length + 1 && !withoutPeriod(joined, period) && !withoutPeriod(end, findPeriod(end))
  if (!wrapped) lines.push(line)
  else {
    lines[lines.length - 1] = [joined, ...rest].join(' | ')
    if (after.length) lines.push(after.join(' | '))
  }
  return lines
}

/**
 * A line that goes on in lower case is the wrapped end of the line before ("results obtained,"
 * + "lessons learned …"). "iOS Developer", "eBay" and "jane@example.com" start no such line.
 */
const joinWrappedLines = (lines: string[], line: string) => {
  const previous = lines.at(-1)
  const goesOn = (/^\p{Ll}+[\s,;)]/u.test(line) && !ADDRESS.test(line.split(' ')[0] ?? '')) || endsWrappedBullet(previous ?? '', line)
  if (previous && goesOn && !/[.!?:]$/.test(previous) && !ADDRESS.test(previous.split(' ').at(-1) ?? '')) lines[lines.length - 1] = `${previous} ${line}`
  else lines.push(line)
  return lines
}

/**
 * "… an aim to contribute | positively | towards | the achievement of its objectives": the wide
 * gaps of a justified line read as cells. In a sentence (ten words or more, several of them the
 * small words prose is made of) a cell that goes on in lower case is the sentence going on.
 */
const withoutJustifiedGaps = (line: string) => {
  if (!line.includes(' | ')) return line
  // "Optimisation | des | Systèmes | et | Processus", "Actuellement | en | école": a cell that is a
  // lone little word (no table has one) says the whole line is prose spread by justification.
  const cells = line.split(' | ')
  if (cells.length >= 3 && cells.some((cell) => LITTLE_WORD.test(cell.trim())) && cells.every((cell) => cell.trim().split(/\s+/).length <= 4)) return cells.join(' ')
  if (line.split(/\s+/).length < 10) return line
  const small = line.match(/(?<![\p{L}])(?:the|and|to|of|in|with|for|a|an|its|my|our|by|on|at|as)(?![\p{L}])/gu) ?? []
  return small.length >= 3 ? line.replace(/ \| (?=\p{Ll})/gu, ' ') : line
}

/** The little words prose is made of, in the languages the reader knows, as a whole cell. */
const LITTLE_WORD = /^(?:the|and|to|of|in|with|for|an|its|my|our|by|on|at|as|et|de|des|du|le|la|les|en|un|une|pour|avec|dans|sur|au|aux|el|los|las|y|con|por|para|del|und|der|die|das|mit|für|von|zu|im|com|em|do|da|dos|das|het|een|van|voor|met|il|di|per|nel)$/i

/** A typed list item's mark and the spaces after it: "  - ", "* ", "  o ", "• ". */
const HANGING_BULLET = /^[ \t]*(?:[-*•●▪■◦‣∙·○►▸➢✓✔\uF0B7\uF0A7\uF076\uF0D8]|o(?=[ \t]+\p{Lu}))[ \t]+/u

/**
 * "  • Built a framework for a web app:" + "    900 tests, run on every pull request": in typed
 * text, a line indented as deep as the bullet's words goes on with that bullet.
 */
const joinHangingLines = (lines: string[], line: string) => {
  const previous = lines.at(-1) ?? ''
  const bullet = previous.match(HANGING_BULLET)
  const indent = line.match(/^[ ]*/)?.[0].length ?? 0
  if (bullet && line.trim() && !HANGING_BULLET.test(line) && indent >= bullet[0].length && indent > 0 && indent <= bullet[0].length + 3)
    lines[lines.length - 1] = `${previous.trimEnd()} ${line.trim()}`
  else lines.push(line)
  return lines
}

/**
 * Typed text in two columns, labels and dates on the left and everything else indented to one
 * column ("12/2022 – present     HR Business Partner"): a line with both is "label | text", as the
 * document reader sets a margin label beside its line.
 */
const withMarginLabels = (text: string) => {
  const lines = text.split('\n')
  const indents = new Map<number, number>()
  for (const line of lines) {
    const indent = line.match(/^ {8,}(?=\S)/)?.[0].length
    if (indent) indents.set(indent, (indents.get(indent) ?? 0) + 1)
  }
  const [column, count] = [...indents.entries()].sort((a, b) => b[1] - a[1])[0] ?? [0, 0]
  if (count < 5) return text
  return lines
    .map((line) => {
      const label = line.match(/^(\S.*?\S|\S) {2,}(?=\S)/)
      return label && label[0].length === column ? `${label[1]} | ${line.slice(column)}` : line
    })
    .join('\n')
}

/**
 * "J A NUAR I 2023—JUNI202 3", "202 0 — 2023": a builder's kerning read as spaces inside the dates,
 * and none between a month and its year. A month's letters parted by spaces are joined when they
 * spell a month; a year's last digit goes back on it; a month glued to its year is parted from it.
 */
const withoutKernedDates = (line: string) =>
  /\d/.test(line)
    ? line
        .replace(/(?<![\p{L}\d])(?:\p{L}{1,4} ){1,5}\p{L}{1,4}(?![\p{L}])/gu, (letters) => (isMonthName(letters.replace(/ /g, '')) ? letters.replace(/ /g, '') : letters))
        // Only inside dates: after a dash or a month, or before a dash (a phone's "201 1" stays).
        // (A few characters either side are enough to tell, and keep a long line's work linear.)
        .replace(/(?<![\d.,/])((?:19|20)\d) (\d)(?![\p{L}\d.,/:])/gu, (split, year: string, digit: string, at: number, text: string) => {
          const before = text.slice(Math.max(0, at - 12), at).trimEnd()
          const dated = /[—–-]$/.test(before) || isMonthName(before.match(/\p{L}+$/u)?.[0] ?? '') || /^\s*[—–-]/.test(text.slice(at + split.length, at + split.length + 4))
          return dated ? `${year}${digit}` : split
        })
        .replace(/(?<![\p{L}])(\p{L}{3,})((?:19|20)\d{2})(?!\d)/gu, (glued, month: string, year: string) => (isMonthName(month) ? `${month} ${year}` : glued))
    : line

/** The accents TeX's older fonts set as glyphs of their own, and the marks they stand for. */
const SPACING_ACCENTS: Record<string, string> = { '´': '\u0301', '`': '\u0300', '¨': '\u0308', 'ˆ': '\u0302', '˜': '\u0303', 'ˇ': '\u030C', '˘': '\u0306', '˝': '\u030B' }

/**
 * "Gesti´on", "Moll`a", "Administraci ´on", "Fran¸cois": a PDF from LaTeX's older fonts gives an
 * accent as a character of its own before its letter (a cedilla after it), sometimes with the
 * kerning read as a space: the letter with its accent. Only before a letter that takes such an
 * accent, so "don`t" keeps its mark; a dotless "ı" under an accent is an "i".
 */
const withTexAccents = (text: string) =>
  /[´`¨ˆ˜ˇ˘˝¸]/.test(text)
    ? text
        .replace(/(?<=\p{L}) ?([´¨ˆ˜ˇ˘˝])(?=[aeiouyıAEIOUYncszrlgNCSZRLG])|(?<=\p{L}) ?(`)(?=[aeiouıAEIOU])|(?<=\s|^)([´`¨ˆ˜ˇ˘˝])(?=[aeiouyıAEIOUY])/gmu, '\u0000$1$2$3')
        .replace(/\u0000(.)(ı|\p{L})/gu, (_, accent: string, letter: string) => `${letter === 'ı' ? 'i' : letter}${SPACING_ACCENTS[accent]}`)
        .replace(/¸([cCsS])|([cCsS])¸/g, '$1$2\u0327')
        .normalize('NFC')
    : text

/**
 * Text as a PDF or Word extraction hands it over, made plain: TeX's separate accents put on their letters, soft hyphens, zero-width characters
 * and decorative emoji dropped, ligatures spelled out, tabs and dot leaders between words as cells
 * (" | "), odd spaces as single spaces, every kind of bullet glyph as "•", words hyphenated across a
 * line break joined, wrapped bullets and split periods joined, page markers removed.
 */
export const normalizeResumeText = (raw: string) =>
  withMarginLabels(((text: string) => (looksLikeMarkdown(text) ? plainMarkdown(text) : text))(withTexAccents(raw.replace(/\r\n?/g, '\n'))))
    .replace(/[\u2010\u2011]/g, '-')
    // "Lead Teacher -- Aug. 2019 to present": a typewriter's dash.
    .replace(/(?<=\S) -- (?=\S)/g, ' – ')
    .replace(/-{2,}(?=\p{L})/gu, '-')
    // "🎓 Education", "💡 Product designer …": an emoji before a heading or a line is decoration.
    .replace(/^[ \t]*(?:\p{Extended_Pictographic}[\uFE0F\u200D]*)+[ \t]*(?=\S)/gmu, '')
    .replace(/[\u00AD\u200B-\u200D\u2060\uFEFF\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
    .replace(/\uFB00/g, 'ff')
    .replace(/\uFB01/g, 'fi')
    .replace(/\uFB02/g, 'fl')
    .replace(/\uFB03/g, 'ffi')
    .replace(/\uFB04/g, 'ffl')
    // "SVT / STORYN BAKOM ∫ 2022": a design font's ornament between the employer and the dates (an
    // integral sign, as its glyph maps) parts two cells; no resume writes one as a word.
    .replace(/[ \t]+∫[ \t]+(?=\S)/g, ' | ')
    // "Rodamientos y Sellos, C.A.| Maracaibo": a bar typed against a word parts cells as a spaced one does.
    .replace(/(?<=[\p{L}\d.)])\|(?=[ \t])/gu, ' |')
    .replace(/(?<=[ \t])\|(?=\p{L})/gu, '| ')
    // "Global Ocean Institute . . . . . . March 2018 – Present": a dot leader parts two cells.
    .replace(/[ \t]*(?:\.[ \t]?){4,}[ \t]*(?=\S)/g, ' | ')
    // "Medical Assistant⇥Ocotillo Family Medicine Group⇥2019 - present": tabs between words part cells.
    .replace(/(\S)[ ]*\t[\t ]*(?=\S)/g, '$1 | ')
    .replace(/[\t\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' ')
    .replace(/^\s*-- \d+ of \d+ --\s*$/gm, '')
    // "Konabari, Gazipur | ➢ Plan sea and air shipments …": a table row whose next cell is a list;
    // the list starts a line ("2020–present | • Lead Pharmacist, …" is a job's dates and header).
    .replace(/^(.+?) \| (?=[•●▪■◦‣∙○►▸➢✓✔\uF0B7\uF0A7\uF076\uF0D8]\s)/gm, (row, cell: string) => (findPeriod(cell) === cell.trim() ? row : `${cell}\n`))
    // "•⇥Process 40–50 claims a day": the tab after a typed bullet is the bullet's.
    .replace(/^([ \t]*[•●▪■◦‣∙○►▸➢✓✔*-]) \| /gm, '$1 ')
    // "Page 1 of 2", "Jasmine Flores – Resume Page 2": a PDF's page furniture, pasted with its text.
    .replace(/^[ \t]*(?:[^\n]{0,60}\s[–—|-]\s*)?(?:(?:resume|résumé|cv|curriculum vitae)[ ,–—-]*)?page \d{1,2}(?: of \d{1,2})?[ \t]*$/gim, '')
    // "Powered by TCPDF (www.tcpdf.org)", "Created with Resume.io": an online builder's stamp, no line of the resume.
    .replace(/^[ \t]*(?:(?:powered by|created (?:with|by|using)|made with|generated (?:by|with)|built with)\s+[\w.-]+(?:\s+\([^()\n]{0,60}\))?[ \t]*)+$/gim, '')
    // "• Travel booking • Canva graphics": a symbol font's bullet inside a line as well.
    .replace(/(?<=\S[ \t]+)[\uF0B7\uF0A7\uF076\uF0D8](?=[ \t])/g, '•')
    .replace(/(\p{Ll})-\n(\p{Ll})/gu, '$1$2')
    .split('\n')
    .map(withoutJustifiedGaps)
    .map(withoutKernedDates)
    .reduce(joinHangingLines, [])
    .map((line) =>
      withoutDateIcon(withoutLetterSpacing(withoutRule(line).replace(BULLET_GLYPHS, '•').trim()).replace(/ {2,}/g, ' ')),
    )
    .reduce(joinAtLoneBullet, [])
    .reduce(joinSplitPeriods, [])
    .reduce(joinWrappedDateCells, [])
    .reduce(joinWrappedLines, [])
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
