import { AI_TOOLS, type AiTool } from '@/lib/ai/usage/aiToolCalls'
import type { AiUsage } from '@/lib/dashboard/aiUsage'

import { SERIES_COLORS } from './chartColors'
import { DashboardCard, Figures } from './DashboardCard'
import { DashboardChart } from './DashboardChart'
import { dayLabel, plural } from './dashboardFormat'

const TOOLS = Object.keys(AI_TOOLS) as AiTool[]

/** AI tool calls per day and tool over 30 days, and how many the model answered. */
export function AiToolsCard({ usage }: { usage: AiUsage }) {
  return (
    <DashboardCard id="ai-tools" title="AI tools (30 days)" wide>
      <Figures
        items={[
          ['Calls', usage.total],
          ['Answered by the model', usage.byEngine.model],
          ['Answered by the built-in engine', usage.byEngine['built-in']],
        ]}
      />
      <DashboardChart
        kind="bar"
        labels={usage.days.map(dayLabel)}
        series={TOOLS.map((tool, index) => ({
          label: AI_TOOLS[tool],
          values: usage.byTool[tool],
          color: SERIES_COLORS[index],
        }))}
        description={`${plural(usage.total, 'AI tool call')} in the last 30 days, per day and tool.`}
      />
    </DashboardCard>
  )
}
