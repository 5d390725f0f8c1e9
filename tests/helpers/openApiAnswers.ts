import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

/** An answer of the public API as a test read it. */
export type ApiAnswer = { status: number; contentType: string | null; json: unknown }

const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)
let compiled = 0

/**
 * The problems (none when it matches) of an answer against what the OpenAPI document says this
 * path answers with that status and media type, read with a JSON Schema 2020-12 validator
 * (OpenAPI 3.1's own dialect), independently of the zod schemas the document came from.
 */
export const undocumented = (document: Record<string, any>, path: string, answer: ApiAnswer): string[] => {
  const response = document.paths?.[path]?.get?.responses?.[String(answer.status)]
  if (!response) return [`${path} does not document status ${answer.status}`]
  const mediaType = answer.contentType?.split(';')[0] ?? ''
  const schema = response.content?.[mediaType]?.schema
  if (!schema) return [`${path} ${answer.status} does not document ${mediaType || 'an answer without a media type'}`]
  const validate = ajv.compile({ ...schema, components: document.components, $id: `https://openapi.test/answers/${++compiled}` })
  return validate(answer.json) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`)
}
