'use client'

// First, before @ai-sdk/react builds its zod schemas: zod must not probe for eval under the CSP.
import '@/lib/validation/zod'
import { useChat } from '@ai-sdk/react'
import { useMemo, useState } from 'react'
import { toast } from '@/lib/toast'

import { EngineNotice } from '@/components/ai/EngineNotice'
import { toastError, toastFailure } from '@/components/ai/errorToast'
import { UpgradePrompt } from '@/components/ai/UpgradePrompt'
import { useHydrated } from '@/components/auth/useHydrated'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { COACH_GREETING } from '@/lib/ai/interview/coachGreeting'
import type { CoachUIMessage } from '@/lib/ai/interview/coachStream'
import { FREE_INTERVIEW_MESSAGES, UPGRADE_BUTTON_AFTER } from '@/lib/ai/limits'
import { FAILED_TO_GET_RESPONSE, FREE_LIMIT_REACHED } from '@/lib/ai/messages'

import { ChatMessages } from './ChatMessages'
import { coachTransport, refusalOf } from './coachTransport'
import { useViewer } from '@/components/viewer/ViewerProvider'

const greeting = (): CoachUIMessage => ({
  id: `greeting-${Date.now()}`,
  role: 'assistant',
  parts: [{ type: 'text', text: COACH_GREETING }],
})

/**
 * The interview coach chat: starts with the coach's greeting, Enter sends, replies stream in.
 * Free visitors have three messages, counted by the server; the upgrade appears after two.
 */
export function InterviewCoach() {
  const hydrated = useHydrated()
  const { viewer } = useViewer()
  // Until the browser knows the visitor, the site's default (everyone premium) holds; the server
  // counts and refuses on its own either way.
  const premium = viewer?.premium ?? true
  const [input, setInput] = useState('')
  const [usedHere, setUsed] = useState<number | null>(null)
  const used = usedHere ?? viewer?.coachMessagesUsed ?? 0
  const [notice, setNotice] = useState<string | undefined>()
  const transport = useMemo(() => coachTransport(premium), [premium])
  const limitReached = !premium && used >= FREE_INTERVIEW_MESSAGES
  const showLimit = () => toastError(FREE_LIMIT_REACHED.title, FREE_LIMIT_REACHED.text)

  const { messages, sendMessage, setMessages, status } = useChat<CoachUIMessage>({
    transport,
    messages: [greeting()],
    onFinish: ({ message, isError }) => {
      const meta = message.metadata
      if (isError || !meta) return
      setNotice(meta.notice)
      if (meta.premium && meta.feedback) toast.info('Feedback', { description: meta.feedback })
      if (meta.premium) return
      setUsed(meta.used)
      if (meta.used >= meta.limit) showLimit()
    },
    onError: (error) => {
      const refusal = refusalOf(error)
      if (refusal.title === FREE_LIMIT_REACHED.title) {
        setUsed(FREE_INTERVIEW_MESSAGES)
        return showLimit()
      }
      toastFailure(FAILED_TO_GET_RESPONSE)
    },
  })
  const busy = status === 'submitted' || status === 'streaming'

  const send = () => {
    const text = input.trim()
    if (!text || busy) return
    if (limitReached) return showLimit()
    setInput('')
    void sendMessage({ text })
  }

  const restart = () => {
    setMessages([greeting()])
    setInput('')
    setNotice(undefined)
  }

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" role="status">
          {!viewer
            ? ''
            : premium
            ? 'Premium: unlimited practice.'
            : `${Math.min(used, FREE_INTERVIEW_MESSAGES)} of ${FREE_INTERVIEW_MESSAGES} free messages used`}
        </p>
        <Button type="button" variant="outline" onClick={restart} disabled={!hydrated}>
          Start New Session
        </Button>
      </div>
      <div className="min-h-80 rounded-xl border border-slate-200 bg-white p-4">
        <ChatMessages messages={messages} thinking={status === 'submitted'} />
      </div>
      <EngineNotice notice={notice} />
      {!premium && used >= UPGRADE_BUTTON_AFTER && (
        <UpgradePrompt
          text={
            limitReached
              ? `${FREE_LIMIT_REACHED.title}. ${FREE_LIMIT_REACHED.text}`
              : FREE_LIMIT_REACHED.text
          }
        />
      )}
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault()
          send()
        }}
      >
        <Label htmlFor="coach-message">Your answer</Label>
        <Textarea
          id="coach-message"
          value={input}
          disabled={!hydrated || limitReached}
          placeholder={
            limitReached
              ? 'Upgrade to keep practising.'
              : 'Type your answer. Enter sends, Shift+Enter adds a line.'
          }
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault()
              send()
            }
          }}
        />
        <Button type="submit" disabled={!hydrated || busy || limitReached}>
          {busy ? 'Waiting...' : 'Send'}
        </Button>
      </form>
    </div>
  )
}
