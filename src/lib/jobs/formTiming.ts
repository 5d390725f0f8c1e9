/** A person takes longer than this to fill in a job posting; a bot does not. */
export const MIN_FILL_MS = 3000
