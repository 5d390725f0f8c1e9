import type { CoachUIMessage } from '@/lib/ai/interview/coachStream'
import { cn } from '@/lib/cn'

import { textOf } from './coachTransport'

/** The conversation, announced politely to screen readers as replies arrive. */
export function ChatMessages({
  messages,
  thinking,
}: {
  messages: CoachUIMessage[]
  thinking: boolean
}) {
  return (
    <ol aria-label="Conversation" aria-live="polite" className="space-y-3">
      {messages.map((message) => (
        <li
          key={message.id}
          className={cn('flex', message.role === 'user' ? 'justify-end' : 'justify-start')}
        >
          <div
            data-role={message.role}
            className={cn(
              'max-w-[85%] whitespace-pre-wrap rounded-2xl px-4 py-3 text-sm leading-relaxed',
              message.role === 'user' ? 'bg-blue-700 text-white' : 'bg-slate-100 text-slate-900',
            )}
          >
            <span className="sr-only">{message.role === 'user' ? 'You: ' : 'Coach: '}</span>
            {textOf(message)}
          </div>
        </li>
      ))}
      {thinking && (
        <li className="text-sm text-slate-500" role="status">
          The coach is thinking…
        </li>
      )}
    </ol>
  )
}
