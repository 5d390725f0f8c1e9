import { describe, expect, it } from 'vitest'
import { skillsList } from '@/lib/ai/resume/skillsList'

/** How the skills section's lines become skills, one kind of skills section at a time (invented text). */
describe('skillsList', () => {
  it('keeps "A and B" whole in a list, as a reader takes it; a lead-in sentence still parts two short names', () => {
    expect(skillsList('Kenner | Quill Sheets and Slides, Ledgerly (AP-AR), Orbit Planner')).toEqual(['Quill Sheets and Slides', 'Ledgerly (AP-AR)', 'Orbit Planner'])
    expect(skillsList('• Canvasly and Pixelboard, Route planning')).toEqual(['Canvasly and Pixelboard', 'Route planning'])
    expect(skillsList('Skilled in Tabulo and Gridsheet, Mapper')).toEqual(['Tabulo', 'Gridsheet', 'Mapper'])
  })
})
