import { describe, expect, it } from 'vitest'

import { educationEntries } from '@/lib/ai/resume/educationEntries'
import { findStudyPeriod } from '@/lib/ai/resume/periods'

// Every line here is invented: people, schools and degrees of the shapes real CVs use.

describe('periods of study', () => {
  it('reads the shapes of German, Spanish, French and English CVs', () => {
    expect(findStudyPeriod('Ph.D. in History, Lakeside College (2019 – currently)')).toBe(
      '2019 – currently',
    )
    expect(findStudyPeriod('2017 Oktober - heute')).toBe('2017 Oktober - heute')
    expect(findStudyPeriod('2012 Juni')).toBe('2012 Juni')
    expect(findStudyPeriod('Nordwerk Akademie, Essen 03/2023 – Jetzt Sprachkurs')).toBe(
      '03/2023 – Jetzt',
    )
    expect(findStudyPeriod('Máster en Óptica, 2021/2023')).toBe('2021/2023')
    expect(findStudyPeriod('Master of Science, Chemistry, Expected 06/27')).toBe('Expected 06/27')
    expect(findStudyPeriod('2015- actual | Técnico en Redes')).toBe('2015- actual')
    // The shapes findPeriod read already stay as they were.
    expect(findStudyPeriod('Sep 2014 – May 2018')).toBe('Sep 2014 – May 2018')
    expect(findStudyPeriod('Expected May 2026')).toBe('May 2026')
  })
})

describe('education entries', () => {
  it('reads one line per degree: the period, then the degree and the school at a comma or a spaced dash', () => {
    expect(
      educationEntries([
        '03/2020 – 11/2020 | Bachelor in Chemie, Hochschule Seeland (1 Semester)',
        '04/2014 – 07/2016 | Fachfrau Lohnbuchhaltung, Treuhand Akad Zug',
        '08/2009 – 06/2010 | Berufsmatura für Erwachsene - BWZ Seeland',
        '08/2005 – 07/2008 | Kaufmännische Lehre - Gewerbliche Berufsschule Zug',
      ]),
    ).toEqual([
      { degree: 'Bachelor in Chemie', school: 'Hochschule Seeland', period: '03/2020 – 11/2020' },
      {
        degree: 'Fachfrau Lohnbuchhaltung',
        school: 'Treuhand Akad Zug',
        period: '04/2014 – 07/2016',
      },
      { degree: 'Berufsmatura für Erwachsene', school: 'BWZ Seeland', period: '08/2009 – 06/2010' },
      {
        degree: 'Kaufmännische Lehre',
        school: 'Gewerbliche Berufsschule Zug',
        period: '08/2005 – 07/2008',
      },
    ])
  })

  it("reads list items with a school's whole address and its degrees as second-level 'o' items", () => {
    expect(
      educationEntries([
        '• MBA - Universidad del Sur, Fac. de Economía, Universidad del Sur, FEUS, Rosario, Argentina, 2011-2012.',
        '• Magíster en Finanzas Públicas',
        '• Universidad del Sur, Facultad de Derecho, Rosario, Argentina, 2003-2008. o Abogado, con distinción. o Diplomado en Mediación.',
      ]),
    ).toEqual([
      { degree: 'MBA', school: 'Universidad del Sur', period: '2011-2012' },
      { degree: 'Magíster en Finanzas Públicas', school: '', period: '' },
      { degree: 'Abogado, con distinción.', school: 'Universidad del Sur', period: '2003-2008' },
      { degree: 'Diplomado en Mediación.', school: 'Universidad del Sur', period: '' },
    ])
  })

  it('splits "Degree. School." list items and keeps a course code with its course', () => {
    expect(
      educationEntries([
        '• Técnico en Cocina - HOTR0110',
        '• Cocina de autor. EscuelaNorte.',
        '• Grado en Historia. UNI-CAD.',
      ]),
    ).toEqual([
      { degree: 'Técnico en Cocina - HOTR0110', school: '', period: '' },
      { degree: 'Cocina de autor', school: 'EscuelaNorte', period: '' },
      { degree: 'Grado en Historia', school: 'UNI-CAD', period: '' },
    ])
  })

  it('parts a degree from the school printed right after it', () => {
    expect(
      educationEntries([
        '• Ph.D. in Economics Lakeside College, Lakeside (2019 – currently)',
        '• BA. in Economics Universidad Nacional del Valle, Cali (2010 – 2014)',
        '• MBA Harbor Business School (2016 – 2018)',
        // A school word alone after a field is no school's name: the cell stays whole.
        '• MA in Design School (2012 – 2014)',
      ]),
    ).toEqual([
      { degree: 'Ph.D. in Economics', school: 'Lakeside College', period: '2019 – currently' },
      {
        degree: 'BA. in Economics',
        school: 'Universidad Nacional del Valle',
        period: '2010 – 2014',
      },
      { degree: 'MBA', school: 'Harbor Business School', period: '2016 – 2018' },
      { degree: 'MA in Design School', school: '', period: '2012 – 2014' },
    ])
  })

  it('reads French lines: a year first, the degree, the school, then notes in lower case', () => {
    expect(
      educationEntries([
        '2019 | Doctorat en histoire, École des Hautes Études Rurales (EHER-PSL), e | e laboratoire RURA, thèse sur les moulins.',
        'Financé par un contrat doctoral.',
        '2014 | Master 2, Université de Lorraine Nancy, spécialité Histoire moderne, mention bien.',
        '2012 | Programme d’échange (L3), Université Lumière de Lyon,',
        '2 | semestre de L3, filière Histoire, dans le cadre d’un accord avec l’Université de Lorraine.',
      ]),
    ).toEqual([
      {
        degree: 'Doctorat en histoire',
        school: 'École des Hautes Études Rurales (EHER-PSL)',
        period: '2019',
      },
      { degree: 'Master 2', school: 'Université de Lorraine Nancy', period: '2014' },
      { degree: 'Programme d’échange (L3)', school: 'Université Lumière de Lyon', period: '2012' },
    ])
  })

  it('reads German layouts: a course title in capitals over its school, "Abschluss:" lines, compounds', () => {
    expect(
      educationEntries([
        'MEDIENTECHNIK UND GESTALTUNG',
        'FH Nordufer | 10/2016 - 03/2021',
        'Abschluss: Bachelor of Arts',
        'Schwerpunkt: Film',
        'KAUFMANN IM EINZELHANDEL',
        'Tannberg-Akademie in Kassel | 08/2011 - 07/2014',
      ]),
    ).toEqual([
      {
        degree: 'MEDIENTECHNIK UND GESTALTUNG',
        school: 'FH Nordufer',
        period: '10/2016 - 03/2021',
      },
      {
        degree: 'KAUFMANN IM EINZELHANDEL',
        school: 'Tannberg-Akademie in Kassel',
        period: '08/2011 - 07/2014',
      },
    ])
    expect(
      educationEntries([
        '2012 Juni',
        'Lycée Moderne de Garoua',
        'Abschluss: Abitur in Biologie und',
        'Chemie',
        '2016 Oktober - heute',
        'Hochschule Talbrück',
        'Abschluss: Bachelor',
      ]),
    ).toEqual([
      {
        degree: 'Abitur in Biologie und Chemie',
        school: 'Lycée Moderne de Garoua',
        period: '2012 Juni',
      },
      { degree: 'Bachelor', school: 'Hochschule Talbrück', period: '2016 Oktober - heute' },
    ])
    expect(
      educationEntries([
        'Nordwerk Bildungszentrum gGmbH, Essen 03/2023 – Jetzt Teilnahme am Programm „Neustart“',
        'Bewerbungstraining, Orientierung',
        'Anna-Seghers-Berufskolleg, Essen | 08/2019 – 06/2021',
        'Karl-Arnold-Realschule, Essen | 08/2013 – 07/2019',
        'Fachoberschulreife',
        'Geburtsdatum: | 01.02.2003',
      ]),
    ).toEqual([
      {
        degree: 'Teilnahme am Programm „Neustart“',
        school: 'Nordwerk Bildungszentrum gGmbH',
        period: '03/2023 – Jetzt',
      },
      { degree: '', school: 'Anna-Seghers-Berufskolleg', period: '08/2019 – 06/2021' },
      {
        degree: 'Fachoberschulreife',
        school: 'Karl-Arnold-Realschule',
        period: '08/2013 – 07/2019',
      },
    ])
  })

  it('reads Dutch lines: a school over its degree, a mark after the degree, a town and region', () => {
    expect(
      educationEntries([
        'Zuiderhogeschool | Assen, Drenthe',
        'Toegepaste Biologie, BSc. 7,4 Gemiddeld | Juli 2024',
        'Minor: Data Science',
        'Vossenberg College | Emmen, Drenthe',
        'Vwodiploma. 7,0 Gemiddeld | Juni 2019',
      ]),
    ).toEqual([
      { degree: 'Toegepaste Biologie, BSc.', school: 'Zuiderhogeschool', period: 'Juli 2024' },
      { degree: 'Vwodiploma.', school: 'Vossenberg College', period: 'Juni 2019' },
    ])
  })

  it('keeps honours named in the degree, and leaves coursework and certificates out', () => {
    expect(
      educationEntries([
        'Northgate University | Dayton, OH',
        'B.A. History, Departmental Honors | 2018–2022',
        'GPA: 3.9/4.0',
      ]),
    ).toEqual([
      {
        degree: 'B.A. History, Departmental Honors',
        school: 'Northgate University',
        period: '2018–2022',
      },
    ])
    expect(
      educationEntries([
        '• Riverside University, Riverside, CA',
        '• Master of Science, Chemistry, Expected 06/27',
        '• Relevant Coursework: Organic Chemistry (Chem 301), University Chemistry II (Chem 102)',
        '• Math Minor',
        '• Pinecrest High School, Pinecrest, CA',
        '• Diploma, 2019',
      ]),
    ).toEqual([
      {
        degree: 'Master of Science, Chemistry',
        school: 'Riverside University',
        period: 'Expected 06/27',
      },
      { degree: 'Diploma', school: 'Pinecrest High School', period: '2019' },
    ])
    expect(
      educationEntries([
        '10/2010 – 09/2014 | B.Sc. Physics',
        'Hochschule Rheinau, Rheinau',
        'Further Training',
        '2022 | Certified Scrum Coach (IHK)',
      ]),
    ).toEqual([
      { degree: 'B.Sc. Physics', school: 'Hochschule Rheinau', period: '10/2010 – 09/2014' },
    ])
  })

  it('reads no degree from a project or a language line dated in a note', () => {
    expect(
      educationEntries([
        'Lakeview State University | Albany, NY',
        'Bachelor of Science in Geology | Aug 2020 – May 2024',
        'Field Camp – Mapping the Ridge (team of 3, Summer 2023)',
        'English – native',
      ]),
    ).toEqual([
      {
        degree: 'Bachelor of Science in Geology',
        school: 'Lakeview State University',
        period: 'Aug 2020 – May 2024',
      },
    ])
  })
})
