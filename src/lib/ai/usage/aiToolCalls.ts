import {
  date,
  integer,
  pgTable,
  primaryKey,
  varchar,
} from '@payloadcms/db-postgres/drizzle/pg-core'

/** The AI tools, as their endpoints name themselves, with the dashboard's label for each. */
export const AI_TOOLS = {
  'parse-resume': 'Resume parser',
  'optimize-resume': 'Resume optimizer',
  'generate-cover-letter': 'Cover letters',
  'interview-coach': 'Interview coach',
  'linkedin-optimizer': 'LinkedIn optimizer',
} as const

export type AiTool = keyof typeof AI_TOOLS

/** Which engine answered: the configured language model, or the built-in one (src/lib/ai/model/withFallback.ts). */
export type AiEngine = 'model' | 'built-in'

/**
 * One counter row per UTC day, tool and engine (migrations/20261124_120000_admin_dashboard.ts):
 * a few thousand rows a year however busy the tools are, and no Payload collection to keep.
 */
export const ai_tool_calls = pgTable(
  'ai_tool_calls',
  {
    day: date('day', { mode: 'string' }).notNull(),
    tool: varchar('tool', { length: 40 }).notNull(),
    engine: varchar('engine', { length: 16 }).notNull(),
    calls: integer('calls').notNull().default(0),
  },
  (columns) => [primaryKey({ columns: [columns.day, columns.tool, columns.engine] })],
)
