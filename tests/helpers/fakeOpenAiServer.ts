import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type SeenRequest = { path: string; headers: IncomingMessage['headers']; body: any }
type Mode = 'answer' | 'fail' | 'hang'

/**
 * A loopback server that speaks the OpenAI chat-completions API, JSON and SSE streaming, so the
 * real provider (@ai-sdk/openai-compatible) is tested over real HTTP. `reply` picks the content.
 */
export const startFakeOpenAi = async (reply: (body: any) => string) => {
  const seen: SeenRequest[] = []
  let mode: Mode = 'answer'
  const hanging = new Set<() => void>()
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')
    seen.push({ path: request.url ?? '', headers: request.headers, body })
    if (mode === 'fail') {
      response.writeHead(500, { 'Content-Type': 'application/json' })
      return response.end(
        JSON.stringify({ error: { message: 'The model crashed', type: 'server_error' } }),
      )
    }
    if (mode === 'hang') return hanging.add(() => response.destroy())
    const content = reply(body)
    const base = { id: 'chatcmpl-test', created: Math.floor(Date.now() / 1000), model: body.model }
    if (!body.stream) {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      return response.end(
        JSON.stringify({
          ...base,
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
        }),
      )
    }
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' })
    const send = (delta: object, finish: string | null = null) =>
      response.write(
        `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      )
    send({ role: 'assistant', content: '' })
    for (const piece of content.match(/\S+\s*/g) ?? []) send({ content: piece })
    send({}, 'stop')
    response.end('data: [DONE]\n\n')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    seen,
    setMode: (next: Mode) => (mode = next),
    close: async () => {
      for (const end of hanging) end()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/** The chunks of an AI SDK UI message stream response: its text and its finish metadata. */
export const readUiMessageStream = async (response: Response) => {
  const events = (await response.text())
    .split('\n')
    .filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]')
    .map((line) => JSON.parse(line.slice(6)))
  return {
    events,
    text: events
      .filter((event) => event.type === 'text-delta')
      .map((event) => event.delta)
      .join(''),
    metadata: events.find((event) => event.type === 'finish')?.messageMetadata,
  }
}
