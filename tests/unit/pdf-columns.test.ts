import { describe, expect, it } from 'vitest'
import { documentGroups, readingGroups } from '@/lib/documents/layout/pdfColumns'
import { linesOf } from '@/lib/documents/layout/pdfLines'
import { pdfText } from '@/lib/documents/layout/pdfText'
import type { PdfItem, PdfPage } from '@/lib/documents/layout/types'

/** A run of text as pdf.js hands it over; its width from its length (half the size a character). */
const run = (text: string, x: number, y: number, size = 10, font = 'Arial'): PdfItem => ({ text, x, y, width: text.length * size * 0.5, size, font })

/** A paragraph set across the page, one run a word (as a browser prints it). */
const wideLine = (text: string, x: number, y: number, size = 10): PdfItem[] => {
  let at = x
  return text.split(' ').map((word) => {
    const item = run(word, at, y, size)
    at += item.width + size * 0.3
    return item
  })
}

/** Lines set one under another at `x`, `step` points apart, from `top`. */
const stacked = (texts: string[], x: number, top: number, step: number, size = 10): PdfItem[] => texts.map((text, index) => run(text, x, top + index * step, size))

const page = (items: PdfItem[]): PdfPage => ({ width: 595, height: 842, items })

/** Each reading group as its lines' text. */
const groupsText = (items: PdfItem[], first = true) => readingGroups(page(items), first).map((group) => linesOf(group, 1).map((line) => line.text))

/** A summary set across the whole page: it closes any strip between columns. */
const summary = (y: number) => [
  ...wideLine('Logistics coordinator with ten years of planning freight routes for regional retailers and', 40, y),
  ...wideLine('wholesalers, now looking for a remote role in supply chain analysis and vendor relations.', 40, y + 14),
]

describe('columns under two headings side by side', () => {
  it('reads a page that turns into two columns partway down: the top across, then the left column, then the right one', () => {
    const items = [
      run('Tomasz Wielgosz', 40, 60, 22),
      ...summary(100),
      run('EXPERIENCE', 40, 160, 13, 'Arial-Bold'),
      run('SKILLS', 360, 160, 13, 'Arial-Bold'),
      run('Route Planner', 40, 182),
      run('Freight routing', 360, 178),
      run('Northway Haulage', 40, 196),
      run('Vendor relations', 360, 192),
      run('2019 – 2024', 40, 210),
      run('Spreadsheets', 360, 206),
      run('Dispatch Clerk', 40, 234),
      run('Forecasting', 360, 220),
      run('Lindqvist Freight', 40, 248),
    ]
    const groups = groupsText(items)
    expect(groups.at(-2)).toEqual(['EXPERIENCE', 'Route Planner', 'Northway Haulage', '2019 – 2024', 'Dispatch Clerk', 'Lindqvist Freight'])
    expect(groups.at(-1)).toEqual(['SKILLS', 'Freight routing', 'Vendor relations', 'Spreadsheets', 'Forecasting'])
    expect(groups[0][0]).toBe('Tomasz Wielgosz')
  })

  it('takes two known headings side by side as a pair however each is set (capitals beside lower case, two fonts)', () => {
    const items = [
      run('ARBEITSERFAHRUNG', 40, 60, 14, 'Calibri-Bold'),
      run('Fähigkeiten', 310, 60, 13, 'Calibri-Light'),
      run('01-10/2020 – 31/01/2021', 40, 84),
      run('Python', 310, 80),
      run('Projektarbeit', 40, 98),
      run('KNIME', 310, 95),
      run('Hochschule Lindental', 40, 112),
      run('LabVIEW', 310, 110),
      run('• Anwendung eines Netzes zur Erkennung', 40, 126),
      run('MS-Office', 310, 125),
      run('01-06/2020 – 31/08/2020', 40, 140),
      run('SQL', 310, 140),
      run('Werkstudent', 40, 154),
      run('Java', 310, 155),
      run('Nordhang Elektronik GmbH', 40, 168),
    ]
    const groups = groupsText(items, false)
    expect(groups).toEqual([
      ['ARBEITSERFAHRUNG', '01-10/2020 – 31/01/2021', 'Projektarbeit', 'Hochschule Lindental', '• Anwendung eines Netzes zur Erkennung', '01-06/2020 – 31/08/2020', 'Werkstudent', 'Nordhang Elektronik GmbH'],
      ['Fähigkeiten', 'Python', 'KNIME', 'LabVIEW', 'MS-Office', 'SQL', 'Java'],
    ])
  })

  it('takes a heading the parser does not know as the other of a pair when it is set the same way', () => {
    const items = [
      run('Ines Marchetti', 40, 50, 30),
      ...wideLine('Via delle Rose 4, 20121 Milano · ines.marchetti@example.org · +39 333 555 0101 · portfolio', 40, 80),
      run('Schooling / Training', 40, 130, 14, 'Calibri'),
      run('Über mich', 220, 130, 14, 'Calibri'),
      run('Liceo Scientifico Volta,', 60, 150),
      run('Ich plane Lieferketten für kleine Betriebe', 220, 148),
      run('07/2012', 150, 164),
      run('und arbeite gern mit Zahlen und Menschen.', 220, 161),
      run('Università di Pavia,', 80, 178),
      run('Seit zwei Jahren lebe ich in Deutschland', 220, 174),
      run('10/2016', 150, 192),
      run('und suche eine Stelle im Einkauf.', 220, 187),
    ]
    const groups = groupsText(items)
    const left = groups.find((group) => group[0] === 'Schooling / Training')
    const right = groups.find((group) => group[0] === 'Über mich')
    expect(left).toEqual(['Schooling / Training', 'Liceo Scientifico Volta,', '07/2012', 'Università di Pavia,', '10/2016'])
    expect(right?.length).toBe(5)
  })

  it('reads each stretch between rows of side-by-side headings left, then right', () => {
    const items = [
      run('Priya Raghunathan', 40, 50, 24),
      ...summary(90),
      run('EDUCATION', 40, 150, 12, 'Montserrat-Bold'),
      run('CERTIFICATIONS', 330, 150, 12, 'Montserrat-Bold'),
      run('Diploma in Interior Design', 40, 172),
      run('Color Theory Basics', 330, 172),
      run('2021', 40, 186),
      run('Lighting for Small Rooms', 330, 186),
      run('STRENGTHS', 40, 230, 12, 'Montserrat-Bold'),
      run('INTERESTS', 330, 230, 12, 'Montserrat-Bold'),
      run('Quick sketching', 40, 252),
      run('Pottery', 330, 252),
      run('Client interviews', 40, 266),
      run('Hill walking', 330, 266),
    ]
    const groups = groupsText(items).slice(-4)
    expect(groups).toEqual([
      ['EDUCATION', 'Diploma in Interior Design', '2021'],
      ['CERTIFICATIONS', 'Color Theory Basics', 'Lighting for Small Rooms'],
      ['STRENGTHS', 'Quick sketching', 'Client interviews'],
      ['INTERESTS', 'Pottery', 'Hill walking'],
    ])
  })

  it('ends the columns at a line set across the strip between them', () => {
    const items = [
      run('Priya Raghunathan', 40, 50, 24),
      ...summary(90),
      run('EDUCATION', 40, 150, 12, 'Montserrat-Bold'),
      run('CERTIFICATIONS', 330, 150, 12, 'Montserrat-Bold'),
      run('Diploma in Interior Design', 40, 172),
      run('Color Theory Basics', 330, 172),
      run('2021', 40, 186),
      run('Lighting for Small Rooms', 330, 186),
      run('REFERENCES', 40, 230, 12, 'Montserrat-Bold'),
      ...wideLine('Available on request from both of my former employers and from my tutor at the college.', 40, 252),
    ]
    const groups = groupsText(items)
    expect(groups.at(-3)).toEqual(['EDUCATION', 'Diploma in Interior Design', '2021', 'REFERENCES'])
    expect(groups.at(-2)).toEqual(['CERTIFICATIONS', 'Color Theory Basics', 'Lighting for Small Rooms'])
    expect(groups.at(-1)?.[0]).toMatch(/^Available on request/)
  })

  it("keeps a table's rows as rows under its header row of three cells", () => {
    const items = [
      run('Grace Nakato', 40, 50, 20),
      ...summary(90),
      run('EDUCATION', 40, 140, 12, 'Arial-Bold'),
      run('Year', 60, 162, 11),
      run('School', 160, 162, 11),
      run('Award', 300, 162, 11),
      run('2015 – 2018', 60, 180),
      run('Ndejje University', 160, 180),
      run('BSc Agriculture', 300, 180),
      run('2011 – 2014', 60, 196),
      run('Mengo Secondary', 160, 196),
      run('UACE', 300, 196),
    ]
    const text = groupsText(items).flat()
    expect(text).toContain('2015 – 2018 | Ndejje University | BSc Agriculture')
  })

  it('does not part a job title from its section when it shares a row with a sidebar heading set otherwise', () => {
    const items = [
      run('Jonas Albrecht', 40, 50, 20),
      ...summary(90),
      run('EXPERIENCE', 40, 140, 12, 'Arial-Bold'),
      run('Online Campaign Manager', 40, 162, 11, 'Arial-Bold'),
      run('TOOLS', 400, 162, 11, 'Arial-Bold'),
      ...wideLine('Ran search campaigns for holiday rentals on the Baltic coast.', 50, 178),
      run('Ad platforms', 400, 178),
      ...wideLine('Grew the newsletter to forty thousand readers in two years.', 50, 192),
      run('Analytics suites', 400, 192),
    ]
    const text = groupsText(items).flat()
    expect(text.indexOf('EXPERIENCE')).toBeLessThan(text.indexOf('Online Campaign Manager | TOOLS'))
  })
})

describe('reading order in the text', () => {
  it('puts a sidebar heading and the main heading beside it each over its own column', () => {
    const items = [
      run('Tomasz Wielgosz', 40, 60, 22),
      ...summary(100),
      run('Experience', 40, 160, 13, 'Arial-Bold'),
      run('Skills', 360, 160, 13, 'Arial-Bold'),
      run('Route Planner, Northway Haulage', 40, 182),
      run('Freight routing', 360, 178),
      run('2019 – 2024', 40, 196),
      run('Forecasting', 360, 192),
    ]
    const text = pdfText([page(items)])
    expect(text).not.toContain('Experience | Skills')
    expect(text.indexOf('Forecasting')).toBeGreaterThan(text.indexOf('2019 – 2024'))
  })

  it('keeps an entry header with its date flush right out of the list above it, indented past the bullet as LaTeX sets it', () => {
    const entry = (title: string, period: string, place: string, bullet: string[], y: number) => [
      run(title, 185, y, 8, 'SFSX0800'),
      run(period, 548, y, 7),
      run(place, 185, y + 12, 7, 'SFTI0700'),
      run('•', 183, y + 30, 10),
      run(bullet[0], 193, y + 30, 7),
      ...bullet.slice(1).map((text, index) => run(text, 193, y + 42 + index * 12, 7)),
    ]
    const items = [
      run('Marta Okonkwo-Reyes', 185, 40, 18),
      run('EXPERIENCE', 185, 80, 9),
      ...entry('Field Geologist', '2019–2022', 'Terrasonda Ltd — Porto', ['Logged cores and mapped faults across', 'three quarries for the survey team.'], 100),
      ...entry('Junior Surveyor', '2016–2019', 'Mapa Norte — Braga', ['Surveyed road cuttings with a total', 'station and drew the section sheets.'], 172),
    ]
    const text = pdfText([page(items)])
    expect(text).toContain('Junior Surveyor | 2016–2019')
    expect(text).toContain('• Logged cores and mapped faults across three quarries for the survey team.\n')
    expect(text).not.toMatch(/Terrasonda Ltd — Porto \| 2016/)
  })
})

describe('lines', () => {
  it('puts a superscript raised above its line back into the line ("XVIIᵉ siècle"), not on a row of its own', () => {
    const items = [
      run('Thèse soutenue en 2019 à Lyon, laboratoire ICAR,', 80, 300, 12),
      run('e', 206, 305.4, 8),
      run('e', 246, 305.4, 8),
      run('Les marchands du XVII', 80, 310, 12),
      run('-XVIII', 210, 310, 12),
      run('siècles', 253, 310, 12),
    ]
    expect(linesOf(items, 1).map((line) => line.text)).toEqual(['Thèse soutenue en 2019 à Lyon, laboratoire ICAR,', 'Les marchands du XVIIe-XVIIIe siècles'])
  })

  it('keeps a small line set well above the next one as a line of its own', () => {
    const items = [run('Tel', 80, 290, 8), run('Ana Lucía Ferreyra', 80, 310, 24)]
    expect(linesOf(items, 1).map((line) => line.text)).toEqual(['Tel', 'Ana Lucía Ferreyra'])
  })
})

describe('a page that goes on with the columns of the page before', () => {
  /** A first page of two columns: the main text left, a sidebar of short lines at x 400. */
  const firstPage = () =>
    page([
      run('Rafael Quintanilla', 40, 60, 20),
      run('WORK HISTORY', 40, 120, 12),
      run('SKILLS', 400, 120, 12),
      ...Array.from({ length: 12 }, (_, index) => [
        run(`Counted stock and kept the warehouse records straight, week ${index + 1}`, 40, 140 + index * 30),
        run(`Skill number ${index + 1}`, 400, 146 + index * 30),
      ]).flat(),
    ])

  it('reads a short last page by the strip of the page before: the left column, then the right one', () => {
    const last = page([
      run('EDUCATION', 40, 80, 12),
      run('REFERENCES', 400, 66, 12),
      run('2014 Valley State University', 40, 108),
      run('Dana Whitfield, former lead', 400, 88),
      run('BA Fine Art', 40, 121),
      run('(555) 010-4477', 400, 102),
    ])
    const groups = documentGroups([firstPage(), last])
      .filter((group) => group.page === 2)
      .map((group) => linesOf(group.items, 2).map((line) => line.text))
    expect(groups).toEqual([
      ['EDUCATION', '2014 Valley State University', 'BA Fine Art'],
      ['REFERENCES', 'Dana Whitfield, former lead', '(555) 010-4477'],
    ])
  })

  it('keeps rows of titles with their dates on the right as rows', () => {
    const last = page([
      run('Stock Clerk, Harbor Supply', 40, 80),
      run('2012 – 2014', 400, 80),
      run('Packer, Lakeside Foods', 40, 100),
      run('2010 – 2012', 400, 100),
      run('Runner, Eastgate Market', 40, 120),
      run('2009 – 2010', 400, 120),
    ])
    expect(documentGroups([firstPage(), last]).filter((group) => group.page === 2)).toHaveLength(1)
  })
})

describe('columns that run on over the page break', () => {
  /** Main text at x 40, a sidebar of short lines at x 400, lines not paired. */
  const columnsPage = (mainLines: string[], sideLines: string[], top = 60) =>
    page([
      ...mainLines.map((text, index) => run(text, 40, top + index * 16)),
      ...sideLines.map((text, index) => run(text, 400, top + 8 + index * 21)),
    ])

  it('reads the left column on both pages, then the right one', () => {
    const first = columnsPage(
      ['WORK HISTORY', 'Harbor Supply Co., Stock Clerk', 'Counted stock every week for the yard', 'Kept the delivery log for three depots', 'Trained two new clerks on the scanners', 'Packed orders for the coastal stores', 'Swept the loading bay each evening'],
      ['SKILLS', 'Forklift licence', 'Stock counts', 'Delivery logs', 'Scanners', 'First aid'],
    )
    const second = columnsPage(
      ['Loaded the vans for the morning rounds', 'Checked returns against the invoices', 'Lakeside Foods, Packer', 'Packed fruit boxes for the markets', 'Cleaned the cold room every Friday', 'Sorted the crates by their sizes', 'Labelled the pallets for shipping'],
      ['LANGUAGES', 'Spanish', 'English', 'Portuguese', 'Basic Italian', 'Some French'],
    )
    const order = documentGroups([first, second]).map((group) => `${group.page}:${linesOf(group.items, group.page)[0].text}`)
    expect(order).toEqual(['1:WORK HISTORY', '2:Loaded the vans for the morning rounds', '1:SKILLS', '2:LANGUAGES'])
  })

  it('reads a right column on as it goes on at the same edge, however much wider the left column is on the next page', () => {
    // A Word table over two pages: skills on the left of page 1, schools with long names on the
    // left of page 2, the jobs on the right of both, their bullets' text indented.
    const tablePage = (left: string[], right: string[]) =>
      page([
        ...left.map((text, index) => run(text, 50, 68 + index * 21)),
        ...right.map((text, index) => run(text, text.startsWith('•') ? 300 : 318, 60 + index * 16)),
      ])
    const first = tablePage(
      ['SKILLS', 'Forklift', 'Stock counts', 'Scanners', 'First aid', 'Driving'],
      ['EXPERIENCE', '• Counted stock every week for the yard', 'Kept the delivery log', 'for three depots and the', 'harbour office as well', '• Trained two new clerks on scanners', 'Packed orders for the', 'coastal stores'],
    )
    const second = tablePage(
      ['EDUCATION', 'Freie Fachschule für Sozialpädagogik', 'Staatliche Berufsfachschule', 'Oberstufenzentrum Technik'],
      ['• Loaded the vans for the morning', 'Checked returns against', 'the invoices every day', '• Packed fruit boxes for the markets', 'Cleaned the cold room', 'every Friday afternoon', '• Sorted the crates by size', 'Labelled the pallets', 'for the coastal shipping'],
    )
    const order = documentGroups([first, second]).map((group) => `${group.page}:${linesOf(group.items, group.page)[0].text}`)
    expect(order).toEqual(['1:SKILLS', '2:EDUCATION', '1:EXPERIENCE', '2:• Loaded the vans for the morning'])
  })

  it('reads a last page that holds only the end of the left column right after it', () => {
    const first = columnsPage(
      ['WORK HISTORY', 'Harbor Supply Co., Stock Clerk', 'Counted stock every week for the yard', 'Kept the delivery log for three depots', 'Trained two new clerks on the scanners', 'Packed orders for the coastal stores', 'Swept the loading bay each evening'],
      ['SKILLS', 'Forklift licence', 'Stock counts', 'Delivery logs', 'Scanners', 'First aid'],
    )
    const last = page([run('Lakeside Foods, Packer', 40, 60), run('Packed fruit boxes for the markets', 40, 76)])
    const order = documentGroups([first, last]).map((group) => `${group.page}:${linesOf(group.items, group.page)[0].text}`)
    expect(order).toEqual(['1:WORK HISTORY', '2:Lakeside Foods, Packer', '1:SKILLS'])
  })

  it('keeps a last page that opens with a heading after both columns', () => {
    const first = columnsPage(
      ['WORK HISTORY', 'Harbor Supply Co., Stock Clerk', 'Counted stock every week for the yard', 'Kept the delivery log for three depots', 'Trained two new clerks on the scanners', 'Packed orders for the coastal stores', 'Swept the loading bay each evening'],
      ['SKILLS', 'Forklift licence', 'Stock counts', 'Delivery logs', 'Scanners', 'First aid'],
    )
    const last = page([run('REFERENCES', 40, 60), run('Available on request', 40, 76)])
    const order = documentGroups([first, last]).map((group) => `${group.page}:${linesOf(group.items, group.page)[0].text}`)
    expect(order).toEqual(['1:WORK HISTORY', '1:SKILLS', '2:REFERENCES'])
  })
})

describe('list items', () => {
  it('reads "> " at the start of a line as a list bullet, as web themes print one', () => {
    const items = [
      run('Mirela Constantin', 40, 40, 20),
      run('Core Strengths', 40, 80, 13),
      run('> Lead generation', 40, 100),
      run('> Retention analytics', 40, 114),
      run('> Landing page testing with the design team', 40, 128),
    ]
    expect(pdfText([page(items)])).toContain('• Lead generation\n• Retention analytics\n• Landing page testing with the design team')
  })
})

describe('paragraphs', () => {
  it('joins a paragraph\'s last line that is one word with a full stop ("3D.") to the line before', () => {
    const items = [
      run('Rasmus Lindgren', 40, 40, 20),
      run('PROFILE', 40, 80, 13),
      run('Junior developer who builds small tools for', 40, 100),
      run('schools and designs puzzle games in 2D and', 40, 114),
      run('3D.', 40, 128),
    ]
    expect(pdfText([page(items)])).toContain('schools and designs puzzle games in 2D and 3D.')
  })
})

describe('the name', () => {
  it('joins a name set on two lines when the surname is set a little larger', () => {
    const items = [
      run('Lucas Andrés', 140, 120, 26),
      run('Mejía Ortega', 140, 152, 28),
      run('PROFILE', 40, 200, 13),
      run('Junior developer who builds small tools for schools.', 40, 220),
    ]
    expect(pdfText([page(items)]).split('\n')[0]).toBe('Lucas Andrés Mejía Ortega')
  })

  it('reads a name printed twice a hair apart (a shadow, a faked bold) once, its words set far apart as one name', () => {
    const items = [
      run('JOANNA', 126.7, 107.3, 22),
      run('JOANNA', 125.9, 106.5, 22),
      run('BRZÓSKA', 374.8, 107.3, 22),
      run('BRZÓSKA', 374.0, 106.5, 22),
      run('PROFIL ZAWODOWY', 60, 200, 13),
      run('Tester IT od 2018 roku, szukam pracy zdalnej w zespole.', 60, 220),
      // The same word again elsewhere is a word of its own.
      run('Tester IT', 60, 240),
    ]
    const text = pdfText([page(items)])
    expect(text.split('\n')[0]).toBe('JOANNA BRZÓSKA')
    expect(text).not.toContain('JOANNAJOANNA')
    expect(text.match(/Tester IT/g)).toHaveLength(2)
  })
})

describe('a sidebar set flush right', () => {
  it('reads each line of a flush-right list as an item of its own, never a bullet or a paragraph going on', () => {
    /** A run that ends at x 200, as a right-aligned sidebar sets it. */
    const flush = (text: string, y: number, size = 10, font = 'Calibri') => run(text, 200 - text.length * size * 0.5, y, size, font)
    const items = [
      run('Henrike Ostermann', 40, 40, 30),
      flush('Kenntnisse', 100, 14, 'Calibri-Bold'),
      flush('Lagerverwaltung', 120),
      flush('Tabellen', 133),
      flush('Kundenberatung und Kasse', 146),
      flush('Warenannahme', 159),
      flush('Word', 172),
      flush('Excel', 185),
      flush('Kasse', 198),
      run('Berufserfahrung', 220, 100, 14, 'Calibri-Bold'),
      ...Array.from({ length: 8 }, (_, index) => run(`Verkäuferin im Markt Nummer ${index + 1}, Filiale Süd`, 220, 122 + index * 20)),
    ]
    const text = pdfText([page(items)])
    expect(text).toContain('Lagerverwaltung\nTabellen\nKundenberatung und Kasse\nWarenannahme\nWord\nExcel\nKasse')
  })
})

describe('headings centred on the page', () => {
  it('takes a short line centred like the known headings for a heading, known or not', () => {
    /** A run centred on x 306, as LaTeX centres a section title. */
    const centred = (text: string, y: number, font = 'SFBX1095') => run(text, 306 - text.length * 2.5, y, 10, font)
    const items = [
      run('Joost Dalema', 250, 40, 18),
      centred('Education', 90),
      run('Hanze University | Groningen', 30, 110),
      run('BSc Chemistry, 2021', 30, 124),
      centred('Experience', 150),
      run('Cafe De Zon | Assen', 30, 170),
      run('Barista, 2019 – 2023', 30, 184),
      centred('Side Ventures', 210),
      run('Bike repair stall | Assen', 30, 230),
    ]
    expect(pdfText([page(items)])).toContain('\n\nSide Ventures\n\n')
  })
})

describe('a paragraph going on', () => {
  it('never takes a paragraph\'s next line in lower case for a heading, even one that starts like a known heading', () => {
    const items = [
      run('Mirela Constantin', 40, 40, 20),
      run('Experience', 40, 80, 13),
      run('Consulting for clinics, charities, schools, small', 40, 100),
      run('education, youth and sport', 40, 114),
      run('Bristol, 2019 – 2024', 40, 136),
    ]
    expect(pdfText([page(items)])).toContain('Consulting for clinics, charities, schools, small education, youth and sport\n')
  })
})

describe('headings in the margin', () => {
  it('reads a narrow column of section headings beside their sections as headings, each before its own section', () => {
    // A web-resume builder's page, as its runs lie (positions and widths as printed, words invented).
    const items: PdfItem[] = [
      { text: 'Amara', x: 150, y: 54, width: 63, size: 22.5, font: 'Arial' },
      { text: 'Okafor', x: 150, y: 78, width: 76, size: 22.5, font: 'Arial' },
      { text: 'amaraokafor', x: 466, y: 43, width: 55, size: 9.0, font: 'Arial' },
      { text: '@', x: 521, y: 43, width: 9, size: 9.0, font: 'Arial' },
      { text: 'mailx', x: 530, y: 43, width: 26, size: 9.0, font: 'Arial' },
      { text: '.', x: 556, y: 43, width: 2, size: 9.0, font: 'Arial' },
      { text: 'com', x: 558, y: 43, width: 18, size: 9.0, font: 'Arial' },
      { text: '(234)', x: 517, y: 56, width: 18, size: 9.0, font: 'Arial' },
      { text: '555-0190', x: 538, y: 56, width: 38, size: 9.0, font: 'Arial' },
      { text: '1263', x: 484, y: 69, width: 19, size: 9.0, font: 'Arial' },
      { text: 'West', x: 506, y: 69, width: 19, size: 9.0, font: 'Arial' },
      { text: '12', x: 528, y: 69, width: 10, size: 9.0, font: 'Arial' },
      { text: 'th Street', x: 538, y: 69, width: 38, size: 9.0, font: 'Arial' },
      { text: 'Ikeja City', x: 539, y: 81, width: 40, size: 9.0, font: 'Arial' },
      { text: 'Experience', x: 34, y: 112, width: 46, size: 9.0, font: 'Arial' },
      { text: 'Nursing', x: 150, y: 116, width: 44, size: 12.6, font: 'Arial' },
      { text: 'Skills', x: 34, y: 145, width: 21, size: 9.0, font: 'Arial' },
      { text: 'Education', x: 34, y: 234, width: 42, size: 9.0, font: 'Arial' },
      { text: 'Bachelor of Science in Nursing', x: 150, y: 249, width: 177, size: 12.6, font: 'Arial' },
      { text: 'University of Lagos Ikoyi', x: 150, y: 264, width: 116, size: 9.0, font: 'Arial' },
      { text: ',', x: 266, y: 264, width: 2, size: 9.0, font: 'Arial' },
      { text: 'Akoka Campus', x: 271, y: 264, width: 69, size: 9.0, font: 'Arial' },
      { text: '•', x: 343, y: 264, width: 3, size: 9.0, font: 'Arial' },
      { text: 'Lagos State', x: 349, y: 264, width: 60, size: 9.0, font: 'Arial' },
      { text: ',', x: 409, y: 264, width: 3, size: 9.0, font: 'Arial' },
      { text: 'Nigeria', x: 414, y: 264, width: 40, size: 9.0, font: 'Arial' },
      { text: '05/2015', x: 150, y: 276, width: 35, size: 9.0, font: 'Arial' },
      { text: 'Golden Key International honors society', x: 150, y: 293, width: 182, size: 9.0, font: 'Arial' },
      { text: 'Dean’s list at the University.', x: 150, y: 315, width: 137, size: 9.0, font: 'Arial' },
      { text: 'Languages', x: 34, y: 391, width: 46, size: 9.0, font: 'Arial' },
      { text: 'Neonatal care', x: 159, y: 158, width: 63, size: 9.0, font: 'Arial' },
      { text: 'Teamwork', x: 369, y: 158, width: 48, size: 9.0, font: 'Arial' },
      { text: 'People Person', x: 159, y: 171, width: 65, size: 9.0, font: 'Arial' },
      { text: 'Medical Team Collaboration', x: 369, y: 171, width: 126, size: 9.0, font: 'Arial' },
      { text: 'Patient & Family Relations', x: 159, y: 183, width: 120, size: 9.0, font: 'Arial' },
      { text: 'Quality Nursing Care', x: 369, y: 183, width: 95, size: 9.0, font: 'Arial' },
      { text: 'Keeping Accurate Charts & Records', x: 159, y: 196, width: 159, size: 9.0, font: 'Arial' },
      { text: 'Lifesaving Interventions', x: 369, y: 196, width: 112, size: 9.0, font: 'Arial' },
      { text: 'Clinical & Communication Skills', x: 159, y: 209, width: 144, size: 9.0, font: 'Arial' },
      { text: 'English', x: 159, y: 403, width: 34, size: 9.0, font: 'Arial' },
      { text: 'Yoruba', x: 369, y: 403, width: 32, size: 9.0, font: 'Arial' },
    ]
    const text = pdfText([{ width: 612, height: 792, items }])
    const at = (words: string) => text.indexOf(words)
    expect(at('Experience')).toBeLessThan(at('Nursing'))
    expect(at('Nursing')).toBeLessThan(at('Skills'))
    expect(at('Skills')).toBeLessThan(at('Neonatal care'))
    expect(at('Clinical & Communication Skills')).toBeLessThan(at('Education'))
    expect(at('Education')).toBeLessThan(at('Bachelor of Science in Nursing'))
    expect(at('Golden Key')).toBeLessThan(at('Languages'))
    expect(at('Languages')).toBeLessThan(at('English'))
  })
})

describe('a sidebar set close to the main text', () => {
  // A design tool's sidebar (x 30 to 182) 11 points from the main column (x 193): a strip narrower
  // than MIN_GUTTER, read as two columns because both sides are columns of text.
  const sidebarLines = ['Conflict resolution with clients', 'Staff training and scheduling', 'Records and data entry for audits', 'Working under pressure to deadlines', 'Spreadsheets and reporting tools', 'Customer care in three languages']
  const mainLines = [
    'Led the store team of eight and set weekly sales targets for the branch',
    'Trained new staff on food safety rules and on the till system we used',
    'Kept the stock levels right and placed the supply orders every week',
    'Cut waste by a fifth by moving the prep schedule to the quiet hours',
    'Handled complaints and refunds and kept the regulars coming back',
    'Closed the books each night and reported the takings to the owner',
  ]
  const items = (gap: number) => {
    const left = sidebarLines.map((text, index) => ({ ...run(text, 30, 200 + index * 18), width: 152 }))
    const right = mainLines.map((text, index) => ({ ...run(text, 182 + gap, 204 + index * 18), width: 300 }))
    return [run('Mara Quinlan', 30, 40, 22), ...left, ...right]
  }

  it('reads the sidebar, then the main text, when an 11-point strip parts them', () => {
    const lines = groupsText(items(11)).flat()
    // Each line whole (no sidebar line joined to the main line beside it), the sidebar first.
    expect(lines.filter((line) => sidebarLines.includes(line) || mainLines.includes(line))).toEqual([...sidebarLines, ...mainLines])
  })
})

describe('a sidebar whose long link reaches into the strip', () => {
  it('still reads the sidebar apart from the main text beside it', () => {
    const items: PdfItem[] = [
      run('Jan Kowalski', 240, 67, 30),
      run('KONTAKT', 27, 247, 10),
      // Ends two points past the middle of the strip between the sidebar and the main text.
      run('https://github.com/jkowalsk', 49, 288, 9),
      run('0176 555 0142', 49, 313, 9),
      run('Wedel, Deutschland', 49, 338, 9),
      run('jan@example.org', 49, 362, 9),
      run('ÜBER MICH', 21, 436, 10),
      ...stacked(['Geburtsort: Danzig', 'Nationalität: Deutsch', 'Familienstand: ledig', 'Englisch: Niveau C2', 'Python: Sehr gut'], 21, 462, 17, 9),
      run('BERUFSERFAHRUNG', 216, 265, 12),
      run('Data Scientist', 216, 283),
      run('Hereon Zentrum', 216, 301),
      run('09/2022 – 03/2025', 216, 319),
      ...stacked(['• Entwickelte ein neuronales Netz für die Luftqualität.', '• Entwickelte einen Bot für Fragen und Antworten.', '• Erarbeitete Netze für grafische Daten der Klimaforschung.'], 233, 337, 17, 9),
      run('AI-Consultant', 216, 400),
      run('Klimarechenzentrum', 216, 418),
      run('01/2022 - 09/2022', 216, 436),
      ...stacked(['• Entwickelte Methoden für die Forschungszentren im Norden.', '• Beriet Gruppen bei der Auswahl ihrer Modelle und Daten.'], 233, 454, 17, 9),
    ]
    const groups = groupsText(items)
    const job = groups.find((lines) => lines.includes('Data Scientist'))!
    expect(job.slice(job.indexOf('Data Scientist'), job.indexOf('Data Scientist') + 3)).toEqual(['Data Scientist', 'Hereon Zentrum', '09/2022 – 03/2025'])
    expect(job).not.toContain('jan@example.org')
  })
})

describe('a page whose foot runs across the columns', () => {
  it('reads the two columns apart, though a consent clause and the contact details cross the strip at the foot, and the name set across it as one', () => {
    const items: PdfItem[] = [
      run('MARTA', 126, 107, 22),
      run('ZIELIŃSKA', 374, 107, 22),
      run('PROFIL ZAWODOWY', 120, 232, 11),
      ...stacked(['Od 2018 roku pracuję jako tester oprogramowania.', 'Szukam pracy zdalnej w zespole, który dużo testuje.', 'Chcę rozwijać automatyzację testów backendu.'], 40, 248, 12, 8),
      run('EDUKACJA', 150, 300, 11),
      ...stacked(['UMK, TORUŃ 10.2005 - 07.2010', 'Wydział Nauk Historycznych, kierunek: Etnologia', 'COSINUS, TORUŃ 09.2007 - 06.2009', 'Szkoła policealna, kierunek: administracja'], 60, 316, 12, 8),
      run('DOŚWIADCZENIE', 320, 252, 11),
      ...stacked(['07.2019 - obecnie NORDBANK SA', 'Stanowisko: Junior Test Engineer', '11.2018 - 06.2019 TESTLAB', 'Stanowisko: Tester IT', '05.2013 - 06.2018 BANK POLSKI SA', 'Stanowisko: Konsultant ds. klienta', '11.2011 - 03.2013 SYGNET SA', 'Stanowisko: Specjalista ds. sprzedaży'], 320, 268, 9.3, 8),
      // The foot: a consent clause and the e-mail, both across the strip.
      run('Wyrażam zgodę na przetwarzanie moich danych osobowych w celu rekrutacji.', 140, 781, 7),
      run('zgoda na przetwarzanie danych zgodnie z ustawą o ochronie danych.', 142, 789, 7),
      run('marta.zielinska@example.org', 240, 820, 7),
    ]
    const groups = groupsText(items)
    expect(groups.some((lines) => lines.includes('DOŚWIADCZENIE') && lines.includes('Stanowisko: Tester IT') && !lines.includes('EDUKACJA'))).toBe(true)
    expect(pdfText([page(items)]).split('\n')[0]).toBe('MARTA ZIELIŃSKA')
  })
})

describe('a large name beside the first line of the column next to it', () => {
  it('keeps that first line with its column, not with the name in the header', () => {
    const items: PdfItem[] = [
      run('Expérience professionnelle', 238, 32, 17),
      run('jan. – juin', 238, 57.4, 9),
      run('Enseignante temporaire', 303, 57.6, 10),
      run('Université de Lys', 500, 57.4, 8),
      // The name comes after them in the page's text, as LaTeX's sidebar class writes it.
      run('Thalita Moreau', 35, 45, 25),
      run('2020', 238, 68.4, 9),
      run('96 heures. Groupes de trente étudiants.', 303, 69.4, 10),
      run('Docteure en Informatique', 12, 67.4, 14),
      ...stacked(['Toulouse, France', 'thalita@example.org', 'Profil', 'Passionnée par l’enseignement et le code,', 'je cherche un poste dans ces domaines.', 'Compétences', 'Python, Java, SQL'], 12, 95, 19, 9),
      ...stacked(['• Algorithmique des tableaux et des tris.', '• Bases de données et programmation web.', 'oct. 2016 – déc. 2019 Doctorante contractuelle', 'Études sur l’apprentissage profond des images.', '• Développement en Python et présentations.'], 303, 83, 13, 10),
    ]
    const job = groupsText(items).find((lines) => lines.some((line) => line.includes('Enseignante temporaire')))!
    expect(job).toContain('jan. – juin | Enseignante temporaire | Université de Lys')
    expect(job.some((line) => line.includes('96 heures'))).toBe(true)
    expect(job.some((line) => line.includes('Thalita Moreau'))).toBe(false)
  })
})

describe('a form of personal details', () => {
  it('reads each label beside its value, however many lines the values run to', () => {
    const labels = ['Surname', 'Name', 'Contact number', 'Date of Birth', 'Nationality', 'Home Address', 'School', 'Subjects passed']
    const values = ['Okafor', 'Chidi', '071 555 0142', '3 May 1994', 'SA Citizen', '12 Jacaranda Street, Pretoria', 'Hillview High School, Pretoria', 'Accounting; Mathematics; English']
    const items: PdfItem[] = [run('PERSONAL INFORMATION', 67, 80, 12)]
    let y = 110
    labels.forEach((label, index) => {
      items.push(run(label, 67, y, 12), run(values[index], 298, y, 12))
      // Half the values run on to a second line, beside no label.
      if (index % 2 === 1) items.push(run('and more of the same value here', 298, (y += 16), 12))
      y += 20
    })
    const lines = groupsText(items).flat()
    expect(lines).toContain('Surname | Okafor')
    expect(lines).toContain('Home Address | 12 Jacaranda Street, Pretoria')
  })

  it('reads a table of dates and labels beside entries row by row, not the dates as a column of their own', () => {
    // A Word table: the left cells hold labels and each entry's dates, the right ones the entries,
    // whose lines run on beside no date.
    const rows: [string, string[]][] = [
      ['Name:', ['Maren Vliet']],
      ['Address:', ['Lindelaan 4']],
      ['E-mail:', ['maren@example.org']],
      ['Mei 2014- Juni 2016', ['Organization: Harbour Books', 'Function: Shop assistant', 'Activities: Served customers at the counter and kept the stock in order']],
      ['Augustus 2016 - nu', ['Organization: Polder Post', 'Function: Letter carrier', 'Activities: Delivering letters in the morning and the afternoon']],
      ['2010-2014', ['Utrecht University', 'Bachelor Psychology']],
    ]
    const items: PdfItem[] = []
    let y = 80
    for (const [label, lines] of rows) {
      items.push(run(label, 60, y, 11))
      lines.forEach((line, index) => items.push(run(line, 230, y + index * 14, 11)))
      y += lines.length * 14 + 10
    }
    const lines = groupsText(items).flat()
    expect(lines).toContain('Mei 2014- Juni 2016 | Organization: Harbour Books')
    expect(lines).toContain('Augustus 2016 - nu | Organization: Polder Post')
    expect(lines).toContain('Name: | Maren Vliet')
  })
})
