/** The `token` of an emailed link, as Next passes search params (a repeated key gives a list). */
export const searchParamToken = (value: string | string[] | undefined): string | null => {
  const token = Array.isArray(value) ? value[0] : value
  return token?.trim() ? token.trim() : null
}
