/** The AI tools' option lists: resume templates and cover letter tones. */
export const RESUME_TEMPLATES = [
  {
    id: 'modern',
    name: 'Modern',
    description: 'Clean lines and a blue accent for tech and startup roles.',
  },
  {
    id: 'classic',
    name: 'Classic',
    description: 'Traditional serif layout that suits any industry.',
  },
  {
    id: 'minimal',
    name: 'Minimal',
    description: 'Plenty of white space and nothing but the essentials.',
  },
  {
    id: 'executive',
    name: 'Executive',
    description: 'A bold header and strong hierarchy for senior roles.',
  },
] as const

export type ResumeTemplateId = (typeof RESUME_TEMPLATES)[number]['id']
export const RESUME_TEMPLATE_IDS = RESUME_TEMPLATES.map((template) => template.id) as [
  ResumeTemplateId,
  ...ResumeTemplateId[],
]

export const COVER_LETTER_TONES = [
  { id: 'professional', name: 'Professional' },
  { id: 'enthusiastic', name: 'Enthusiastic' },
  { id: 'creative', name: 'Creative' },
  { id: 'formal', name: 'Formal' },
] as const

export type CoverLetterTone = (typeof COVER_LETTER_TONES)[number]['id']
export const COVER_LETTER_TONE_IDS = COVER_LETTER_TONES.map((tone) => tone.id) as [
  CoverLetterTone,
  ...CoverLetterTone[],
]
