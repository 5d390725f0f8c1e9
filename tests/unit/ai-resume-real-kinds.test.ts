import { describe, expect, it } from 'vitest'

import { knownHeading } from '@/lib/ai/resume/headings'
import { findPeriod } from '@/lib/ai/resume/periods'
import { parseResumeText } from '@/lib/ai/resume/parseResumeText'

// The kinds of real resumes the shared corpus showed the reader missing (issue 32), each written
// here with invented people and employers: the documents themselves stay out of the project.

const jobs = (text: string) => parseResumeText(`Lena Marquardt\nlena@example.org\n\n${text}`).experience.map(({ title, company, period }) => ({ title, company, period }))

describe('headings as CVs in other languages and design tools print them', () => {
  it('reads German, Spanish and French section names', () => {
    const parsed = parseResumeText(
      'Lena Marquardt\n\nBerufliche Tätigkeiten\n\n03/2020 – heute | Sachbearbeiterin bei Nordhang AG\n• Rechnungen prüfen\n\nAus- und Weiterbildung\n\n2016 – 2019 | Bachelor in Betriebswirtschaft, Hochschule Kiel\n\nOutils informatiques\n\nExcel, SAP',
    )
    expect(parsed.experience).toHaveLength(1)
    expect(parsed.education).toHaveLength(1)
    expect(parsed.skills).toEqual(['Excel', 'SAP'])
  })

  it('reads a heading whose word breaks a design tool lost ("EXPERIENCIALABORAL")', () => {
    const parsed = parseResumeText('Lena Marquardt\n\nEXPERIENCIALABORAL\n\n2021-2023 | Programadora en Kora Labs.\n\nIDIOMAS\n\nCastellano')
    expect(parsed.experience.map(({ title, company }) => [title, company])).toEqual([['Programadora', 'Kora Labs']])
  })

  it('keeps a line in capitals that groups the jobs under it inside Experience', () => {
    const parsed = jobs('EXPERIENCE\n\nFREELANCE\n\nSTUDIO NORD, Lyon, 2019 - Present\nArchitect\n• Drew plans\n\nPUBLIC SECTOR\n\nCITY OF ARDEN, Arden, 2012-2018\nPlanning Officer\n• Checked permits')
    expect(parsed).toEqual([
      { title: 'Architect', company: 'STUDIO NORD', period: '2019 - Present' },
      { title: 'Planning Officer', company: 'CITY OF ARDEN', period: '2012-2018' },
    ])
  })

  it('still ends Experience at a line in capitals over a list of activities', () => {
    const parsed = parseResumeText('Lena Marquardt\n\nEXPERIENCE\n\nTeacher | Hill School | 2020 – 2023\n• Taught band\n\nCHOIRS AND ENSEMBLES\n\n• Alto section: Leader 2021–2022')
    expect(parsed.experience).toHaveLength(1)
  })

  it('reads "Work and Public Outreach" as experience', () => {
    expect(jobs('WORK AND PUBLIC OUTREACH\n\nPlanetarium Lecturer, Valley Science Center\nMay 2016-May 2018\n• Gave shows')).toEqual([
      { title: 'Planetarium Lecturer', company: 'Valley Science Center', period: 'May 2016-May 2018' },
    ])
  })
})

describe('an employer named after the word for "at"', () => {
  it('splits "role bei employer, town (part time)" into its role and employer', () => {
    expect(jobs('Berufserfahrung\n\n01.02.2019 – 31.12.2020 | Junior Controller bei Nordhang Logistik AG, Zug (Teilzeit 60%)\n• Monatsabschluss')).toEqual([
      { title: 'Junior Controller', company: 'Nordhang Logistik AG', period: '01.02.2019 – 31.12.2020' },
    ])
    expect(jobs('Berufserfahrung\n\n2015 - 2018 | kaufmännische Lehre beim Stadtwerk Ahlen\n• Ablage')[0]).toMatchObject({ title: 'kaufmännische Lehre', company: 'Stadtwerk Ahlen' })
    expect(jobs("Expérience professionnelle\n\n2019 - 2021 | Chargée d'études chez Lumen Conseil\n• Enquêtes")[0]).toMatchObject({ title: "Chargée d'études", company: 'Lumen Conseil' })
  })

  it('reads "en" only after a role word, and the employer without the sentence after it', () => {
    expect(jobs('Experiencia laboral\n\n2022-2024 | Personal docente temporal en Aulatec. Formación para el empleo.\n2020-2022 | Programadora y administradora de sistemas en\nNubaria.')).toEqual([
      { title: 'Personal docente temporal', company: 'Aulatec', period: '2022-2024' },
      { title: 'Programadora y administradora de sistemas', company: 'Nubaria', period: '2020-2022' },
    ])
    expect(jobs('Experiencia laboral\n\n2018-2020 | Licenciado en Geología\n• Muestreo')[0].company).toBe('')
  })

  it('keeps "at" in a title that names no role ("Observing Run at Kitt Peak")', () => {
    expect(jobs('EXPERIENCE\n\nField Week at Dunmore University, Advisor: Dr. Ines Hall\nJune 2016\n• Took spectra')).toEqual([
      { title: 'Field Week at Dunmore University', company: '', period: 'June 2016' },
    ])
  })
})

describe('periods as real resumes write them', () => {
  it('reads two months of one year, a day, and two years with a slash', () => {
    expect(findPeriod('Camp Counselor, May-August 2017')).toBe('May-August 2017')
    expect(findPeriod('Tutor, October 5, 2015-May 2017')).toBe('October 5, 2015-May 2017')
    expect(findPeriod('2021/2023 | Chargée de cours')).toBe('2021/2023')
  })
})

describe('a list of jobs, one line each', () => {
  it('reads each item with its dates at the end as a job, where and when in brackets left out', () => {
    expect(jobs('Teaching experience:\n\n• TA of Price Theory, Harlow University (Boston, Spring 2021)\n• TA of Statistics, Andean University (Lima, 2013 – 2014)')).toEqual([
      { title: 'TA of Price Theory', company: 'Harlow University', period: 'Spring 2021' },
      { title: 'TA of Statistics', company: 'Andean University', period: '2013 – 2014' },
    ])
  })

  it('leaves a duty with a year as a bullet of its job', () => {
    const [job] = parseResumeText('Lena\n\nEXPERIENCE\n\nSafety Advisor | Ore Hill Mining | 2019 – 2023\n• Led ICAM investigations for serious incidents, including:\n• a vehicle rollover on the haul road (2022)\n• Chosen as one of 12 fellows 2014.').experience
    expect(job.description).toHaveLength(3)
  })
})

describe('the name over birth details', () => {
  it('reads the name without the birth details after it, and never the document title', () => {
    const parsed = parseResumeText('CURRICULUM VITAE\nLena Marquardt geboren am 5. Mai 1990, aus Altdorf UR\nSeeweg 3, 6460 Altdorf\nlena@example.org')
    expect(parsed.name).toBe('Lena Marquardt')
    expect(parsed.summary).toBe('')
    expect(parseResumeText('CURRICULUM VITAE\n\n2020 – 2021 | Aushilfe').name).not.toBe('CURRICULUM VITAE')
  })
})

describe('several roles under one employer', () => {
  it('gives a later role line with its own dates the employer named on its own line above', () => {
    expect(jobs('TEACHING EXPERIENCE\n\nHill School District | Lakewood, OH\nStudent Teacher (Band) | Spring 2025\n• Taught sectionals\nField Placement (Choir) | Fall 2024\n• Led warm-ups\nRiver Academy | Dayton, OH\nTutor | 2023')).toEqual([
      { title: 'Student Teacher (Band)', company: 'Hill School District', period: 'Spring 2025' },
      { title: 'Field Placement (Choir)', company: 'Hill School District', period: 'Fall 2024' },
      { title: 'Tutor', company: 'River Academy', period: '2023' },
    ])
  })
})

describe('an employer before its town and country', () => {
  it('keeps a public body or a business named by its web address as the employer', () => {
    expect(jobs('Experiencia Profesional\n\nMUNICIPALIDAD DE ARICA, Arica, Chile, 2011-2013\nArquitecto de Obras\n• Permisos\nESTUDIOSUR.CL, Santiago, Chile, 2014 - Presente\nArquitecto\n• Proyectos')).toEqual([
      { title: 'Arquitecto de Obras', company: 'MUNICIPALIDAD DE ARICA', period: '2011-2013' },
      { title: 'Arquitecto', company: 'ESTUDIOSUR.CL', period: '2014 - Presente' },
    ])
  })
})

describe('two sections named in one heading', () => {
  it('reads the section the parser reads, in any language', () => {
    for (const heading of ['Vaardigheden & Interesses', 'Kenntnisse & Fähigkeiten', 'Skills and Interests', 'Idiomas y Habilidades'])
      expect(parseResumeText(`Lena Marquardt\n\n${heading}\n\nExcel, SAP`).skills, heading).toEqual(['Excel', 'SAP'])
    expect(parseResumeText('Lena Marquardt\n\nSKILLS\n\nExcel\n\nLanguages and Interests\n\nChess').skills).toEqual(['Excel'])
  })
})

describe('the kinds of misses the issue names', () => {
  it('reads a bullet glyph alone on a line between title and employer as one job', () => {
    expect(jobs('EXPERIENCE\n\nSenior Analyst\n•\nNordwind Logistics\nJan 2019 – Present\n• Built dashboards\nAnalyst\n•\nHafen Group\nMar 2016 – Dec 2018\n• Wrote reports')).toEqual([
      { title: 'Senior Analyst', company: 'Nordwind Logistics', period: 'Jan 2019 – Present' },
      { title: 'Analyst', company: 'Hafen Group', period: 'Mar 2016 – Dec 2018' },
    ])
  })

  it('reads a German short period "2020, Jul-Okt." whole', () => {
    expect(jobs('BERUFSERFAHRUNG\n\nPraktikantin, Hafen GmbH\n2020, Jul-Okt.\n• Ablage')[0].period).toBe('2020, Jul-Okt.')
  })

  it('reads a name set over two lines, and a name with its headline glued on', () => {
    expect(parseResumeText('LENA\nMARQUARDT\n+44 7700 900123\nlena@example.org').name).toBe('LENA MARQUARDT')
    expect(parseResumeText('Lena Marquardt Data Analyst\nlena@example.org').name).toBe('Lena Marquardt')
    expect(parseResumeText('Mary Anne Baker\nmary@example.org').name).toBe('Mary Anne Baker')
  })

  it('reads a British address by its town and postcode', () => {
    expect(parseResumeText('Lena Marquardt\n12 Park Road, Leeds LS6 2AB\nlena@example.org').location).toBe('Leeds LS6 2AB')
    expect(parseResumeText('Lena Marquardt\nFlat 3, 40 High Street, Kings Heath, Birmingham B14 7SR').location).toBe('Kings Heath, Birmingham B14 7SR')
  })
})

describe('a label inside Experience that groups its jobs', () => {
  it('keeps "Teaching:" over dated jobs inside Experience', () => {
    expect(jobs('Work\n\nTeaching:\nTeacher, Hill School, Lowood. | 2014–2016\nTeaching all grades.\nResearch:\nResearcher, Moor Institute. | 2016–2019\nField work.')).toEqual([
      { title: 'Teacher', company: 'Hill School', period: '2014–2016' },
      { title: 'Researcher', company: 'Moor Institute', period: '2016–2019' },
    ])
  })
})

describe('internships and skills as CVs name them', () => {
  it('reads internships as experience and technical knowledge as skills, in several languages', () => {
    for (const heading of ['Stages', 'Prácticas', 'Estágios', 'Werdegang', 'Internships'])
      expect(jobs(`${heading}\n\nAnalyst | Hafen Group | 2016 – 2018\n• Reports`), heading).toHaveLength(1)
    for (const heading of ['Qualifikationen', 'Softwarekenntnisse', 'Technische vaardigheden', 'Competenties', 'Kennis'])
      expect(parseResumeText(`Lena Marquardt\n\n${heading}\n\nExcel, SAP`).skills, heading).toEqual(['Excel', 'SAP'])
  })
})

describe('CVs in several languages, as their writers set them out', () => {
  it('reads a town of one word beside the email or the phone, and a labelled address, as the location', () => {
    expect(parseResumeText('Marie Dupont\nmarie.dupont@mail.fr | 06 12 34 56 78 | Lyon').location).toBe('Lyon')
    expect(parseResumeText('Rahul Sharma\nEmail: rahul@example.com | Mobile: +91 98765 43210\nAddress: Pune, Maharashtra').location).toBe('Pune, Maharashtra')
    // A field's label, or what the person is, is no town.
    expect(parseResumeText('Jonas Becker\nTelefon | 0151 23456789\nE-Mail | jonas@example.de').location).toBe('')
    expect(parseResumeText('Jonas Becker\njonas@example.de | Freelancer').location).toBe('')
  })

  it('reads a German role written as one compound word', () => {
    expect(jobs('Berufserfahrung\n\n04/2020 – heute\nSoftwareentwickler, Nordlicht GmbH, Hamburg\n• Microservices')[0]).toMatchObject({ title: 'Softwareentwickler', company: 'Nordlicht GmbH' })
  })

  it('keeps a degree\'s field with its letters before the school', () => {
    const [degree] = parseResumeText('Sanne de Vries\n\nOpleiding\n\nMSc Data Science, Universiteit Utrecht, 2016 – 2018').education
    expect(degree).toMatchObject({ degree: 'MSc Data Science', school: 'Universiteit Utrecht' })
  })
})

describe('periods first with a colon, and "at" in Dutch and Italian', () => {
  it('reads "2022 – 2024 : Master …" without the colon', () => {
    const parsed = parseResumeText("Inès Moreau\n\nFormation\n\n2022 – 2024 : Master MIAGE, Université Paris-Saclay\n\nExpériences\n\n2021 – 2022 : Assistante administrative, Mairie de Rennes\n• Accueil du public")
    expect(parsed.education[0]).toMatchObject({ degree: 'Master MIAGE', school: 'Université Paris-Saclay', period: '2022 – 2024' })
    expect(parsed.experience[0]).toMatchObject({ title: 'Assistante administrative', company: 'Mairie de Rennes' })
  })

  it('reads "bij" and "presso" as "at"', () => {
    expect(jobs('Werkervaring\n\n2019 – heden | Front-end developer bij Webbureau Noord, Groningen\n• React')[0]).toMatchObject({ title: 'Front-end developer', company: 'Webbureau Noord' })
    expect(jobs('Esperienza professionale\n\nGen 2020 – Oggi\nSviluppatrice backend presso Fintech Srl, Milano\n• API')[0]).toMatchObject({ title: 'Sviluppatrice backend', company: 'Fintech Srl' })
  })
})

describe('dates set after a slash, and years stacked over the next entry', () => {
  it('reads "Studio Nube / 2019 - 2021" without the slash', () => {
    expect(jobs('EXPERIENCE\n\nGRAPHIC DESIGNER\nStudio Nube / 2019 - 2021\n• Branding')[0]).toMatchObject({ title: 'GRAPHIC DESIGNER', company: 'Studio Nube', period: '2019 - 2021' })
  })

  it('never reads a year over the next entry\'s earlier year as one period', () => {
    const { education } = parseResumeText('Jordan Lee\n\nEDUCATION\n\n2019\nBachelor of Arts in English\nUniversity of Texas at Austin\n2015\nHigh School Diploma\nWestlake High School')
    expect(education.map(({ period }) => period)).toEqual(['2019', '2015'])
  })
})

describe('a name set with letter spacing', () => {
  it('keeps the word break a wider gap makes', () => {
    expect(parseResumeText('J O H N   D O E\njohn@example.com').name).toBe('JOHN DOE')
  })
})

describe('Dutch CVs', () => {
  it('ends Experience at "Projecten" and reads a Dutch compound role', () => {
    expect(jobs('Ervaring\n\nPolder Markt | Meerdere locaties, Utrecht\nTeamleider | September 2015 – Heden\n• Roosters maken\nProjecten\nWebsite voor de buurt | 2022\n• Ontwerp')).toEqual([
      { title: 'Teamleider', company: 'Polder Markt', period: 'September 2015 – Heden' },
    ])
  })
})

describe('a headline in capitals under the name', () => {
  it('keeps the contact details under it in the header', () => {
    const parsed = parseResumeText('LENA MARQUARDT\n\nDATA ENGINEERING\n\nSeeweg 3 | 10315 Berlin\n0176 30442431 | lena@example.org\n\nBERUFSERFAHRUNG\n\nAnalystin | Hafen GmbH | 2016 – 2018\n• Berichte')
    expect(parsed).toMatchObject({ name: 'LENA MARQUARDT', phone: '0176 30442431', location: '10315 Berlin' })
  })

  it('ends Experience at "Training courses:"', () => {
    expect(jobs('Working experience:\n\n• Analyst, Andean Bank (2015-2018)\nTraining courses:\n• Dynamic Programming, Reserve Bank (2017)')).toHaveLength(1)
  })
})

describe('a list of jobs with only the employer beside the dates', () => {
  it('reads the name as the employer', () => {
    expect(jobs('Experiência Profissional\n\n• Nordlicht Sistemas 02/2018 - 08/2019\n• Analyst, Hafen Group 2015 - 2017')).toEqual([
      { title: '', company: 'Nordlicht Sistemas', period: '02/2018 - 08/2019' },
      { title: 'Analyst', company: 'Hafen Group', period: '2015 - 2017' },
    ])
  })
})

describe('a calendar icon read as a bullet', () => {
  it('reads dates alone after a bullet as the entry\'s dates', () => {
    const { education } = parseResumeText('Lena Marquardt\n\nEDUCATION\n\nM.Sc. in Geology\nKiel University\n• Sept 2012 – June 2014\nThesis title: Dunes')
    expect(education[0]).toMatchObject({ degree: 'M.Sc. in Geology', school: 'Kiel University', period: 'Sept 2012 – June 2014' })
  })
})

describe('roles named with the area they served, under their employer', () => {
  it('gives "Role — Area" lines the employer above, not the area', () => {
    expect(jobs('Professional Experience\n\nAcme Corp — Denver, CO\n\nSenior Product Manager — Platform & Data\nJun 2021 – Present\n- Grew revenue 5x\n\nProduct Manager — Core Platform\nAug 2019 – May 2021\n- Shipped an API\n\nHafen Group — Boston, MA\n\nAnalyst — Trading Desks\nMar 2015 – Jun 2017\n- Built reports')).toEqual([
      { title: 'Senior Product Manager', company: 'Acme Corp', period: 'Jun 2021 – Present' },
      { title: 'Product Manager', company: 'Acme Corp', period: 'Aug 2019 – May 2021' },
      { title: 'Analyst', company: 'Hafen Group', period: 'Mar 2015 – Jun 2017' },
    ])
  })
})

describe('a tech stack heading and a phone of nine digits', () => {
  it('reads "Stack tecnológico" and "Tech stack" as skills, and nine digits alone on a line as the phone', () => {
    expect(parseResumeText('Aintza Rojo\n\nSTACK TECNOLÓGICO\n\nHTML, CSS').skills).toEqual(['HTML', 'CSS'])
    expect(parseResumeText('Aintza Rojo\n\nTech stack\n\nVue.js, Flask').skills).toEqual(['Vue.js', 'Flask'])
    expect(parseResumeText('AINTZA ROJO\ngithub.com/aintza\n\n677170921\n\naintza@example.org').phone).toBe('677170921')
  })
})

describe('German periods and roles', () => {
  it('reads "aktuell", a year before its month, and "Leitung" / "Angestellte" as roles', () => {
    expect(findPeriod('12/2025 – aktuell')).toBe('12/2025 – aktuell')
    expect(findPeriod('2019 August- 2019 Dezember')).toBe('2019 August- 2019 Dezember')
    expect(jobs('Berufserfahrung\n\n10/2022 – 06/2025\nStellvertretende kaufmännische Leitung • Nordhang • Lichtenfels\n• Controlling')[0]).toMatchObject({ title: 'Stellvertretende kaufmännische Leitung', company: 'Nordhang' })
  })

  it('reads "Education & …" and "Academic Background" as education, never a line that starts "educational …" or "Academic Projects"', () => {
    expect(parseResumeText('Lena\n\nAcademic Background\n\nBSc Physics, Kiel University, 2014 – 2017').education).toHaveLength(1)
    expect(parseResumeText('Lena\n\nSKILLS\n\nExcel\n\nAcademic Projects\n\nDune model').skills).toEqual(['Excel'])
    expect(parseResumeText('Lena\n\nEXPERIENCE\n\nAnalyst | Hafen Group | 2016 – 2018\nHelped schools and\neducational institutions, and small\nbusinesses.').education).toEqual([])
  })
})

describe('a year before a word that could be a month', () => {
  it('reads only a month written out after a year as part of the date', () => {
    expect(findPeriod('In 2019 set up the team')).toBe('2019')
    expect(findPeriod('2019 Dezember – 2020 März')).toBe('2019 Dezember – 2020 März')
  })
})

describe('CVs in Polish, Czech, Romanian, Turkish and the Nordic languages', () => {
  it('reads their section headings', () => {
    const sections: [string, string][] = [
      ['Doświadczenie zawodowe', 'experience'], ['Wykształcenie', 'education'], ['Umiejętności', 'skills'],
      ['Pracovní zkušenosti', 'experience'], ['Vzdělání', 'education'], ['Experiență profesională', 'experience'],
      ['İş Deneyimi', 'experience'], ['Eğitim', 'education'], ['Arbetslivserfarenhet', 'experience'], ['Utbildning', 'education'], ['Færdigheder', 'skills'],
    ]
    const content: Record<string, string> = {
      experience: 'Analityk | Hafen Group | 2016 – 2018\n• Raporty',
      education: 'BSc Informatyka, Politechnika Krakowska, 2015 – 2019',
      skills: 'Excel, SAP',
    }
    for (const [heading, section] of sections) {
      const parsed = parseResumeText(`Ola Nowak\n\n${heading}\n\n${content[section]}`)
      expect({ experience: parsed.experience.length, education: parsed.education.length, skills: parsed.skills.length }[section], heading).toBeGreaterThan(0)
    }
  })

  it('reads their months and "still running" words, and an open end alone under the start', () => {
    expect(findPeriod('październik 2019 – obecnie')).toBe('październik 2019 – obecnie')
    expect(findPeriod('Mart 2020 - Halen')).toBe('Mart 2020 - Halen')
    expect(findPeriod('září 2018 – dosud')).toBe('září 2018 – dosud')
    expect(jobs('Doświadczenie\n\n2022-07 | Programista Fullstack\n• obecnie\nNordwind Sp. z o.o., Kraków\n• Serwer w NestJS')[0]).toMatchObject({ title: 'Programista Fullstack', period: '2022-07 – obecnie' })
  })
})

describe('a German CV with its degrees first and the town under the street', () => {
  it('reads "Bildungsabschlüsse", the town over the country, and a university as the employer', () => {
    const parsed = parseResumeText('Jonas Becker\nSeeweg 3\n87439 Kempten\nDeutschland\n\nBILDUNGSABSCHLÜSSE\n\n10/2016 - 07/2020\nBachelor of Engineering in Maschinenbau\nHochschule Kempten\n\nARBEITSERFAHRUNG\n\n06/2021 – 07/2021\nWissenschaftlicher Mitarbeiter\nHochschule Albstadt-Sigmaringen\n• Navigationssystem')
    expect(parsed.location).toBe('87439 Kempten')
    expect(parsed.education).toHaveLength(1)
    expect(parsed.experience[0]).toMatchObject({ title: 'Wissenschaftlicher Mitarbeiter', company: 'Hochschule Albstadt-Sigmaringen' })
  })
})

describe('Dutch and Brazilian CVs', () => {
  it('reads "t/m" as "until", Dutch objective and IT knowledge headings, and a level after a skill in Portuguese', () => {
    expect(findPeriod('26/11/2018 t/m 22/08/2023 - Support Engineer')).toBe('26/11/2018 t/m 22/08/2023')
    const dutch = parseResumeText('Pieter Janssens\n\nProfessionele Doelstelling:\nIT-professional met oog voor klanten.\n\nIT Kennis\n\n• Active Directory\n• Windows Servers')
    expect(dutch.summary).toBe('IT-professional met oog voor klanten.')
    expect(dutch.skills).toEqual(['Active Directory', 'Windows Servers'])
    expect(parseResumeText('Ana Lima\n\nHABILIDADES\n\n• HTML/ CSS INTERMEDIARIO\n• JAVASCRIPT BÁSICO').skills).toEqual(['HTML/ CSS', 'JAVASCRIPT'])
  })
})

describe('a US library resume', () => {
  it('reads a web address alone on a line anywhere as a link, MLIS as a degree, and the library on the role\'s line as the employer', () => {
    const parsed = parseResumeText('Amy Rowe\n(256) 555-0142\namy@example.com\n\nEducation\n\nMLIS | 2017\nUniversity of Alabama\nBA | 2006\nHollins University\n\nResearch Interests\n\nDatabase design\nwww.amyrowe.com/database\n\nProfessional Experience\n\nCirculation Staff, Wyndham Library,\nHollins University 2005-2006\n• Trained 20 students')
    expect(parsed.links).toContain('amyrowe.com/database')
    expect(parsed.education.map(({ degree, period }) => [degree, period])).toEqual([['MLIS', '2017'], ['BA', '2006']])
    expect(parsed.experience[0]).toMatchObject({ title: 'Circulation Staff', company: 'Wyndham Library' })
  })
})

describe('a German school-leaver\'s Lebenslauf', () => {
  it('reads a labelled name, a phone with a slash, a town with particles, German levels and years, and "im" as "at"', () => {
    const parsed = parseResumeText('Lebenslauf\n\nPersönliche Daten\n\nName: | Jonas Georg Becker\nAdresse: | Hauptstraße 15\n67435 Neustadt an der Weinstraße\nTelefon:0163/2055604\n\nPraktische Erfahrungen\n\nSeit 01.09.2022 | FSJ im Offener Kanal Weinstraße\n2021 | Praktikum im Bereich Marketing\n\nKenntnisse\n\nComputer | MS-Office gut\nPython Anfängerkenntnisse\nFremdsprachen | Englisch (9 Jahre)')
    expect(parsed).toMatchObject({ name: 'Jonas Georg Becker', phone: '0163/2055604', location: '67435 Neustadt an der Weinstraße' })
    expect(parsed.experience[0]).toMatchObject({ title: 'FSJ', company: 'Offener Kanal Weinstraße' })
    expect(parsed.experience[1].title).toBe('Praktikum im Bereich Marketing')
    expect(parsed.skills).toEqual(expect.arrayContaining(['MS-Office', 'Python', 'Englisch']))
    // A period of months is no phone.
    expect(parseResumeText('Jonas\n\n01/2019 - 12/2020 | Aushilfe').phone).toBe('')
  })
})

describe('two roles held as one, and an abbreviation inside a degree', () => {
  it('keeps "Role - Role" whole when the employer stands on its own line, and splits it otherwise', () => {
    expect(jobs('Experience\n\nProduction Planner - Shipping Coordinator\nNorthfield Foods\nMay 2021 - Present\n• Planned runs')[0]).toMatchObject({ title: 'Production Planner - Shipping Coordinator', company: 'Northfield Foods' })
    expect(jobs('Experience\n\nSales Manager – Acme Sales\nMay 2021 - Present\n• Sold')[0].title).toBe('Sales Manager')
  })

  it('never splits a degree at "Ing."', () => {
    expect(parseResumeText('Ana\n\nFORMACIÓN\n\nGrado en Ing. Geomática y Topografía\nUniv. Politècnica de València · 2014 – 2019').education[0].degree).toBe('Grado en Ing. Geomática y Topografía')
  })
})

describe('Google Docs\' dash, and a job set out with labels', () => {
  it('parts "Employer, Town —Title" at a dash with a space before it only', () => {
    expect(jobs('EXPERIENCE\n\nNorth Hill School District, Mt. Pleasant —Substitute Teacher OCT 2022 - DEC 2022\n• Taught grades 1-12')[0]).toMatchObject({ title: 'Substitute Teacher', company: 'North Hill School District', period: 'OCT 2022 - DEC 2022' })
    expect(parseResumeText('Carla\n\nEDUCATION\n\nNorth Hill High School, Mt. Pleasant —Graduate\nAUGUST 2015 - MAY 2019').education[0]).toMatchObject({ school: 'North Hill High School' })
  })

  it('reads "Institution:" and "Job Title/Location:" as the employer and the role', () => {
    expect(jobs('WORK HISTORY\n\nInstitution: Bello Learning Centre\nJob Title/Location: Lecturer – Kaduna State.\nPeriod: 2021 to Date.\n• Deliver lectures')[0]).toMatchObject({ title: 'Lecturer', company: 'Bello Learning Centre', period: '2021 to Date' })
  })
})

describe('a student teacher\'s resume', () => {
  it('reads "Leader", "Missionary" and "(Practicum)" as roles, "(PROJECTED)" inside a period, "Graduate" and "… Major" as degrees', () => {
    expect(jobs('EXPERIENCE\n\nHill Valley Church, Arizona — Missionary, Sister Training Leader\nMARCH 2021 - OCTOBER 2022\n• Trained 4 volunteers')[0]).toMatchObject({ title: 'Missionary, Sister Training Leader', company: 'Hill Valley Church' })
    expect(findPeriod('SEPTEMBER 2019- (PROJECTED) APRIL 2025')).toBe('SEPTEMBER 2019- (PROJECTED) APRIL 2025')
    const { education } = parseResumeText('Carla\n\nEDUCATION\n\nNorth Hill High School, Mt. Pleasant —Graduate\nAUGUST 2015 - MAY 2019\nHill University, Provo, UT —Secondary Ed. Major SEPTEMBER 2019- (PROJECTED) APRIL 2025')
    expect(education.map(({ degree }) => degree)).toEqual(['Graduate', 'Secondary Ed. Major'])
  })
})

describe('a skill with a dot is no web address', () => {
  it('leaves "ASP.NET" alone on a line out of the links', () => {
    expect(parseResumeText('Amy Rowe\namy@example.com\n\nSKILLS\n\nASP.NET\nNode.js\n\nPortfolio\n\nwww.amyrowe.com/work').links).toEqual(['amyrowe.com/work'])
  })
})

describe('a document title', () => {
  it('"Resume" is never a section heading, in any language list', () => {
    expect(knownHeading('Resume')).toBeNull()
    expect(knownHeading('RESUME')).toBeNull()
  })
})

describe('the third round of real kinds (issue 32)', () => {
  it('reads "Programming", "Programação:", "P C - Kenntnisse", "Working experience" and "Ausbildung/ Schule" as their sections', () => {
    expect(knownHeading('PROGRAMMING LANGUAGES')).toBe('skills')
    expect(knownHeading('Programming')).toBe('skills')
    expect(knownHeading('PROGRAMAÇÃO:')).toBe('skills')
    expect(knownHeading('P C - KENNTNISSE:')).toBe('skills')
    expect(knownHeading('Working experience:')).toBe('experience')
    expect(knownHeading('Ausbildung/ Schule')).toBe('education')
    // A slash between a section the parser reads and one it does not still reads the first.
    expect(knownHeading('Languages / Interests')).toBe('other')
    const parsed = parseResumeText('Rui Matos\nCuritiba, PR\n\nPROGRAMAÇÃO:\nPython | Julia\nVISUALIZAÇÃO DE DADOS:\nPlotly | Bokeh\n\nRESUMO PROFISSIONAL\n\nGeofísico com cinco anos de campo.')
    expect(parsed.skills).toEqual(['Python', 'Julia', 'Plotly', 'Bokeh'])
  })

  it('takes the phone and the town from a footer of contact details, and never lists it as skills', () => {
    const parsed = parseResumeText('Jo Vale\n\nExperience\n\nAnalyst | Brightwell | 2019 – 2022\n• Built reports\n\nProgramming Languages\nPython, SQL\n\n<jo@example.org> • +44 20 7946 0958 • address - Leeds, England')
    expect(parsed.skills).toEqual(['Python', 'SQL'])
    expect(parsed.phone).toBe('+44 20 7946 0958')
    expect(parsed.location).toBe('Leeds, England')
  })

  it('gives a header of three lines the dates on the line after it, and joins a bracketed note to its line', () => {
    expect(jobs('EXPERIENCE\n\nRiverside Clinic/ Hill Hospital\nPalo Alto — Inventory control coordinator\nDemand planning, reporting\nFebruary 2018 - PRESENT\nCreated usage data pulled from two ERP systems.\nNorthway Stores, Fresno — Inventory Control\n(warehouse associate level 2)\nJuly 2013 - July 2017\nPerformed weekly cycle counts.')).toEqual([
      expect.objectContaining({ period: 'February 2018 - PRESENT' }),
      expect.objectContaining({ title: 'Inventory Control (warehouse associate level 2)', company: 'Northway Stores', period: 'July 2013 - July 2017' }),
    ])
  })

  it('keeps a job\'s work set as plain lines of prose in the job, and opens the next job at its dates', () => {
    const parsed = jobs('Doświadczenie\n\n2022-07 | Programista\nMaris Motors, Kraków\nRozwój serwera w NestJS, obsługującego komunikację przez HTTP.\nStworzenie aplikacji klienckich opartych o Vue 3 oraz Electron.js,\nimplementacja usług dla powiadomień PUSH.\nKonfiguracja oprogramowania dla komputerów klienckich z systemem Linux.\n2020-01 | Młodszy programista\nMaris Motors, Kraków\nTesty aplikacji.')
    expect(parsed.map(({ title, company }) => [title, company])).toEqual([['Programista', 'Maris Motors'], ['Młodszy programista', 'Maris Motors']])
  })

  it('reads each degree\'s dates above it when a stray glyph of the design opens the section', () => {
    const { education } = parseResumeText('Anas Mourad\n\nBILDUNGSABSCHLÜSSE\n\nE\n\n10/2020 - 03/2022\nMaster Systems-Engineering\nHochschule Lindental\n10/2016 - 07/2020\nBachelor of Engineering in Maschinenbau\nHochschule Kempfeld')
    expect(education.map(({ degree, period }) => [degree, period])).toEqual([
      ['Master Systems-Engineering', '10/2020 - 03/2022'],
      ['Bachelor of Engineering in Maschinenbau', '10/2016 - 07/2020'],
    ])
  })

  it('reads the town at the end of a labelled street address, and leaves letters in brackets off the name', () => {
    const parsed = parseResumeText('MUSA DANLADI (ACA)\n\nAddress: Block C, Flat 2, Unity Estate, Ahmadu Bello Way, Zaria.\nContact: 08031234567 musa.d@example.com\n\nPROFESSIONAL SUMMARY\n\nAn accountant with years of audit work.')
    expect(parsed.name).toBe('MUSA DANLADI')
    expect(parsed.location).toBe('Zaria')
  })
})

describe('a long employer\'s name', () => {
  it('reads "Employer of many words, Town — Role" as a header, not a sentence', () => {
    expect(jobs('EXPERIENCE\n\nKeswick Outdoor Shop — Shift Manager\nJUNE 2019 - FEBRUARY 2021\n• Ran the store\nThe Lake District and North Cumbria Mountain Rescue Foundation, Keswick — Volunteer Coordinator\nMARCH 2021 - OCTOBER 2022\n• Trained 4 new volunteers')[1]).toMatchObject({
      title: 'Volunteer Coordinator',
      company: 'The Lake District and North Cumbria Mountain Rescue Foundation',
      period: 'MARCH 2021 - OCTOBER 2022',
    })
  })
})

describe('a bullet before every printed line (Canva, ReportLab)', () => {
  const bullets = (text: string) => parseResumeText(`Lena Marquardt\nlena@example.org\n\nEXPERIENCE\n\n${text}`).experience[0]?.description
  it('joins an item cut on "and", a comma or "de" to the next', () => {
    expect(bullets('Customer Service Representative\nNorthline Teleservices Inc. - August 2022 - March 2024\n• Handled inbound calls for an insurer.\n• Promoted to Subject Matter Expert and\n• Quality Improvement agent, tracking client data daily.\n• Reached a 95% satisfaction rate.')).toEqual([
      'Handled inbound calls for an insurer.',
      'Promoted to Subject Matter Expert and Quality Improvement agent, tracking client data daily.',
      'Reached a 95% satisfaction rate.',
    ])
  })

  it('in a list whose items end with a full stop, joins an item without one to the next, but never one that ends on a bracket or a colon', () => {
    expect(bullets('Responsable GIS\nNordvalle Energía · 2023 – 2026\n• Gestión de la base de datos geoespacial y del entorno ArcGIS\n• Enterprise, garantizando alta disponibilidad.\n• Desarrollo de soluciones GIS.\n• Coordinación entre departamentos.')).toEqual([
      'Gestión de la base de datos geoespacial y del entorno ArcGIS Enterprise, garantizando alta disponibilidad.',
      'Desarrollo de soluciones GIS.',
      'Coordinación entre departamentos.',
    ])
    expect(bullets('HSE Advisor\nRed Ridge Iron · 2020 – 2024\n• Supported a 600-person site.\n• Improved the infrastructure since launch. (3.6 million users)\n• Led ICAM investigations for serious incidents, including:\n• a vehicle rollover (2022)\n• Wrote monthly reports.')).toHaveLength(5)
  })

  it('joins a skills item cut on a comma or "&" to the next', () => {
    expect(parseResumeText('Lena Marquardt\n\nTECHNICAL SKILLS\n\n• Web Development: HTML, CSS,\n• JavaScript, Website Design &\n• Development\n• Responsive Web Design').skills).toEqual(['HTML', 'CSS', 'JavaScript', 'Website Design & Development', 'Responsive Web Design'])
  })
})

describe('a Polish sales CV (real-e)', () => {
  it('reads "Doświadczenie sprzedażowe" and "Pozostałe doświadczenie" as experience, and Polish role words as the title', () => {
    expect(knownHeading('DOŚWIADCZENIE SPRZEDAŻOWE')).toBe('experience')
    expect(knownHeading('POZOSTAŁE DOŚWIADCZENIE')).toBe('experience')
    expect(knownHeading('Narzędzia i technologie')).toBe('skills')
    expect(jobs('DOŚWIADCZENIE SPRZEDAŻOWE\n\nPrzedstawiciel handlowy ds. OZE\nSłoneczny Dom | Marzec 2020 – Lipiec 2021\nProwadzenie spotkań handlowych z klientami.')[0]).toMatchObject({
      title: 'Przedstawiciel handlowy ds. OZE',
      company: 'Słoneczny Dom',
      period: 'Marzec 2020 – Lipiec 2021',
    })
  })

  it('reads a heading a narrow column wrapped onto a second line in capitals as one heading', () => {
    const parsed = parseResumeText('Jan Nowak\n\nKOMPETENCJE\n\nSPRZEDAŻOWE\n\n• Sprzedaż B2B i B2C\n• Negocjacje\n\nJĘZYKI OBCE\n\n• Angielski')
    expect(parsed.skills).toEqual(['Sprzedaż B2B i B2C', 'Negocjacje'])
  })

  it('keeps the cell beside a degree with the degree when the school stands on the line above', () => {
    const { education } = parseResumeText('Jan Nowak\n\nWYKSZTAŁCENIE\n\nUniwersytet Ekonomiczny w Lesznie\nMagister: Informatyka i ekonometria | Informatyka w gospodarce | 2021–2023\n• Analiza danych.')
    expect(education).toEqual([{ degree: 'Magister: Informatyka i ekonometria | Informatyka w gospodarce', school: 'Uniwersytet Ekonomiczny w Lesznie', period: '2021–2023' }])
  })
})

describe('an online CV builder\'s stamp', () => {
  it('never reads "Powered by TCPDF (www.tcpdf.org)" as the person\'s link', () => {
    const parsed = parseResumeText('AMINA BELLO\nPowered by TCPDF (www.tcpdf.org)Powered by TCPDF (www.tcpdf.org)\namina@example.com\ngithub.com/aminab\n\nEDUCATION\n\nB.Sc. Computer Science | Ahmadu Bello University | 2016')
    expect(parsed.links).toEqual(['github.com/aminab'])
  })
})

describe('a national identity number', () => {
  it('is never the phone: "CNIC:", "Aadhaar:", "CPF:" before the digits', () => {
    expect(parseResumeText('MUHAMMAD ALI\n\nCNIC: 36302-5018729-7\n\nCONTACT\n\nPhone: +923001234567\nali@example.com').phone).toBe('+923001234567')
    expect(parseResumeText('Priya Nair\nAadhaar No: 1234 5678 9012\nMobile: +91 98480 55501').phone).toBe('+91 98480 55501')
    expect(parseResumeText('Ana Souza\nCPF: 123.456.789-09\n(81) 99999-0000').phone).toBe('(81) 99999-0000')
  })
})

describe('a justified paragraph', () => {
  it('reads the wide gaps of a justified line of prose as spaces, never a list\'s separators', () => {
    const parsed = parseResumeText('Ahmed Raza\n\nPROFILE:\n\nSeeking a challenging position in a leading organization with an aim to contribute | positively | towards | the achievement of its objectives.\n\nSKILLS\n\npython | django | flask | react | node | docker | aws | git | linux | sql')
    expect(parsed.summary).toBe('Seeking a challenging position in a leading organization with an aim to contribute positively towards the achievement of its objectives.')
    expect(parsed.skills).toHaveLength(10)
  })
})

describe('jobs listed without bullets, each closed by its dates', () => {
  it('reads employer, role and dates as one job each, however many lines the next header has', () => {
    expect(jobs('BERUFSERFAHRUNG\n\nSchmid Fensterbau, 6003 Luzern\nMetallbauer\nMärz 2015 - Heute\nAltherr Stahl AG, 4051 Basel\nZeichner / Projektleiter\nJuni 2012 - Februar 2015\nKeller Fassaden, 8400 Winterthur Projektleiter\nApril 2010 - Mai 2012')).toEqual([
      { title: 'Metallbauer', company: 'Schmid Fensterbau', period: 'März 2015 - Heute' },
      { title: 'Zeichner / Projektleiter', company: 'Altherr Stahl AG', period: 'Juni 2012 - Februar 2015' },
      { title: 'Projektleiter', company: 'Keller Fassaden', period: 'April 2010 - Mai 2012' },
    ])
  })
})

describe('a postcode and town after the employer', () => {
  it('leaves "Weber Holzbau, 3600 Thun" as the employer, and a role set after the town as the title', () => {
    expect(jobs('EXPERIENCE\n\nWeber Holzbau, 3600 Thun\nZimmermann\n• Dachstühle gebaut')).toEqual([{ title: 'Zimmermann', company: 'Weber Holzbau', period: '' }])
    expect(jobs('EXPERIENCE\n\nWeber Holzbau, 9000 St. Gallen Projektleiter | 2018 - 2020\n• Baustellen geführt')).toEqual([{ title: 'Projektleiter', company: 'Weber Holzbau', period: '2018 - 2020' }])
  })

  it('never takes a year after a comma for a postcode', () => {
    expect(jobs('EXPERIENCE\n\nOrganizer, Harvest Fair 2019 Edition\n• Booked vendors')[0].title).toBe('Organizer')
  })
})

describe('a heading a narrow column wrapped after its "and"', () => {
  it('reads "FÄHIGKEITEN UND" over "FERTIGKEITEN" as the skills heading', () => {
    const parsed = parseResumeText('Mara Keller\nmara@example.ch\n\nBERUFSERFAHRUNG\n\nSchmid Fensterbau | 2015 - 2020\n\nFÄHIGKEITEN UND\n\nFERTIGKEITEN\nSchweissen\nAuto CAD')
    expect(parsed.skills).toEqual(['Schweissen', 'Auto CAD'])
    expect(parsed.experience).toHaveLength(1)
  })

  it('reads "EDUCATION AND" over "TRAINING" as one heading, not a section of its own after it', () => {
    const parsed = parseResumeText('Mara Keller\n\nEDUCATION AND\nTRAINING\n\nBSc Nursing | Hillcrest University | 2014 - 2018')
    expect(parsed.education).toHaveLength(1)
  })
})

describe('skills written as phrases in German', () => {
  it('keeps "Erfahrung mit Auto CAD" whole, capitalised nouns and all', () => {
    expect(parseResumeText('Mara Keller\n\nKENNTNISSE\n\nMehrjährige Erfahrung mit Auto CAD\nGrundkenntnisse mit Javascript').skills).toEqual(['Mehrjährige Erfahrung mit Auto CAD', 'Grundkenntnisse mit Javascript'])
  })

  it('joins a phrase a narrow column cut after "mit" or "in"', () => {
    expect(parseResumeText('Mara Keller\n\nKENNTNISSE\n\nErfahrung mit\nDatenbankprogramm Lagerix\nSchulung in\nErster Hilfe').skills).toEqual(['Erfahrung mit Datenbankprogramm Lagerix', 'Schulung in Erster Hilfe'])
  })
})

describe('an organizer', () => {
  it('is a role: "Campaign Organizer, County Democrats" names the title first', () => {
    expect(jobs('EXPERIENCE\n\nCampaign Organizer, Lakeside County Democrats | 2013–2015')).toEqual([{ title: 'Campaign Organizer', company: 'Lakeside County Democrats', period: '2013–2015' }])
  })
})

describe("a role line over the employer's line with its dates", () => {
  it('keeps the comma or dot of a role line whole where the section puts every employer on the second line', () => {
    expect(jobs('DOŚWIADCZENIE\n\nAccount Manager\nHalden Telekom | Marzec 2019 – Czerwiec 2021\nObsługa klientów B2B.\nProduct Manager, Search & Display Ads\nBrennow Pharma | Wrzesień 2021 – Styczeń 2023\nAnaliza rynku.')).toEqual([
      { title: 'Account Manager', company: 'Halden Telekom', period: 'Marzec 2019 – Czerwiec 2021' },
      { title: 'Product Manager, Search & Display Ads', company: 'Brennow Pharma', period: 'Wrzesień 2021 – Styczeń 2023' },
    ])
    expect(jobs('EXPERIENCIA PROFESIONAL\n\nConsultor GIS\nOrtelia Mapas · 2023 – Actualidad\n• Mapas web.\nTécnico GIS · Desarrollo de Negocio\nCartovia · 2019 – 2023\n• Datasets.')[1]).toEqual({ title: 'Técnico GIS · Desarrollo de Negocio', company: 'Cartovia', period: '2019 – 2023' })
  })

  it('still reads "Role, Employer" over a line of dates alone as two', () => {
    expect(jobs('EXPERIENCE\n\nData Analyst, Brennow Labs\nJan 2020 – Dec 2021\n• Built reports\nProduct Manager, Halden Systems\nJan 2022 – Present\n• Ran launches')[1]).toMatchObject({ title: 'Product Manager', company: 'Halden Systems' })
  })
})

describe('a role, its area, then the employer on one line', () => {
  it('reads "Team Lead, Ads Policy, Korvo | dates" as the title with its area, where the other lines are "Role, Employer"', () => {
    expect(jobs('PROFESSIONAL EXPERIENCE\n\nPolicy Fellow, Tallis Forum | Jan 2026–present\n• Led reviews\nTeam Lead, Ads Policy, Korvo | April 2024–May 2025\n• Drafted rules\nAnalyst, Brennow Group | 2019–2024\n• Wrote briefs')).toEqual([
      { title: 'Policy Fellow', company: 'Tallis Forum', period: 'Jan 2026–present' },
      { title: 'Team Lead, Ads Policy', company: 'Korvo', period: 'April 2024–May 2025' },
      { title: 'Analyst', company: 'Brennow Group', period: '2019–2024' },
    ])
  })

  it('leaves a third part that is a place out of the employer', () => {
    expect(jobs('EXPERIENCE\n\nPolicy Fellow, Tallis Forum | 2026–present\nAnalyst, Brennow Group | 2019–2024\nEngineer, Korvo Labs, Austin, TX | 2016–2019')[2]).toMatchObject({ title: 'Engineer', company: 'Korvo Labs' })
  })
})

describe('projects under a heading that names them', () => {
  it('reads "Engineering Project Experience" as projects, not jobs, like "Project Experience"', () => {
    expect(knownHeading('ENGINEERING PROJECT EXPERIENCE')).not.toBe('experience')
    expect(knownHeading('Design Projects Experience')).not.toBe('experience')
    expect(jobs('EXPERIENCE\n\nOptics Researcher | Brennow Labs | 2025\n• Aligned lenses\n\nENGINEERING PROJECT EXPERIENCE\n\nSmart Shelf Insert | Boulder, CO\nLead Designer | 2024\n• Built a prototype')).toEqual([
      { title: 'Optics Researcher', company: 'Brennow Labs', period: '2025' },
    ])
    expect(knownHeading('Engineering Experience')).toBe('experience')
    expect(knownHeading('Relevant Work Experience')).toBe('experience')
  })
})

describe("an employer and its school or laboratory after a dash", () => {
  it('keeps "University — School of …" and "University — … Laboratory" whole as the employer', () => {
    expect(jobs('EXPERIENCE\n\nHarlow University — School of Materials Science | Galway, Ireland\nMaterials Researcher | May – July 2026\n• Tested resins')).toEqual([
      { title: 'Materials Researcher', company: 'Harlow University — School of Materials Science', period: 'May – July 2026' },
    ])
    expect(jobs('EXPERIENCE\n\nBrennow State University — Okafor Laboratory | Fort Collins, CO\nOptics Researcher | May – August 2025\n• Aligned lenses')[0].company).toBe('Brennow State University — Okafor Laboratory')
  })

  it('still parts an employer from a role after the dash', () => {
    expect(jobs('EXPERIENCE\n\nHarlow University — Lab Technician | 2019 – 2021\n• Ran assays')[0]).toMatchObject({ title: 'Lab Technician', company: 'Harlow University' })
  })
})

describe('a skills heading with its list on the same line, under the summary', () => {
  it('reads "Core Skills : A | B | C" and the list line under it before the Skills section', () => {
    const parsed = parseResumeText(
      'Mira Okafor\nmira@example.org\n\nProfessional Summary\n\nMarketer with experience in brand strategy and content for small studios.\nCore Skills : Brand Strategy | Copywriting | Campaign Management\nHTML | CSS | WordPress\n\nExperience\n\nDesigner | Halden Studio | 2023 – Present\n• Drew logos\n\nTechnical Skills\n\nFigma | Canva | Photoshop',
    )
    expect(parsed.skills).toEqual(['Brand Strategy', 'Copywriting', 'Campaign Management', 'HTML', 'CSS', 'WordPress', 'Figma', 'Canva', 'Photoshop'])
    expect(parsed.summary).toBe('Marketer with experience in brand strategy and content for small studios.')
  })

  it('leaves a sentence with a colon in the summary alone', () => {
    expect(parseResumeText('Mira Okafor\n\nSummary\n\nSkills: I learn fast and work well with people.\n\nSkills\n\nFigma, Canva').skills).toEqual(['Figma', 'Canva'])
  })
})

describe("an employer's other name in brackets", () => {
  it('keeps "(prev. …)" and "(formerly …)" with the employer, and still drops a note about it', () => {
    expect(jobs('EXPERIENCE\n\nAccount Manager, Tallis Giving (prev. Givewell.org) | 2016–2021\n• Ran accounts')[0].company).toBe('Tallis Giving (prev. Givewell.org)')
    expect(jobs('EXPERIENCE\n\nAnalyst, Korvo (formerly Brennow) | 2016–2021\n• Wrote briefs')[0].company).toBe('Korvo (formerly Brennow)')
    expect(jobs('EXPERIENCE\n\nTeacher, Briar Lane Academy (private K-8 school) | 2016–2021\n• Taught maths')[0].company).toBe('Briar Lane Academy')
  })
})

describe('Italian degrees and schools', () => {
  it('keeps the class of an Italian degree, "(LM-32)", and reads "Town (XY)" as a place, not a degree', () => {
    expect(
      parseResumeText('Marta Rizzo\n\nIstruzione e Formazione\n\nLaurea Magistrale in Ingegneria Gestionale (LM-31) | 2024 – In corso\nUniversità degli Studi di Brennow | Brennow\nDiploma di Maturità Classica | 2016 – 2021\nLiceo Classico Ada Negri | Santa Flavia (PA)').education,
    ).toEqual([
      { degree: 'Laurea Magistrale in Ingegneria Gestionale (LM-31)', school: 'Università degli Studi di Brennow', period: '2024 – In corso' },
      { degree: 'Diploma di Maturità Classica', school: 'Liceo Classico Ada Negri', period: '2016 – 2021' },
    ])
  })
})

describe('notes and labels in a list of skills', () => {
  it('drops a note in brackets that two skills or more share: it names their group', () => {
    expect(parseResumeText('Jonas Berger\n\nKENNTNISSE\n\nLinux, Python, Openshot (Videoschnitt), Lightworks (Videoschnitt), Audacity (Tonschnitt)').skills).toEqual([
      'Linux',
      'Python',
      'Openshot',
      'Lightworks',
      'Audacity (Tonschnitt)',
    ])
  })

  it('drops a group label that has a comma of its own before a list', () => {
    expect(parseResumeText('Marta Rizzo\n\nCompetenze Tecniche\n\n• Linguaggi: Python, Java.\n• Dati, Reti e Sistemi: Neo4j, PostgreSQL, JSON, Linux.').skills).toEqual(['Python', 'Java', 'Neo4j', 'PostgreSQL', 'JSON', 'Linux'])
  })
})

describe('a student job', () => {
  it('reads "Work-Study Student" as the role, over the university it served', () => {
    expect(jobs('EXPERIENCE\n\nWork-Study Student, Okafor Memorial Library,\nHarlow University 2002-2006\n• Shelved books')[0]).toMatchObject({ title: 'Work-Study Student', company: 'Okafor Memorial Library' })
  })
})

describe('an employer whose bracket a line break left open', () => {
  it('joins "Name (LONG" and "NAME) 2021" into one employer', () => {
    expect(jobs('INTERNSHIP\n\nBRI (BRENNOW RURAL MACHINERY RESEARCH\nINSTITUTE) 2021\n• Drew parts in AutoCAD')[0]).toMatchObject({ company: 'BRI (BRENNOW RURAL MACHINERY RESEARCH INSTITUTE)', period: '2021' })
  })
})

describe('"Honors and Distinctions" inside Education', () => {
  it('ends the degrees: its honours are no schools', () => {
    const parsed = parseResumeText('Ada Brennow\n\nEducation\n\nMLIS | 2017\nHarlow University\nHonors and Distinctions\nSumma cum laude\nHarlow University\n\nSkills\n\nCataloguing')
    expect(parsed.education).toEqual([{ degree: 'MLIS', school: 'Harlow University', period: '2017' }])
    expect(knownHeading('Awards & Distinctions')).toBe('other')
  })
})

describe("degrees whose dates come first, the next one's dates at the end of a detail line", () => {
  it('gives the dates at the end of "• Schwerpunkt: …" to the next degree, and ends a school name wrapped onto its own line', () => {
    expect(
      parseResumeText(
        'Samir Haddad\n\nBILDUNGSABSCHLÜSSE\n\n10/2020 - 03/2022\nMaster Informatik\nHochschule für Technik\nBrennow-Halden\n• Schwerpunkt: Robotik 10/2016 - 07/2020\nBachelor of Engineering in Maschinenbau\nHochschule für Technik\nHalden\n• Schwerpunkt: Maschinenbau',
      ).education,
    ).toEqual([
      { degree: 'Master Informatik', school: 'Hochschule für Technik Brennow-Halden', period: '10/2020 - 03/2022' },
      { degree: 'Bachelor of Engineering in Maschinenbau', school: 'Hochschule für Technik Halden', period: '10/2016 - 07/2020' },
    ])
  })
})

describe('a degree as printed beside its school', () => {
  it('reads the rest of the line after the school as the degree, commas and all', () => {
    expect(parseResumeText('Ada Brennow\n\nEDUCATION\n\nUniversity of Halden, B.A., History & B.A., Media Studies | 2012–2016').education).toEqual([
      { degree: 'B.A., History & B.A., Media Studies', school: 'University of Halden', period: '2012–2016' },
    ])
  })

  it('keeps the dash printed between a degree and its field', () => {
    expect(parseResumeText('Ada Brennow\n\nEducation\n\nDiploma — Interactive Media Design\nHalden Institute of Technology | 2025').education).toEqual([
      { degree: 'Diploma — Interactive Media Design', school: 'Halden Institute of Technology', period: '2025' },
    ])
  })
})

describe('Polish degrees and schools', () => {
  it('reads "Inżynier", "spec." and "Politechnika … im. …" as a Polish CV writes them', () => {
    expect(
      parseResumeText('Jan Brzoza\n\nWykształcenie\n\n2023-02 | Informatyka spec. Sieci, Magister\n2025-02\nPolitechnika Halden im. Jana Brzozy\n2019-10 | Informatyka, Inżynier\n2023-02\nPolitechnika Halden im. Jana Brzozy').education,
    ).toEqual([
      { degree: 'Informatyka spec. Sieci, Magister', school: 'Politechnika Halden im. Jana Brzozy', period: '2023-02 – 2025-02' },
      { degree: 'Informatyka, Inżynier', school: 'Politechnika Halden im. Jana Brzozy', period: '2019-10 – 2023-02' },
    ])
  })
})

describe('what was studied, the word for "at", then the university', () => {
  it('parts "Faculdade de enfermagem na Universidade …" into what was studied and the school', () => {
    expect(parseResumeText('Ana Brito\n\nFORMAÇÃO\n\nFaculdade de enfermagem na Universidade Vale do Brennow (UVB) | 2014 - 2018').education).toEqual([
      { degree: 'Faculdade de enfermagem', school: 'Universidade Vale do Brennow (UVB)', period: '2014 - 2018' },
    ])
  })

  it('leaves "University of …" before a campus word alone', () => {
    expect(parseResumeText('Ana Brito\n\nEducation\n\nBSc Nursing | University of Halden at Brennow | 2014 - 2018').education[0]).toMatchObject({ degree: 'BSc Nursing' })
  })
})

describe('where the candidate lives, from a street address', () => {
  it('reads the postcode and town after a street and its number, and a town before its postcode', () => {
    expect(parseResumeText('Karin Brenner\nLindenweg 12 8400 Halden\n079 / 123 45 67\nkarin@example.ch\n\nBERUFSERFAHRUNG\n\nSchmid AG | 2015 - 2020').location).toBe('8400 Halden')
    expect(parseResumeText('Musa Bello\nmusa@example.com\n08012345678 | Unity Street\ngithub.com/musab | Brennowa, 923101\n\nEDUCATION\n\nBSc Physics | Halden University | 2016').location).toBe('Brennowa')
  })
})

describe('German compound degrees', () => {
  it('reads "Fachabitur" as a degree, like "Berufsmatura"', () => {
    expect(parseResumeText('Jonas Berger\n\nSchulbildung\n\n2020-2022 | Fachabitur\nHalden-Schule, Brennow').education[0]).toMatchObject({ degree: 'Fachabitur', period: '2020-2022' })
  })
})

describe('a sentence that names a school in passing', () => {
  it('is no school of its own under a degree', () => {
    expect(
      parseResumeText('Ada Brennow\n\nEDUCATION\n\nBA Marketing | Halden State University | 2019\nAwarded a scholarship to the Brennow School of Business at Halden State University. I was admitted to the program without an application').education,
    ).toEqual([{ degree: 'BA Marketing', school: 'Halden State University', period: '2019' }])
  })
})

describe('an associate degree by its letters', () => {
  it('reads "A.S Information Systems" after its school and a dash as the degree', () => {
    expect(parseResumeText('Amy Brennow\n\nEDUCATION\n\nHalden Community College, Syracuse, NY — A.S Information Systems\n\nAugust 2018 - May 2020').education[0]).toMatchObject({ degree: 'A.S Information Systems', school: 'Halden Community College' })
  })
})

describe('earlier jobs run together in one paragraph', () => {
  it('reads "Role — Employer • Role — Employer • …", wrapped anywhere, as one job each', () => {
    expect(
      jobs(
        'Experience\n\nHalden Works – Operations Lead (2018–2023)\n• Ran shifts\n\nAdditional Experience\n\nShift Supervisor — Brennow Fair (Okafor Staffing, 2026) • Floor\nManager Assistant — Expo Operations • Customer Service Representative •\nAdministrative Assistant — Okafor Staffing',
      ),
    ).toEqual([
      { title: 'Operations Lead', company: 'Halden Works', period: '2018–2023' },
      { title: 'Shift Supervisor', company: 'Brennow Fair', period: '2026' },
      { title: 'Floor Manager Assistant', company: 'Expo Operations', period: '' },
      { title: 'Customer Service Representative', company: '', period: '' },
      { title: 'Administrative Assistant', company: 'Okafor Staffing', period: '' },
    ])
  })

  it('leaves a line of skills parted by dots alone', () => {
    expect(jobs('Experience\n\nAnalyst | Halden Works | 2018–2023\nSQL • Excel • Tableau\n• Built reports')).toHaveLength(1)
  })
})

describe('a German period whose end year has two digits', () => {
  it('reads "01.08.2020 - 10.07.21" and "08.2020 - 07.21" whole', () => {
    expect(findPeriod('01.08.2020 - 10.07.21 | Jahrespraktikum bei Halden Chemie')).toBe('01.08.2020 - 10.07.21')
    expect(findPeriod('08.2020 - 07.21')).toBe('08.2020 - 07.21')
    expect(findPeriod('01.08.2020 - 10.07.2021')).toBe('01.08.2020 - 10.07.2021')
    expect(jobs('Praktische Erfahrungen\n\n01.08.2020 - 10.07.21 | Jahrespraktikum bei Halden Chemie\n2019 | Brennow Werke')[0]).toEqual({ title: 'Jahrespraktikum', company: 'Halden Chemie', period: '01.08.2020 - 10.07.21' })
  })
})

// From the fresh real resumes of 2026-11-28 (real-f, real-g), each kind written with invented people.
describe('section names of the fresh real resumes', () => {
  it.each([
    ['Schule - Berufsausbildung', 'education'],
    ['EXPERIÊNCIA DE TRABALHO', 'experience'],
    ['Volunteer and Fundraising', 'other'],
    ['SPORTS', 'other'],
    ['PASSATEMPOS', 'other'],
    ['Cualificaciones', 'other'],
    ['Qualities', 'skills'],
  ])('reads "%s" as %s', (heading, section) => {
    expect(knownHeading(heading)).toBe(section)
  })
})

describe('roles and employers as the fresh real resumes set them', () => {
  it('splits "role bei employer" where the employer is typed in lower case', () => {
    expect(jobs('Berufserfahrung\n\n01/2020 - 04/2021 | Kassierer bei burgerhaus Dorsten')).toEqual([{ title: 'Kassierer', company: 'burgerhaus Dorsten', period: '01/2020 - 04/2021' }])
  })

  it('parts one role word from the employer with its legal form after it', () => {
    expect(jobs('Berufserfahrung\n\n05/2020 - 3/2022 | Kurierfahrer Nordpaket GmbH\nHamminkeln')).toEqual([{ title: 'Kurierfahrer', company: 'Nordpaket GmbH', period: '05/2020 - 3/2022' }])
  })

  it('parts an employer ending on "Association" or "Township" from the role word after it', () => {
    expect(jobs('EMPLOYMENT\n\nElmwood Athletic Association Umpire, Yardley, PA 2016\nCedar Falls Township Lifeguard, Yardley, PA 2019')).toEqual([
      { title: 'Umpire', company: 'Elmwood Athletic Association', period: '2016' },
      { title: 'Lifeguard', company: 'Cedar Falls Township', period: '2019' },
    ])
  })

  it('keeps a title of two role words and a name ending like a practitioner whole', () => {
    expect(jobs('Experience\n\nAssistant Assurance bei Ernst & Partner AG | 2019 – 2021')).toEqual([{ title: 'Assistant Assurance', company: 'Ernst & Partner AG', period: '2019 – 2021' }])
    expect(jobs('Experiência\n\nAnalista | Paulista Embalagens S.A. | 2019 – 2021')[0].company).toBe('Paulista Embalagens S.A.')
  })

  it('reads a role in capitals with a bullet over the employer\'s dated line as the job\'s header', () => {
    expect(jobs('Experience\n\n• PRODUCER & EDITOR\n• NORDSTRAND TV | 2022\n• Produced a weekly show.\n• ONLINE EDITOR\n• KUSTEN RADIO | 2021\n• Edited the site.')).toEqual([
      { title: 'PRODUCER & EDITOR', company: 'NORDSTRAND TV', period: '2022' },
      { title: 'ONLINE EDITOR', company: 'KUSTEN RADIO', period: '2021' },
    ])
  })

  it('reads "Projekt: …" under a job as the project its lines are about, not a job', () => {
    const parsed = jobs('Doświadczenie\n\n2022-07 - obecnie | Programista\nWisła Motors, Kraków\nW firmie przeszedłem drogę od stażysty do programisty, pracując nad wieloma projektami.\nProjekt: Andon\nUtworzenie systemu powiadomień dla pracowników produkcji.')
    expect(parsed).toHaveLength(1)
  })
})

describe('names and contact details as the fresh real resumes set them', () => {
  it('never reads a document\'s title over the name as the name', () => {
    expect(parseResumeText('Doctorate Thesis\nAda Ferreira | ada@example.org\n\nEducation\n\nMSc Physics | University of Porto | 2020').name).toBe('Ada Ferreira')
  })

  it('reads a labelled town in a cell of the contact line', () => {
    expect(parseResumeText('Nuria Vidal\nCorreo: nuria@example.org | Localidad: Llucmajor, Illes Balears | Teléfono: 600 000 000').location).toBe('Llucmajor, Illes Balears')
  })
})

describe('degrees as the fresh real resumes name them', () => {
  const degrees = (text: string) => parseResumeText(`Ada Ferreira\n\nEducation\n\n${text}`).education

  it('reads French years and titles (M2, BTS, Titre Pro.), and the school after the period\'s dash', () => {
    expect(degrees('Université de Lorraine | Nancy\nM2 Mathematics, LMFI curriculum | 2020 – 2021\nBTS Transport et Logistique septembre 2021 – septembre 2023 — Lycée Jean Zay\nTitre Pro. de Technicien Logistique septembre 2018 – juin 2019 — IUT Lumière Lyon 2')).toEqual([
      { degree: 'M2 Mathematics, LMFI curriculum', school: 'Université de Lorraine', period: '2020 – 2021' },
      { degree: 'BTS Transport et Logistique', school: 'Lycée Jean Zay', period: 'septembre 2021 – septembre 2023' },
      { degree: 'Titre Pro. de Technicien Logistique', school: 'IUT Lumière Lyon 2', period: 'septembre 2018 – juin 2019' },
    ])
  })

  it('reads Catalan degrees and months', () => {
    expect(degrees('Institut de Tremp | Tremp, Lleida\nBatxillerat en Ciències i Tecnologia | Setembre 2016 - Juny 2018')).toEqual([
      { degree: 'Batxillerat en Ciències i Tecnologia', school: 'Institut de Tremp', period: 'Setembre 2016 - Juny 2018' },
    ])
  })
})

describe('skills under a label in capitals that lists its groups', () => {
  it('drops "FRAMEWORKS, LIBRARIES AND TOOLS |" before its list', () => {
    expect(parseResumeText('Ada Ferreira\n\nSkills\n\nFRAMEWORKS, LIBRARIES AND TOOLS | React, Express, Jest\nSYSTEMS, CMS, AND DATABASES | SQL, Git').skills).toEqual(['React', 'Express', 'Jest', 'SQL', 'Git'])
  })
})

describe('a document\'s title before the name', () => {
  it('reads the name after "Curriculum Vitae of", "Lebenslauf von"', () => {
    expect(parseResumeText('Curriculum Vitae of Chidi Okafor\n\nchidi@example.org').name).toBe('Chidi Okafor')
    expect(parseResumeText('Lebenslauf von Anna Berg\n\nanna@example.org').name).toBe('Anna Berg')
  })
})

describe('jobs whose fields are labelled', () => {
  it('reads "Organization:", "Function:" and "Activities:" as the company, the title and a bullet, the dates in the cell beside', () => {
    const parsed = parseResumeText(
      'Maren Vliet\nmaren@example.org\n\nWork experience\n\nMei 2014- Juni 2016 | Organization: Harbour Books\nFunction: Shop assistant\nActivities: Served customers at the counter.\nAugustus 2016 - nu | Organization: Polder Post:\nFunction: letter carrier on Saturdays and in\nholidays\nActivities: Delivering letters in the morning.\n\nLanguages\n\nDutch',
    )
    expect(parsed.experience.map(({ title, company, period, description }) => ({ title, company, period, description }))).toEqual([
      { title: 'Shop assistant', company: 'Harbour Books', period: 'Mei 2014- Juni 2016', description: ['Served customers at the counter.'] },
      { title: 'letter carrier on Saturdays and in holidays', company: 'Polder Post', period: 'Augustus 2016 - nu', description: ['Delivering letters in the morning.'] },
    ])
  })

  it('reads a table of labels in capitals, one job after another, and leaves out the reference and their phone', () => {
    const parsed = parseResumeText(
      'Andrés Quintero\nandres@example.org\n\nEXPERIENCIA LABORAL\n\nEMPRESA | Talleres Cóndor\nCARGO | Técnico de celulares\nFUNCIONES | Reparación de equipos\nmóviles\nJEFE INMEDIATO | Rosa Prieto\nTELEFONO | 555 0142\nFECHA | Agosto 2020 – Actualmente\nEMPRESA | Independiente\nCARGO | Desarrollador\nFUNCIONES | Desarrollador Web y Android\nFECHA | 2018 - 2020\n\nIDIOMAS\n\nEspañol',
    )
    expect(parsed.experience.map(({ title, company, period, description }) => ({ title, company, period, description }))).toEqual([
      { title: 'Técnico de celulares', company: 'Talleres Cóndor', period: 'Agosto 2020 – Actualmente', description: ['Reparación de equipos móviles'] },
      { title: 'Desarrollador', company: 'Independiente', period: '2018 - 2020', description: ['Desarrollador Web y Android'] },
    ])
  })

  it('keeps the town a labelled employer names apart, as before', () => {
    expect(jobs('Experience\n\nPosition: Case Worker\nOrganisation: | Hope Lane Trust, Arusha\nPeriod: 2019 – 2022')).toEqual([{ title: 'Case Worker', company: 'Hope Lane Trust', period: '2019 – 2022' }])
  })
})

describe('skills parted by dashes', () => {
  it('reads a long line of skills parted by spaced dashes as a list, not as prose', () => {
    const parsed = parseResumeText('Lena Marquardt\nlena@example.org\n\nCONHECIMENTOS\n\nPython - SQL - Power BI - Tableau - Banco de Dados - Machine Learning - Linux\n• Excel - Google Analytics - Data Warehouse')
    expect(parsed.skills).toEqual(['Python', 'SQL', 'Power BI', 'Tableau', 'Banco de Dados', 'Machine Learning', 'Linux', 'Excel', 'Google Analytics', 'Data Warehouse'])
  })

  it('still reads a sentence with one dash in it as prose', () => {
    const parsed = parseResumeText('Lena Marquardt\nlena@example.org\n\nSKILLS\n\nI enjoy working with data - and with the people who need it every day.')
    expect(parsed.skills).toEqual([])
  })
})

describe('a German CV with its dates over each entry', () => {
  it('reads "PR-Assistenz" and "Praktikum" as roles and "Schulische Bildung" as the schools', () => {
    const parsed = parseResumeText(
      'Lena Marquardt\nlena@example.org\n\nBERUFLICHER WERDEGANG\n\nJanuar 2025 - Mai 2025\nPR-Assistenz\nFilmverleih Nordlicht\nAugust 2024 - Dezember 2024\nAchtwöchiges Praktikum\nKanzlei Brandt\n\nSCHULISCHE BILDUNG\n\nOktober 2021 - Januar 2025\nStudium der Medienwissenschaften (B.A.)\nUniversität Siegen',
    )
    expect(parsed.experience.map(({ title, company, period }) => ({ title, company, period }))).toEqual([
      { title: 'PR-Assistenz', company: 'Filmverleih Nordlicht', period: 'Januar 2025 - Mai 2025' },
      { title: 'Achtwöchiges Praktikum', company: 'Kanzlei Brandt', period: 'August 2024 - Dezember 2024' },
    ])
    expect(parsed.education.map(({ school }) => school)).toEqual(['Universität Siegen'])
  })
})

describe('one line per degree or job, with commas and colons', () => {
  it('reads "MS Mathematics, 2016-2018, Oklahoma State University" without the commas around the period', () => {
    const parsed = parseResumeText('Lena Marquardt\nlena@example.org\n\nEducation\n\n• MS Mathematics, 2016-2018, Prairie State University, GPA: 4.0')
    expect(parsed.education).toEqual([{ degree: 'MS Mathematics', school: 'Prairie State University', period: '2016-2018' }])
  })

  it('reads "English Teacher: Love Without Boundaries" as the role and its employer', () => {
    expect(jobs('Experience\n\n• English Teacher: Bright Path School, Poipet, Cambodia (May 2018 - Aug 2018)')).toEqual([{ title: 'English Teacher', company: 'Bright Path School', period: 'May 2018 - Aug 2018' }])
  })
})

describe('a résumé that prints no name', () => {
  it('leaves the name empty rather than taking the profile sentence it opens with', () => {
    const parsed = parseResumeText('KURZPROFIL\n\nZuverlässiger und lösungsorientierter Macher mit einem starken Fokus auf Struktur und Qualität.\n\nBERUFSERFAHRUNG\n\nTechnische Systemplanerin | Nordbahn GmbH | 2022 – heute')
    expect(parsed.name).toBe('')
    expect(parsed.experience).toHaveLength(1)
  })
})

describe('a Dutch student\'s table of studies', () => {
  it('keeps "cum laude" with the degree it honours, and reads "2016 - …" as a period still going on', () => {
    const parsed = parseResumeText('Maren Vliet\nmaren@example.org\n\nEducation\n\n2016 - … | Utrecht University\nMaster Methodology and Statistics\n2013-2016 | Utrecht University\nBachelor Psychology cum laude\nThesis: Prior-data conflict between experts and data')
    expect(parsed.education).toEqual([
      { degree: 'Master Methodology and Statistics', school: 'Utrecht University', period: '2016 - …' },
      { degree: 'Bachelor Psychology cum laude', school: 'Utrecht University', period: '2013-2016' },
    ])
  })
})

describe('a level named as such after a skill', () => {
  it('reads "Englisch: Niveau C2" as the skill, not "Niveau C2"', () => {
    const parsed = parseResumeText('Lena Marquardt\nlena@example.org\n\nKENNTNISSE\n\nEnglisch: Niveau C2\nDeutsch: Niveau C1\nPython: Sehr gut')
    expect(parsed.skills).toEqual(['Englisch', 'Deutsch', 'Python'])
  })
})

describe('a title and a firm on one line, nothing between them', () => {
  it('parts them after the title\'s last role word when a firm\'s name with its legal form follows', () => {
    expect(jobs('BERUFLICHER WERDEGANG\n\nMai 2024 - Juli 2024\nWerkstudent Marketing & Theatrical Sales Manager Nordlicht Media Group GmbH & Co.KG')).toEqual([
      { title: 'Werkstudent Marketing & Theatrical Sales Manager', company: 'Nordlicht Media Group GmbH & Co.KG', period: 'Mai 2024 - Juli 2024' },
    ])
  })

  it('leaves a line whose words after the role are no firm\'s name as it is', () => {
    expect(jobs('EXPERIENCE\n\n2020 - 2022\nSales Manager for northern regions')[0].title).toBe('Sales Manager for northern regions')
  })
})

describe('a role and its field over the employer', () => {
  it('reads "Stagiaire – Manufacturing Engineering" over "TE Connectivity" as the title and the employer', () => {
    expect(jobs('EXPÉRIENCE PROFESSIONNELLE\n\nStagiaire – Manufacturing Engineering\nBrume Connectique\nÉté 2025 | Toulouse\n• Écriture de requêtes SQL.')).toEqual([
      { title: 'Stagiaire – Manufacturing Engineering', company: 'Brume Connectique', period: '2025' },
    ])
  })

  it('still parts "Engineer – Acme Labs" on a line of its own', () => {
    expect(jobs('EXPERIENCE\n\nEngineer – Acme Labs\n2020 – 2022\n• Built tools.')).toEqual([{ title: 'Engineer', company: 'Acme Labs', period: '2020 – 2022' }])
  })
})

describe('a German school over its period over what was studied', () => {
  it('reads each school, its period and the course under them, a wrapped name, a note in brackets and the grade line', () => {
    const parsed = parseResumeText(
      'Anna Weich\nanna@example.org\n\nAUSBILDUNG\n\nFreie Fachschule für\nSozialpädagogik\n2010 - 2013\nstaatl. Erzieherin\nGesamtnotendurchschnitt: gut\nFachoberschule\n2005 - 2007\nFachrichtung Sozialwesen\n(Fachabitur)\nGesamtnotendurchschnitt: 2,5\nMittelschule\n2000 - 2005\nRealschulabschluss',
    )
    expect(parsed.education).toEqual([
      { degree: 'staatl. Erzieherin', school: 'Freie Fachschule für Sozialpädagogik', period: '2010 - 2013' },
      { degree: 'Fachrichtung Sozialwesen (Fachabitur)', school: 'Fachoberschule', period: '2005 - 2007' },
      { degree: 'Realschulabschluss', school: 'Mittelschule', period: '2000 - 2005' },
    ])
  })
})

describe('schools in capitals on lines of their own', () => {
  it('reads "SENA" over the course and its year as the school of an entry, not a section of its own', () => {
    const parsed = parseResumeText(
      'Andrés Quintero\nandres@example.org\n\nESTUDIOS REALIZADOS\n\nACADEMIA NORTE – ORACLE\n\nDesarrollo Web\n2022\n\nSENA\n\nTecnólogo en Mecatrónica\n2020\n\nTRAININGS\n\nFirst aid course\n2019',
    )
    expect(parsed.education).toContainEqual({ degree: 'Tecnólogo en Mecatrónica', school: 'SENA', period: '2020' })
    // "TRAININGS" over a dated course is a section of its own, read as none of the schools.
    expect(parsed.education.map(({ school }) => school)).not.toContain('TRAININGS')
    expect(parsed.education.map(({ degree }) => degree)).not.toContain('First aid course')
  })
})

describe('a course and its school over their dates', () => {
  it('reads "Course, School" over a line of dates as the degree, the school and the period', () => {
    const parsed = parseResumeText('Isabel Santos\nisa@example.org\n\nFORMAÇÃO\n\nAnálise e Desenvolvimento de Sistemas, UniNorte\nMAR DE 2023 - JUN DE 2025')
    expect(parsed.education).toEqual([{ degree: 'Análise e Desenvolvimento de Sistemas', school: 'UniNorte', period: 'MAR DE 2023 - JUN DE 2025' }])
  })
})

describe('a labelled value a table\'s cell wrapped with blank lines', () => {
  it('reads "Student member of the Board of" / "Studies Research Masters" as one title, not a heading of studies', () => {
    const parsed = parseResumeText(
      'Maren Vliet\nmaren@example.org\n\nWork experience\n\nSeptember 2016 -June 2017 | Organization: Harbour University\nFunction: Student member of the Board of\n\nStudies Research Masters\n\nActivities: representing the student perspective in discussions with the dean\n\nEducation\n\n2013-2016 | Harbour University\nBachelor Psychology',
    )
    expect(parsed.experience.map(({ title, company, period }) => ({ title, company, period }))).toEqual([
      { title: 'Student member of the Board of Studies Research Masters', company: 'Harbour University', period: 'September 2016 -June 2017' },
    ])
    expect(parsed.education).toHaveLength(1)
  })
})

describe('jobs whose dates end their header, over their bullets', () => {
  it('closes a header at its dates even where that job has no bullets and the next header follows at once', () => {
    expect(
      jobs(
        'BERUFSERFAHRUNG\n\nData Scientist\nNordlicht Institut\n09/2022 – 03/2025\n• Entwickelte ein Netz.\nSabbatical/ Weiterbildung\n03/2018 - 10/2018\nProject Leader/ Senior Researcher\nCentrum für Klimaforschung\n11/2013 - 02/2018\n• Leitete ein Projekt.\nResearcher/Developer\nMax-Planck-Institut\n02/2010 - 11/2013\n• Entwickelte Software.',
      ),
    ).toEqual([
      { title: 'Data Scientist', company: 'Nordlicht Institut', period: '09/2022 – 03/2025' },
      { title: 'Sabbatical/ Weiterbildung', company: '', period: '03/2018 - 10/2018' },
      { title: 'Project Leader/ Senior Researcher', company: 'Centrum für Klimaforschung', period: '11/2013 - 02/2018' },
      { title: 'Researcher/Developer', company: 'Max-Planck-Institut', period: '02/2010 - 11/2013' },
    ])
  })
})

describe('a town in brackets after the employer', () => {
  it('leaves the town out of the employer, and keeps a short name that shortens the one before it', () => {
    expect(jobs('EXPERIENCE\n\nResearcher\nNordsee-Institut (Hamburg)\n02/2010 - 11/2013\n• Built models.\nResearcher\nUniversidade de Campinas (Unicamp)\n2014 - 2016\n• Built tools.')).toEqual([
      { title: 'Researcher', company: 'Nordsee-Institut', period: '02/2010 - 11/2013' },
      { title: 'Researcher', company: 'Universidade de Campinas (Unicamp)', period: '2014 - 2016' },
    ])
  })

  it('keeps a long word in brackets as printed (no town is that long), however long the name before it', () => {
    const company = `${'Aa '.repeat(40)}(A${'a'.repeat(2000)})`
    expect(jobs(`EXPERIENCE\n\nResearcher | ${company} | 2010 - 2013`)[0].company).toBe(company)
  })
})

describe('an employer and its dates in brackets on a bullet under the title', () => {
  it('reads "• Esri Spain (2021 - 2023) Worked …" under "GIS Technician" as the employer, the period and the description', () => {
    const parsed = parseResumeText(
      'José Pastor\njose@example.org\n\nPROFESSIONAL EXPERIENCE\n\nGIS Technician - Business Development\n• Mapa Norte (2021 - 2023) Worked extensively with 3D data across many projects.\nGIS Analyst - Business Development\n• JeffApp (2019 - 2021) Conducted market studies using sociodemographic data.',
    )
    expect(parsed.experience.map(({ title, company, period, description }) => ({ title, company, period, first: description[0] }))).toEqual([
      { title: 'GIS Technician - Business Development', company: 'Mapa Norte', period: '2021 - 2023', first: 'Worked extensively with 3D data across many projects.' },
      { title: 'GIS Analyst - Business Development', company: 'JeffApp', period: '2019 - 2021', first: 'Conducted market studies using sociodemographic data.' },
    ])
  })
})

describe('a label\'s word as a job\'s own title', () => {
  it('reads "Manager | Acme Corp | 2020 – 2022" as a job, not a reference\'s label', () => {
    expect(jobs('EXPERIENCE\n\nManager | Acme Corp | 2020 – 2022\n• Ran the store.\nSupervisor | Harbour Foods Ltd | 2018 – 2020')).toEqual([
      { title: 'Manager', company: 'Acme Corp', period: '2020 – 2022' },
      { title: 'Supervisor', company: 'Harbour Foods Ltd', period: '2018 – 2020' },
    ])
  })
})

describe('a duty with its dates in brackets as the first bullet', () => {
  it('keeps "• Rebuilt the site (2020 – 2021) in React" a bullet of the job above', () => {
    const parsed = parseResumeText('Lena Marquardt\nlena@example.org\n\nEXPERIENCE\n\nWeb Developer | Nordlicht GmbH\n• Rebuilt the site (2020 – 2021) in React.\n• Kept the shop running.')
    expect(parsed.experience.map(({ title, company, description }) => ({ title, company, description }))).toEqual([
      { title: 'Web Developer', company: 'Nordlicht GmbH', description: ['Rebuilt the site (2020 – 2021) in React.', 'Kept the shop running.'] },
    ])
  })
})
