/** What a job its employer closed as filled says: on its page (410) and in the public API (410). */
export const FILLED_TEXT = 'This position has been filled.'
