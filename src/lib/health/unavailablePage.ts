/** What a page answers, with status 503, while the database cannot be reached (src/proxy.ts). */
export const UNAVAILABLE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Back in a moment · Remote Passport</title>
<style>body{font-family:system-ui,sans-serif;color:#0f172a;max-width:32rem;margin:6rem auto;padding:0 1rem;text-align:center}</style>
</head><body><h1>Back in a moment</h1><p>Remote Passport cannot reach its database right now. Nothing you saved is lost; please try again in a few seconds.</p></body></html>`
