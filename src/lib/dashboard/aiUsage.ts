import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Pool } from 'pg'

import { runSql } from '@/lib/db/runSql'
import { AI_TOOLS, type AiEngine, type AiTool, ai_tool_calls } from '@/lib/ai/usage/aiToolCalls'

import { lastDays, seriesByDay } from './days'

const TOOLS = Object.keys(AI_TOOLS) as AiTool[]

export type AiUsage = {
  days: string[]
  byTool: Record<AiTool, number[]>
  /** Calls over the 30 days answered by each engine. */
  byEngine: Record<AiEngine, number>
  total: number
}

/** AI tool calls per day and tool over the last 30 days, and which engine answered them. */
export const aiUsage = async (pool: Pool, now: Date): Promise<AiUsage> => {
  const days = lastDays(now)
  const { rows } = await runSql<{ day: string; series: string; engine: string; n: number }>(
    pool,
    sql`SELECT to_char(${ai_tool_calls.day}, 'YYYY-MM-DD') AS day, ${ai_tool_calls.tool} AS series,
               ${ai_tool_calls.engine} AS engine, ${ai_tool_calls.calls} AS n
          FROM ${ai_tool_calls} WHERE ${ai_tool_calls.day} >= ${days[0]}::date AND ${ai_tool_calls.day} <= ${days[days.length - 1]}::date`,
  )
  const byTool = seriesByDay(days, TOOLS, rows)
  const engineTotal = (engine: AiEngine) =>
    rows.filter((row) => row.engine === engine).reduce((sum, row) => sum + Number(row.n), 0)
  const byEngine = { model: engineTotal('model'), 'built-in': engineTotal('built-in') }
  return { days, byTool, byEngine, total: byEngine.model + byEngine['built-in'] }
}
