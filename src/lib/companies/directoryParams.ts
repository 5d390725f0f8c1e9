/** The longest search text the directory accepts; longer input is cut, not refused. */
export const MAX_QUERY_LENGTH = 100

type SearchParamValue = string | string[] | undefined

const first = (value: SearchParamValue) => (Array.isArray(value) ? value[0] : value)

/** The directory's state from its URL: ?q=…&page=… (bad or missing values fall back to defaults). */
export const directoryParams = (params: Record<string, SearchParamValue>) => {
  const q = (first(params.q) ?? '').trim().slice(0, MAX_QUERY_LENGTH)
  const page = Number(first(params.page))
  return { q, page: Number.isSafeInteger(page) && page >= 1 ? page : 1 }
}
