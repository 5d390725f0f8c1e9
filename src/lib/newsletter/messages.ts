/** The newsletter's answer: the same whether or not the address was subscribed already. */
export const NEWSLETTER_THANKS = 'Thanks for subscribing! Check your email for confirmation.'
