import { describe, expect, it } from 'vitest'
import { skillsList } from '@/lib/ai/resume/skillsList'

/** How the skills section's lines become skills, one kind of skills section at a time (invented text). */
describe('skillsList', () => {
  it('keeps "A and B" whole in a list, as a reader takes it; a lead-in sentence still parts two short names', () => {
    expect(skillsList('Kenner | Quill Sheets and Slides, Ledgerly (AP-AR), Orbit Planner')).toEqual(['Quill Sheets and Slides', 'Ledgerly (AP-AR)', 'Orbit Planner'])
    expect(skillsList('• Canvasly and Pixelboard, Route planning')).toEqual(['Canvasly and Pixelboard', 'Route planning'])
    expect(skillsList('Skilled in Tabulo and Gridsheet, Mapper')).toEqual(['Tabulo', 'Gridsheet', 'Mapper'])
  })

  it('drops a group\'s label: a line ending in a colon, or a plain line over a bulleted group', () => {
    expect(skillsList('Runtimes, Toolkits and Engines:\n• Zephyr\n• Quartzlang\nStorage\n• Vaultdb\n• Kestrel\n• Ember Cache')).toEqual(['Zephyr', 'Quartzlang', 'Vaultdb', 'Kestrel', 'Ember Cache'])
    expect(skillsList('OTRAS:\nTejido | Cerámica')).toEqual(['Tejido', 'Cerámica'])
  })

  it('keeps every cell of a grid read row by row whose first column lost its bullets', () => {
    expect(skillsList('Sketching\n• Field Surveys\n• Map Reading\nStorytelling\n• Budget Tracking\n• Event Hosting')).toEqual([
      'Sketching',
      'Field Surveys',
      'Map Reading',
      'Storytelling',
      'Budget Tracking',
      'Event Hosting',
    ])
  })

  it('drops a table\'s header rows in capitals over rows that are not', () => {
    expect(skillsList('DRAWING | MODELLING\nSOFTWARE\nInkpot | Meshwright\nGridcraft | (Sculpt)')).toEqual(['Inkpot', 'Meshwright', 'Gridcraft'])
    expect(skillsList('CARPENTRY\nWELDING | PLUMBING')).toEqual(['CARPENTRY', 'WELDING', 'PLUMBING'])
  })

  it('reads "> " as a list item\'s mark', () => {
    expect(skillsList('> Route Planning\n> Crowd Safety')).toEqual(['Route Planning', 'Crowd Safety'])
  })

  it('drops dates and pieces cut at a joining word: a two-column page read row by row', () => {
    expect(skillsList('March 2018 | Present | Head Baker &\nSourdough | 2016 – 2018 | Pastry')).toEqual(['Sourdough', 'Pastry'])
    expect(skillsList('Kiln Firing, CAD ET')).toEqual(['Kiln Firing', 'CAD ET'])
  })

  it('joins a list wrapped in a narrow side column, even inside a name', () => {
    expect(skillsList('Loom Studio • Pattern Forge •\nThread Counter • Dye Lab • Weave\nPlanner • Spindle\nFibre & Dye\nIndigo • Madder')).toEqual([
      'Loom Studio',
      'Pattern Forge',
      'Thread Counter',
      'Dye Lab',
      'Weave Planner',
      'Spindle',
      'Fibre & Dye',
      'Indigo',
      'Madder',
    ])
  })

  it('keeps only the side column when the cells beside it are dated jobs', () => {
    expect(skillsList('Fachliche Kompetenzen | 04/2021 – heute\nGlasieren | Töpferin • Werkstatt Mond • Kassel\nBrennofen | 01/2018 – 03/2021\nPersönliche Stärken | Leitung der Kurse für Kinder')).toEqual([
      'Glasieren',
      'Brennofen',
    ])
    expect(skillsList('Sketching | Painting\nCarving | Gilding')).toEqual(['Sketching', 'Painting', 'Carving', 'Gilding'])
  })

  it('drops a group\'s name on a line of its own, in any language', () => {
    expect(skillsList('Soft Skills\nPatience\nOtros\nTejido')).toEqual(['Patience', 'Tejido'])
  })

  it('reads how well a skill is known, in any language, as no skill', () => {
    expect(skillsList('Schwedisch : Grundkenntnisse\nItalienisch — fließend\nGallego: nativo')).toEqual(['Schwedisch', 'Italienisch', 'Gallego'])
    expect(skillsList('Talen: Fries (Moedertaal), Deens (goed)\nLenguas: Catalán (avanzado)')).toEqual(['Fries', 'Deens', 'Catalán'])
    expect(skillsList('Kiln Firing\nMuttersprache')).toEqual(['Kiln Firing'])
  })

  it('reads the skill out of a line on how long it was used', () => {
    expect(skillsList('• 14 months of experience with Lumenscope\n• 3 years of experience in the Orbit toolkit\n• Also familiar with Tidewater')).toEqual([
      'Lumenscope',
      'Orbit toolkit',
      'Tidewater',
    ])
  })
})
