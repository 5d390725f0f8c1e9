import { isDataException, isNulCharacterError, NUL_CHARACTER } from '../db/sqlState'
import { ApiProblem } from './problem'

/**
 * What a visitor of the public API or the MCP server is told of a failure: the API's own refusal
 * as it is, a value the database refused (SQLSTATE class 22) as a bad parameter in our words, and
 * anything else as a plain internal error. Neither the SQL nor the database's words ever leave;
 * the caller logs the error itself.
 */
export const visitorProblem = (error: unknown): ApiProblem => {
  if (error instanceof ApiProblem) return error
  if (isNulCharacterError(error)) return new ApiProblem(400, 'Bad parameters', NUL_CHARACTER)
  if (isDataException(error)) return new ApiProblem(400, 'Bad parameters', 'A parameter holds a value that cannot be searched for.')
  return new ApiProblem(500, 'Internal error', 'Something went wrong on our side. Please try again shortly.')
}
