import { z } from 'zod'

// zod compiles parsers with new Function() when it may; under the site's Content-Security-Policy
// (no 'unsafe-eval') even probing for that is reported as a violation, so it is told not to.
z.config({ jitless: true })

export { z }
