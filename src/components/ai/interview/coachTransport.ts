import { DefaultChatTransport } from 'ai'

import { chatWindow } from '@/lib/ai/interview/chatWindow'
import type { CoachUIMessage } from '@/lib/ai/interview/coachStream'

export const textOf = (message: CoachUIMessage) =>
  message.parts.map((part) => (part.type === 'text' ? part.text : '')).join('')

/**
 * Sends { messages: role and content, isPremium } and asks for a stream back;
 * a long session sends its opening and latest messages, so practice never hits a size limit.
 */
export const coachTransport = (premium: boolean) =>
  new DefaultChatTransport<CoachUIMessage>({
    api: '/api/ai/interview-coach',
    headers: { Accept: 'text/event-stream' },
    prepareSendMessagesRequest: ({ messages }) => ({
      body: {
        messages: chatWindow(messages).map((message) => ({ role: message.role, content: textOf(message) })),
        isPremium: premium,
      },
    }),
  })

/** The refusal an endpoint answered with ({ error, title }), read from the transport's error. */
export const refusalOf = (error: Error): { title?: string; error?: string } => {
  try {
    return JSON.parse(error.message)
  } catch {
    return {}
  }
}
