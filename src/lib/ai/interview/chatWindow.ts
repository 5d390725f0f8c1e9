import { MAX_CHAT_MESSAGES } from '../limits'

/**
 * The part of a long interview sent to the coach: the opening (the greeting and the role the
 * candidate named) and the most recent messages, at most MAX_CHAT_MESSAGES in all. Practice is
 * unlimited; only what the coach reads at once is bounded.
 */
export const chatWindow = <T>(messages: T[], max = MAX_CHAT_MESSAGES): T[] =>
  messages.length <= max ? messages : [...messages.slice(0, 2), ...messages.slice(-(max - 2))]
