import { MAX_UPLOAD_BYTES } from '../ai/limits'

/** Room for a multipart form's boundaries and small fields beside the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024

/** The routes that take a resume upload: their bodies may reach the 20MB file limit. */
export const UPLOAD_ROUTES = ['/api/ai/parse-resume', '/api/ai/optimize-resume']

/** Every other API body (a job, a guide saved from the admin, a JSON request) stays under this. */
export const API_BODY_LIMIT = 2 * 1024 * 1024

export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES

/** The largest body a route takes, in bytes. */
export const bodyLimitFor = (pathname: string) => (UPLOAD_ROUTES.includes(pathname) ? UPLOAD_BODY_LIMIT : API_BODY_LIMIT)

/**
 * How much of a request body Next.js copies for the proxy: it must hold a whole upload, or the
 * route would get it cut off at Next's default 10MB.
 */
export const PROXY_BODY_COPY_LIMIT = UPLOAD_BODY_LIMIT + 1
