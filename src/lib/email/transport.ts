import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import nodemailer, { type Transporter } from 'nodemailer'
import type { Transport } from 'nodemailer'

export const mailDir = () => path.resolve(process.env.MAIL_DIR || '.data/mail')

/**
 * Without an SMTP server every message becomes an .eml file in .data/mail/, its path logged, so
 * verification and reset links work on a machine with no mail server.
 */
type EmlSent = { envelope: object; messageId: string; file: string }

export const emlFileTransport = (dir: string, log: (line: string) => void = console.info): Transport<EmlSent | undefined> => ({
  name: 'eml-file',
  version: '1.0.0',
  send(mail, done) {
    const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`)
    mkdir(dir, { recursive: true })
      .then(() => pipeline(mail.message.createReadStream(), createWriteStream(file)))
      .then(() => {
        log(`Email to ${[mail.data.to].flat().join(', ')} written to ${file}`)
        done(null, { envelope: mail.message.getEnvelope(), messageId: mail.message.messageId(), file })
      })
      .catch((error: Error) => done(error, undefined))
  },
})

export const createMailTransport = (smtpUrl = process.env.SMTP_URL): Transporter =>
  smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport(emlFileTransport(mailDir()))
