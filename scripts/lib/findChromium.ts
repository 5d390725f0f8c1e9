/**
 * The Chromium the end-to-end tests drive, found so that `npm test` needs no set-up step: the
 * one CHROMIUM_PATH names, else Debian's or Ubuntu's, Google Chrome, or Playwright's own download.
 * Where there is none and this user may install Debian's (root with apt-get), it is installed,
 * saying so; otherwise the answer says exactly what to run.
 */
export type ChromiumSearch = {
  /** CHROMIUM_PATH, when set. */
  given: string | undefined
  /** Where Playwright keeps the Chromium `npx playwright install chromium` downloads. */
  playwrightOwn: string | undefined
  exists: (file: string) => boolean
  /** Root on a machine with apt-get. */
  canInstall: boolean
  /** Installs Debian's package; true when it worked. */
  install: () => boolean
  say: (line: string) => void
}

export const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome-stable', '/usr/bin/google-chrome']

export const INSTALL_COMMAND = 'sudo apt-get install -y chromium'

export type ChromiumFound = { path: string } | { problem: string }

export const findChromium = (search: ChromiumSearch): ChromiumFound => {
  if (search.given) {
    return search.exists(search.given)
      ? { path: search.given }
      : { problem: `CHROMIUM_PATH is ${search.given}, where there is no file. Point it at a Chromium binary, or unset it to use the system's.` }
  }
  const found = [...SYSTEM_CHROMIUMS, ...(search.playwrightOwn ? [search.playwrightOwn] : [])].find(search.exists)
  if (found) return { path: found }
  if (search.canInstall) {
    search.say('No Chromium was found for the end-to-end tests: installing Debian\'s (apt-get install -y chromium)…')
    if (search.install() && search.exists(SYSTEM_CHROMIUMS[0])) return { path: SYSTEM_CHROMIUMS[0] }
    return { problem: `Installing Chromium with apt-get failed (above). Install it yourself (\`${INSTALL_COMMAND}\`), or set CHROMIUM_PATH to a Chromium binary.` }
  }
  return {
    problem:
      'No Chromium was found for the end-to-end tests. On Debian or Ubuntu run ' +
      `\`${INSTALL_COMMAND}\`; elsewhere \`npx playwright install chromium\`, or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
  }
}
