/**
 * Words that need what follows them, in the languages the reader reads: a line or a value that
 * ends on one was cut there by the page ("… of the Board of", "Freie Fachschule für").
 */
const PREPOSITIONS = 'of|for|in|to|at|with|de|del|der|des|du|van|voor|für|von'
const JOINING_WORDS = `${PREPOSITIONS}|and|the|und|et|y|e|en|da|do|di`

/** Ends on a preposition: a heading's first line may end on "and" ("EDUCATION AND"), none on "of". */
export const ENDS_ON_PREPOSITION = new RegExp(`\\s(?:${PREPOSITIONS})$`, 'i')

/** Ends on a word that needs what follows: a preposition, "the", "and", "und", "et". */
export const ENDS_ON_JOINING_WORD = new RegExp(`\\s(?:${JOINING_WORDS})$`, 'i')

/**
 * A list item cut short: it ends on a comma, an ampersand, a dash or a word that needs what
 * follows, short words included ("a", "as", "by", "on"), which a name or a value may end on too.
 */
export const CUT_ITEM = new RegExp(`(?:[,&]|\\s[-–])$|\\s(?:${JOINING_WORDS}|or|a|an|as|by|on|oder|la|el|para|con|por|das|dos|com|mit|die|het|per|il)$`, 'i')
