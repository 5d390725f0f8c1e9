import type { AddressInfo } from 'node:net'

import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A real SMTP server on loopback that keeps every message it receives, parsed. */
export const startSmtpServer = async (port = 0) => {
  const received: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail)
          done()
        })
        .catch(done)
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: bound } = server.server.address() as AddressInfo
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A raw header of a parsed message (mailparser folds List-* headers into one object). */
export const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '')
