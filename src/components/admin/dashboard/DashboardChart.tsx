'use client'

import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js'
import { useState } from 'react'
import { Bar, Line } from 'react-chartjs-2'

import styles from './dashboard.module.css'

// Only what these charts draw: Chart.js tree-shakes the rest out of the admin bundle.
ChartJS.register(
  BarElement,
  CategoryScale,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
)

export type ChartSeries = { label: string; values: number[]; color: string }

type Props = {
  kind: 'bar' | 'line'
  labels: string[]
  series: ChartSeries[]
  /** What the chart shows, in a sentence, for screen readers (the figures are also written beside it). */
  description: string
}

/**
 * Payload's text colours, read from its theme (light or dark) in the browser. Only the canvas
 * uses them, so the server's defaults cause no hydration mismatch.
 */
const themeColors = () => {
  const colors = { text: '#555', grid: 'rgba(128, 128, 128, 0.2)' }
  if (typeof document === 'undefined') return colors
  const style = getComputedStyle(document.documentElement)
  return {
    text: style.getPropertyValue('--theme-elevation-650').trim() || colors.text,
    grid: style.getPropertyValue('--theme-elevation-100').trim() || colors.grid,
  }
}

/** A small bar (stacked) or line chart of the dashboard, drawn on a canvas by Chart.js. */
export function DashboardChart({ kind, labels, series, description }: Props) {
  const [colors] = useState(themeColors)
  const stacked = kind === 'bar'
  const axis = {
    ticks: { color: colors.text, maxRotation: 0, autoSkipPadding: 12 },
    grid: { color: colors.grid },
  }
  const options = {
    maintainAspectRatio: false,
    animation: false as const,
    interaction: { mode: 'index' as const, intersect: false },
    plugins: {
      legend: {
        display: series.length > 1,
        position: 'bottom' as const,
        labels: { color: colors.text, boxWidth: 12 },
      },
    },
    scales: {
      x: { ...axis, stacked, grid: { display: false } },
      y: { ...axis, stacked, beginAtZero: true, ticks: { ...axis.ticks, precision: 0 } },
    },
  }
  const datasets = series.map(({ label, values, color }) => ({
    label,
    data: values,
    backgroundColor: kind === 'line' ? `${color}33` : color,
    borderColor: color,
    fill: kind === 'line',
    // A lone bar (the first link check) stays a bar, not a wall.
    maxBarThickness: 48,
    pointRadius: 0,
    tension: 0.25,
  }))
  return (
    <>
      <div className={styles.chart}>
        {kind === 'bar' ? (
          <Bar data={{ labels, datasets }} options={options} role="img" aria-label={description} />
        ) : (
          <Line data={{ labels, datasets }} options={options} role="img" aria-label={description} />
        )}
      </div>
      <ChartTable labels={labels} series={series} description={description} />
    </>
  )
}

/** The chart's figures as a table, for screen readers (hidden from view): one row per bar or point. */
function ChartTable({ labels, series, description }: Omit<Props, 'kind'>) {
  return (
    <table className={styles.hiddenTable}>
      <caption>{description}</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          {series.map(({ label }) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {labels.map((label, row) => (
          <tr key={`${row}:${label}`}>
            <th scope="row">{label}</th>
            {series.map(({ label: name, values }) => (
              <td key={name}>{values[row]}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
