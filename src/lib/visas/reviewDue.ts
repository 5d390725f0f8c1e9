/** A visa program is due for review when its facts were last checked this long ago, or never. */
export const REVIEW_EVERY_MONTHS = 12

/**
 * Whether a program's facts were last checked more than REVIEW_EVERY_MONTHS ago (the editors'
 * dashboard lists the same programs); a program never reviewed is due too.
 */
export const reviewIsDue = (lastReviewed: string | null | undefined, now: Date) => {
  if (!lastReviewed) return true
  const reviewed = new Date(lastReviewed)
  if (Number.isNaN(reviewed.getTime())) return true
  const due = new Date(reviewed)
  due.setUTCMonth(due.getUTCMonth() + REVIEW_EVERY_MONTHS)
  return due < now
}
