/** The newsletter's answer: the same whether or not the address was subscribed already. */
export const NEWSLETTER_THANKS = 'Thanks for subscribing! Check your email for confirmation.'

export const NEWSLETTER_EMAIL_INVALID = 'Please enter a valid email address.'
export const NEWSLETTER_FAILED = 'Could not subscribe. Please check your connection and try again.'
