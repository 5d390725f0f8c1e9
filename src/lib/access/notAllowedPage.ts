import { ADMIN_ROUTE, adminPathOf, type StaffView } from './staffViews'

/**
 * What a visitor or a member gets, with status 403, at any address of a staff-only admin view
 * (src/proxy.ts): a page of its own, so nothing of Payload's admin (its config, its menu) is in it.
 */
export const notAllowedHtml = (view: StaffView) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>403 · Not allowed · Remote Passport admin</title>
<style>body{font-family:system-ui,sans-serif;color:#0f172a;max-width:32rem;margin:6rem auto;padding:0 1rem}</style>
</head><body><main><h1>403 · Not allowed</h1><p>${view.refusal}</p>
<p><a href="${ADMIN_ROUTE}/login?redirect=${encodeURIComponent(adminPathOf(view))}">${view.signIn}</a></p></main></body></html>`
