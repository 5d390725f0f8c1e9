const DEV_SECRET = 'remote-passport-development-secret-change-me'

/** Production refuses to start with a missing or default secret; development gets a fixed one. */
export const payloadSecret = (env = process.env): string => {
  const secret = env.PAYLOAD_SECRET
  if (env.NODE_ENV === 'production') {
    if (!secret || secret === DEV_SECRET || secret.length < 32) {
      throw new Error(
        'PAYLOAD_SECRET must be set to a random string of at least 32 characters in production (openssl rand -hex 32).',
      )
    }
  }
  return secret || DEV_SECRET
}
