import { z } from '../../validation/zod'

import { MAX_CHAT_MESSAGE_CHARACTERS, MAX_CHAT_MESSAGES } from '../limits'

/** A chat message: role and content. */
export const chatMessage = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(MAX_CHAT_MESSAGE_CHARACTERS),
})
export type ChatMessage = z.infer<typeof chatMessage>

/** The request body. `isPremium` is accepted and ignored: the server decides. */
export const interviewInput = z.object({
  messages: z
    .array(chatMessage)
    .max(MAX_CHAT_MESSAGES)
    .refine(
      (messages) => messages.at(-1)?.role === 'user' && messages.at(-1)!.content.trim() !== '',
      {
        error: 'Please type a message.',
      },
    ),
  isPremium: z.boolean().optional(),
})
export type InterviewInput = z.infer<typeof interviewInput>

export type InterviewResponse = { response: string; feedback?: string }

/** Sent with each streamed reply, so the page knows the engine and the free allowance. */
export type CoachMetadata = {
  engine: 'built-in' | 'model'
  notice?: string
  feedback?: string
  premium: boolean
  used: number
  limit: number
}
