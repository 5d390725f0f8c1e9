'use client'

import dynamic from 'next/dynamic'

import '@scalar/api-reference-react/style.css'

// Scalar's reference is a browser app (Vue inside): loaded in the browser, on this page only.
const ScalarReference = dynamic(() => import('@scalar/api-reference-react').then((module) => module.ApiReferenceReact), {
  ssr: false,
  loading: () => <p className="px-4 py-10 text-center text-slate-600 sm:px-6">Loading the API reference…</p>,
})

/** The API reference, read from the OpenAPI document the API itself serves. */
export function ApiReference() {
  return (
    <ScalarReference
      configuration={{
        url: '/api/openapi.json',
        // Nothing from other sites: no web fonts, no telemetry, no request proxy, no Scalar AI agent.
        withDefaultFonts: false,
        telemetry: false,
        agent: { disabled: true },
        forceDarkModeState: 'light',
        hideDarkModeToggle: true,
        showDeveloperTools: 'never',
        defaultOpenFirstTag: true,
        hideModels: false,
        documentDownloadType: 'json',
      }}
    />
  )
}
