import type { CallToolResult, McpServer, StandardSchemaWithJSON, ToolCallback } from '@modelcontextprotocol/server'

import { ApiProblem } from '../publicApi/problem'
import { visitorProblem } from '../publicApi/visitorProblem'
import type { InTurn } from './oneAtATime'

/** What every tool of one server shares: where failures are logged, and the turn its calls take (oneAtATime). */
export type ToolContext = { logger: { error: (details: object, message: string) => void }; inTurn: InTurn }

type ToolConfig<Input extends StandardSchemaWithJSON, Output extends StandardSchemaWithJSON> = {
  title: string
  description: string
  inputSchema: Input
  outputSchema: Output
}

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const

/** A tool's answer: the structured result, and the same as JSON text for clients that read only text. */
const result = (structured: Record<string, unknown>): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(structured) }],
  structuredContent: structured,
})

/** A tool error the model can read and act on ("Not found: No job has that slug."). */
const refusal = (problem: ApiProblem): CallToolResult => ({
  isError: true,
  content: [{ type: 'text', text: `${problem.title}: ${problem.detail ?? problem.title}` }],
})

/**
 * Registers a read-only tool answering `produce`'s result. Every tool of the server is registered
 * here, so every call waits its turn behind the others of its request, and every failure is
 * answered alike: the API's own refusal (an unknown slug, a closed job) as it is, anything else
 * logged with the tool's name and told in plain words (visitorProblem); the SDK would otherwise
 * hand the model the error's message, SQL included.
 */
export const registerReadOnlyTool = <Input extends StandardSchemaWithJSON, Output extends StandardSchemaWithJSON>(
  server: McpServer,
  { logger, inTurn }: ToolContext,
  name: string,
  config: ToolConfig<Input, Output>,
  produce: (params: StandardSchemaWithJSON.InferOutput<Input>) => Promise<Record<string, unknown>>,
) => {
  const answer = async (params: StandardSchemaWithJSON.InferOutput<Input>) => {
    try {
      return result(await inTurn(() => produce(params)))
    } catch (error) {
      if (!(error instanceof ApiProblem)) logger.error({ err: error, tool: name }, 'MCP tool failed')
      return refusal(visitorProblem(error))
    }
  }
  // The SDK types a tool's callback by a conditional on its schema, which TypeScript cannot narrow for a generic one.
  return server.registerTool(name, { ...config, annotations: READ_ONLY }, answer as ToolCallback<Input>)
}
