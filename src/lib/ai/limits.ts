/** The AI tools' business constants, and our own limits beside them. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024
export const ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt'] as const
export const ACCEPT_ATTRIBUTE =
  '.pdf,.doc,.docx,.txt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain'

export const FREE_INTERVIEW_MESSAGES = 3
export const UPGRADE_BUTTON_AFTER = 2

export const MAX_SKILLS = 15
export const SKILL_MIN_LENGTH = 2
export const SKILL_MAX_LENGTH = 49

export const COVER_LETTER_MAX_WORDS = 400
export const LINKEDIN_HEADLINE_MAX = 220
export const LINKEDIN_HEADLINE_VISIBLE = 60
export const LINKEDIN_ABOUT_MAX = 2600
export const LINKEDIN_ABOUT_HOOK = 300

/** Longest texts an endpoint accepts: a resume of a few pages, never a book. */
export const MAX_RESUME_CHARACTERS = 60_000
export const MAX_FIELD_CHARACTERS = 5_000
export const MAX_CHAT_MESSAGES = 60
export const MAX_CHAT_MESSAGE_CHARACTERS = 4_000

/** A DOCX is a zip: more entries or more unpacked bytes than this is no résumé. */
export const DOCX_MAX_ENTRIES = 1_000
export const DOCX_MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024
/** XML elements in all of a DOCX's parts: 41 real Word files hold 19,300 at most (half of it styles). */
export const DOCX_MAX_XML_ELEMENTS = 100_000
/** How deep a DOCX's XML nests: 17 at most in real files (frames and text boxes in tables). */
export const DOCX_MAX_XML_DEPTH = 128
/** PDF pages read: 145 real resumes have 10 at most; a long CV's fields are on its first pages. */
export const PDF_MAX_PAGES = 30
/** PDF text runs (and links) read: 2,121 at most in real resumes; the server lays them out. */
export const PDF_MAX_TEXT_RUNS = 10_000
/** Characters a parse hands back (a PDF's text, a DOCX's HTML): real resumes 19,700 at most. */
export const PARSE_MAX_CHARACTERS = 200_000
export const PARSE_TIMEOUT_MS = 10_000
/** A parser process's JavaScript heap: real resumes read within 128 MB. */
export const PARSER_HEAP_MB = 256
/** A parser process's whole memory, ArrayBuffers included: real resumes peak at 310 MB. */
export const PARSER_MEMORY_MB = 640
/** A parser holding more than this after a file is replaced rather than kept warm. */
export const PARSER_RECYCLE_MB = 384
