import path from 'node:path'

/** The flag-icons SVG (4×3) of a two-letter country code, or null for anything else. */
export const flagFilePath = (file: string, root = process.cwd()): string | null => {
  const match = /^([a-z]{2})\.svg$/.exec(file)
  return match ? path.join(root, 'node_modules/flag-icons/flags/4x3', `${match[1]}.svg`) : null
}
