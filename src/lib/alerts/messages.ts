/** What the job-alert forms say when saving fails; plain strings, so the forms' first download holds no zod. */
export const ALERT_NOT_SAVED = 'Could not save the alert. Please try again.'
export const ALERT_NOT_CHANGED = 'Could not change the alert. Please try again.'
export const ALERT_EXISTS = 'You have saved this search already: see Manage alerts.'
