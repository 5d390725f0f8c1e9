/** The AI tools' toasts and texts (title / text), written once. */
export type ToastText = { title: string; text: string }

export const INVALID_FILE_TYPE: ToastText = {
  title: 'Invalid File Type',
  text: 'Please upload a PDF, DOC, DOCX, or TXT file.',
}
export const FILE_TOO_LARGE: ToastText = {
  title: 'File Too Large',
  text: 'Please upload a file smaller than 20MB.',
}
export const PARSING_ERROR: ToastText = {
  title: 'Parsing Error',
  text: 'Failed to parse the document. Please try again or paste your resume text.',
}
export const MISSING_RESUME: ToastText = {
  title: 'Missing Information',
  text: 'Please provide both your resume and target role.',
}
export const MISSING_COVER_LETTER: ToastText = {
  title: 'Missing Information',
  text: 'Please provide job title and company name.',
}
export const MISSING_LINKEDIN: ToastText = {
  title: 'Missing Information',
  text: 'Please provide both headline and summary.',
}
export const PREMIUM_FEATURE: ToastText = {
  title: 'Premium Feature',
  text: 'LinkedIn Optimizer is available for premium members only.',
}
export const FREE_LIMIT_REACHED: ToastText = {
  title: 'Free Limit Reached',
  text: 'Upgrade to premium for unlimited interview practice.',
}

export const ERROR_TITLE = 'Error'
export const FAILED_TO_PROCESS_FILE = 'Failed to process the file. Please try again.'
export const FAILED_TO_OPTIMIZE = 'Failed to optimize resume. Please try again.'
export const FAILED_TO_GENERATE_LETTER = 'Failed to generate cover letter. Please try again.'
export const FAILED_TO_GET_RESPONSE = 'Failed to get response. Please try again.'
export const FAILED_TO_ANALYZE = 'Failed to analyze profile. Please try again.'
export const TEMPLATE_NOT_FOUND = 'Could not find resume template to download'
export const ALLOW_POPUPS = 'Please allow popups to download your resume'

export const FILE_UPLOADED = 'File Uploaded'
export const PROCESSING_DOCUMENT = 'Processing Document'
export const SUCCESS = 'Success!'
export const charactersExtracted = (count: number) =>
  `Extracted ${count.toLocaleString('en-US')} characters from your resume.`
export const PREVIEW_GENERATED = 'Preview Generated'
export const RESUME_PREVIEW_TEXT = 'Upgrade to premium to unlock the full optimized resume.'
export const LETTER_PREVIEW_TEXT = 'Upgrade to premium to get the complete cover letter.'
export const DOWNLOAD_STARTED: ToastText = {
  title: 'Download Started',
  text: "Use your browser's print dialog to save as PDF",
}
export const ANALYSIS_COMPLETE = 'Analysis Complete!'

/** Further texts, in the same style. */
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a minute and try again.'
export const REQUEST_TOO_LARGE = 'This request is too large. Please shorten your text and try again.'
export const PARSER_BUSY = 'Many resumes are being read right now. Please try again in a few seconds.'
export const PARSE_ONE_AT_A_TIME = 'Your previous file is still being read. Please wait for it to finish.'
export const PARSE_TIME_USED = 'You have read a lot of documents in the last few minutes. Please paste your resume text, or try again later.'
export const PARSING_TIMED_OUT =
  'The document took too long to read. Please paste your resume text.'
export const DOCUMENT_UNSAFE =
  'This document could not be opened safely. Please paste your resume text.'
export const NO_TEXT_FOUND =
  'No text was found in this document (a scanned image?). Please paste your resume text.'
export const INVENTED_FACTS_NOTICE =
  'The AI model stated things your input does not say, so the built-in engine wrote this result from your own words.'
export const JOB_NOT_FOUND: ToastText = {
  title: 'Job Not Listed',
  text: 'That job is no longer listed. Choose another job, or write your own title and company.',
}
export const BUILT_IN_FALLBACK_NOTICE =
  'The AI model could not answer just now, so the built-in engine wrote this result.'
