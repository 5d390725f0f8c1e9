import { describe, expect, it } from 'vitest'

import { normalizeResumeText } from '@/lib/ai/resume/normalizeResumeText'
import { parseResumeText } from '@/lib/ai/resume/parseResumeText'

// What a PDF's text layer does to a resume's words, as the fresh real resumes of issue 32 (real-f
// and real-g) showed it, each written here with invented people: the documents stay out of the project.

describe('accents that LaTeX\'s older fonts set as characters of their own', () => {
  it('puts each accent on its letter, with or without the kerning read as a space', () => {
    expect(normalizeResumeText('Nuria Vidal Moll`a\nGesti´on de redes y Administraci ´on de sistemas\nAsesor´ıa inform´atica, M¨uller, Fran¸cois')).toBe(
      'Nuria Vidal Mollà\nGestión de redes y Administración de sistemas\nAsesoría informática, Müller, François',
    )
  })

  it('leaves a backtick that is no accent alone', () => {
    expect(normalizeResumeText("don`t stop at `npm test`")).toBe("don`t stop at `npm test`")
  })

  it('reads headings, months and places spelt that way', () => {
    const parsed = parseResumeText('Nuria Vidal Moll`a\nnuria@example.org\n\nFormaci´on\n\nGrau en Inform`atica | Septiembre 2018 - Juny 2022\nUniversitat de Lleida')
    expect(parsed.name).toBe('Nuria Vidal Mollà')
    expect(parsed.education).toEqual([{ degree: 'Grau en Informàtica', school: 'Universitat de Lleida', period: 'Septiembre 2018 - Juny 2022' }])
  })
})

describe('cells a text layer makes where there are none', () => {
  it('joins a justified sentence whose gaps read as cells around a lone little word', () => {
    expect(normalizeResumeText('Actuellement | en | école')).toBe('Actuellement en école')
    expect(normalizeResumeText('Optimisation | des | Systèmes | et | Processus')).toBe('Optimisation des Systèmes et Processus')
    // A table's row has no cell that is a lone little word.
    expect(normalizeResumeText('Python | Java | SQL')).toBe('Python | Java | SQL')
  })

  it('parts cells at a bar typed against a word, and at a design font\'s ornament', () => {
    expect(normalizeResumeText('Talleres Ruiz, C.A.| Valencia')).toBe('Talleres Ruiz, C.A. | Valencia')
    expect(normalizeResumeText('NORDSTRAND TV ∫ 2022')).toBe('NORDSTRAND TV | 2022')
  })
})

describe('dates a builder\'s kerning broke', () => {
  it('joins a month\'s letters and a year\'s last digit, and parts a month glued to its year', () => {
    expect(normalizeResumeText('J A NUAR I 2023—JUNI202 3')).toBe('JANUARI 2023—JUNI 2023')
    expect(normalizeResumeText('201 1 — 2020')).toBe('2011 — 2020')
  })

  it('leaves numbers outside dates as they are', () => {
    expect(normalizeResumeText('Call 0700 201 1 or room 201 1st floor')).toBe('Call 0700 201 1 or room 201 1st floor')
  })
})

describe('headings set in a margin column beside their first line', () => {
  const text =
    'Nuria Vidal\nnuria@example.org\n\nExperiencia laboral | Serveis Digitals Ponent, SL | Lleida\n• Soporte a escuelas\nAbril 2021 - Actualidad\nFormación | Institut Joan Oró | Lleida\nCFGS Administración de Sistemas | Septiembre 2019 - Junio 2021\nHabilidades | Linux, Docker, Bash'

  it('opens each section at its heading cell and keeps the rest of the line', () => {
    const parsed = parseResumeText(text)
    expect(parsed.experience.map(({ company }) => company)).toEqual(['Serveis Digitals Ponent, SL'])
    expect(parsed.education).toEqual([{ degree: 'CFGS Administración de Sistemas', school: 'Institut Joan Oró', period: 'Septiembre 2019 - Junio 2021' }])
    expect(parsed.skills).toEqual(['Linux', 'Docker', 'Bash'])
  })

  it('reads one labelled row inside a section as a label, not a heading', () => {
    const parsed = parseResumeText('Nuria Vidal\n\nSkills\n\nPython, Go\nLanguages | Catalan (native), English (C1)\n\nExperience\n\nAnalyst | Ponent Data | 2020 – 2023')
    expect(parsed.skills).toContain('Python')
    expect(parsed.experience).toHaveLength(1)
  })

  it('never takes a role beside its employer for a heading', () => {
    const parsed = parseResumeText('Nuria Vidal\n\nExperience\n\nEducation Consultant | Ponent Schools | 2020 – 2023\nSkills Trainer | Lleida Works | 2018 – 2020\n• Ran workshops')
    expect(parsed.experience.map(({ title }) => title)).toEqual(['Education Consultant', 'Skills Trainer'])
  })
})

describe('a narrow column of dates that wrapped each period', () => {
  it('puts the end of each period back beside its start, in the first cell of the line above', () => {
    const text = normalizeResumeText('jan. – juin | Enseignante temporaire | Université de Lys\n2020 | 96 heures de cours.\noct. 2016 – | Doctorante | Institut Brume\ndéc. 2019 | Études sur les images.')
    expect(text.split('\n')).toEqual([
      'jan. – juin 2020 | Enseignante temporaire | Université de Lys',
      '96 heures de cours.',
      'oct. 2016 – déc. 2019 | Doctorante | Institut Brume',
      'Études sur les images.',
    ])
  })

  it('leaves a line whose first cell is the next entry\'s own dates', () => {
    const lines = ['2019 – 2021 | Analyst | Harbour Bank', '2017 – 2019 | Clerk | Harbour Bank']
    expect(normalizeResumeText(lines.join('\n')).split('\n')).toEqual(lines)
  })
})
