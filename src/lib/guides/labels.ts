/** The fixed texts of the guide pages, written once. */
export const AFFILIATE_NOTICE_RESOURCES =
  'Some links may be affiliate links. We may earn a commission at no extra cost to you.'
export const AFFILIATE_NOTICE = 'We may earn a commission at no extra cost to you'

export const BACK_TO_TOP_AFTER_PX = 400

export const COPIED_TITLE = 'Copied to clipboard!'
export const copiedText = (title: string) => `${title} template copied successfully.`

export const RECOMMENDED = 'Recommended'
export const FREE = 'Free'
export const VISIT_SITE = 'Visit Site'
export const APPLY_NOW = 'Apply Now'
export const PRINT_CHECKLIST = 'Print Checklist'
export const BACK_TO_TOP = 'Back to top'

/** 'x% of remote job postings mention this skill' */
export const skillShareText = (percent: number) =>
  `${percent}% of remote job postings mention this skill`
