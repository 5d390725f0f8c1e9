import type { CoverLetterTone } from '../options'

type Parts = { jobTitle: string; company: string; focus: string }

/** How each tone opens, bridges to the remote paragraph and closes. */
export const TONE_STYLES: Record<
  CoverLetterTone,
  {
    greeting: (p: Parts) => string
    opening: (p: Parts) => string
    about: string
    remote: string
    closing: (p: Parts) => string
    signOff: string
  }
> = {
  professional: {
    greeting: ({ company }) => `Dear ${company} Hiring Team,`,
    opening: ({ jobTitle, company, focus }) =>
      `I am writing to apply for the ${jobTitle} position at ${company}. The role calls for ${focus}, and it matches both the work I do best and the way I like to work: remotely, with clear ownership and measurable results.`,
    about: 'Relevant to this role:',
    remote:
      'I have learned to do my best work in distributed teams. I write things down, keep stakeholders informed without being chased, plan around time zones and protect focused time, so progress stays visible even when nobody is online at the same hour.',
    closing: ({ company, jobTitle }) =>
      `I would welcome the chance to discuss how I can contribute to ${company} as your next ${jobTitle}. Thank you for your time and consideration.`,
    signOff: 'Sincerely,',
  },
  enthusiastic: {
    greeting: ({ company }) => `Hello ${company} team,`,
    opening: ({ jobTitle, company, focus }) =>
      `I was genuinely excited to see the ${jobTitle} opening at ${company}! Work that centres on ${focus} is exactly what gets me out of bed in the morning, and I would love to bring that energy to your team.`,
    about: 'Here is what I would bring with me:',
    remote:
      'Remote work is where I thrive. I love a well-written update, I answer asynchronously without losing momentum, and I enjoy building real connection with teammates across time zones, whether through a thoughtful document or a quick video call.',
    closing: ({ company }) =>
      `I would be thrilled to talk about what we could build together at ${company}. Thank you so much for reading, and I hope to hear from you soon!`,
    signOff: 'Best wishes,',
  },
  creative: {
    greeting: ({ company }) => `Hi ${company} team,`,
    opening: ({ jobTitle, company, focus }) =>
      `Every great team has someone who turns ${focus} into something people notice. I would like to be that ${jobTitle} for ${company}, and this letter is my first draft of the case.`,
    about: 'A few chapters from my story so far:',
    remote:
      'My best ideas tend to arrive in quiet, focused hours, and remote work gives me plenty of them. I share sketches early, write updates that people actually read, and treat time zones as a relay race rather than an obstacle.',
    closing: ({ company }) =>
      `If this sounds like the kind of teammate ${company} is looking for, I would love to continue the conversation, ideally with a few of your current challenges on the table.`,
    signOff: 'Warmly,',
  },
  formal: {
    greeting: () => 'Dear Hiring Committee,',
    opening: ({ jobTitle, company, focus }) =>
      `Please accept this letter as my formal application for the position of ${jobTitle} at ${company}. I understand that the position requires ${focus}, and I am confident that my background meets these requirements.`,
    about: 'In support of my application, I would note the following:',
    remote:
      'I am experienced in working remotely with discipline and accountability. I maintain thorough written documentation, communicate progress proactively and reliably coordinate my work with colleagues in other time zones.',
    closing: ({ company }) =>
      `I would be honoured to discuss my application with ${company} at your convenience. Thank you for your consideration.`,
    signOff: 'Yours faithfully,',
  },
}
