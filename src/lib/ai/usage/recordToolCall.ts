import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { poolOf } from '@/lib/db/pool'
import { runSql } from '@/lib/db/runSql'

import { type AiEngine, type AiTool, ai_tool_calls } from './aiToolCalls'

/** Adds one call to the day's counter of that tool and engine (UTC day of `at`). */
export const recordToolCall = (pool: Pool, tool: AiTool, engine: AiEngine, at: Date = new Date()) =>
  runSql(
    pool,
    sql`INSERT INTO ${ai_tool_calls} (day, tool, engine, calls)
        VALUES ((${at.toISOString()}::timestamptz AT TIME ZONE 'UTC')::date, ${tool}, ${engine}, 1)
        ON CONFLICT (day, tool, engine) DO UPDATE SET calls = ${ai_tool_calls.calls} + 1`,
  )

/**
 * Counts a tool call for the dashboard without holding up its answer: not awaited, and a failure
 * (a full pool, a dropped connection) is logged, never the visitor's problem.
 */
export const countToolCall = (payload: Payload, tool: AiTool, engine: AiEngine): void => {
  recordToolCall(poolOf(payload), tool, engine).catch((error: unknown) => {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error)
    payload.logger.warn(`AI tool call not counted (${tool}, ${engine}): ${message}`)
  })
}
