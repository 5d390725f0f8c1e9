/**
 * How a guide section is shown. Editors pick one per section in the admin panel; the page renders
 * each section with the component of its display, in the order the sections are listed.
 */
export const SECTION_DISPLAYS = [
  { value: 'cards', label: 'Cards (title, text, points, optional link)' },
  { value: 'list', label: 'Bulleted list' },
  { value: 'checks', label: 'Check-mark list' },
  { value: 'steps', label: 'Numbered steps' },
  { value: 'stats', label: 'Stats strip (title = figure, text = caption)' },
  { value: 'schedule', label: 'Schedule (title = time, text = activity)' },
  { value: 'budgets', label: 'Budget boxes (label = price, points = what is in it)' },
  { value: 'quote', label: 'Testimonial (text = quote, title = who)' },
  { value: 'questions', label: 'Numbered interview questions' },
  { value: 'skills', label: 'Ranked skills (figure = % of postings, label = demand)' },
  { value: 'templates', label: 'Copyable templates (text = template)' },
  { value: 'checklist', label: 'Tickable checklist phase' },
  { value: 'links', label: 'Link buttons (call to action)' },
  { value: 'directory', label: "The page's own list (visas, providers, resources) goes here" },
  { value: 'comparison', label: 'Quick comparison table of the providers' },
  { value: 'figures', label: "Figures from the page's own data (visas: count, stay, income, processing)" },
] as const

export type SectionDisplay = (typeof SECTION_DISPLAYS)[number]['value']
