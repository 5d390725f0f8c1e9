import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { type ParsedMail, simpleParser } from 'mailparser'

/** Every .eml the site wrote to MAIL_DIR, parsed as a mail client would. */
export const mailsInFolder = async (dir = process.env.MAIL_DIR!): Promise<ParsedMail[]> => {
  const folder = path.resolve(dir)
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort()
  return Promise.all(names.map(async (name) => simpleParser(await readFile(path.join(folder, name)))))
}

export const recipients = (mail: ParsedMail) =>
  [mail.to].flat().flatMap((address) => address?.value.map((entry) => entry.address) ?? [])

/** Whether a written mail has a text/plain part of its own (a mail client would otherwise make one up from the HTML). */
export const hasPlainTextPart = async (subject: string, dir = process.env.MAIL_DIR!) => {
  const folder = path.resolve(dir)
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'))
  const raws = await Promise.all(names.map((name) => readFile(path.join(folder, name), 'utf8')))
  const mail = raws.find((raw) => raw.includes(`Subject: ${subject}`))
  return Boolean(mail && /Content-Type: text\/plain/i.test(mail))
}
