/**
 * The interview-prep guide's 16 questions (four categories of four), then role-specific ones.
 * The coach asks from this bank, in order, skipping what the session has already asked.
 */
export const GENERAL_QUESTIONS: { category: string; questions: string[] }[] = [
  {
    category: 'Remote Work Experience',
    questions: [
      'Tell me about your experience working remotely. What worked well, and what did you have to learn?',
      'How do you set up your day and your workspace to stay productive at home or on the road?',
      'Describe a remote project you are proud of. How did you keep it moving without an office?',
      'What tools do you rely on to collaborate with a distributed team, and why those?',
    ],
  },
  {
    category: 'Communication',
    questions: [
      'How do you keep your manager and teammates informed about your progress when you work asynchronously?',
      'Tell me about a time a written message was misunderstood. What happened and what did you change?',
      'How do you handle working with colleagues spread across several time zones?',
      'Describe a time you had to give difficult feedback to a teammate you had never met in person.',
    ],
  },
  {
    category: 'Self-Management',
    questions: [
      'How do you prioritise your work when nobody is looking over your shoulder?',
      'Tell me about a time you missed a deadline. What did you do about it?',
      'How do you avoid burnout and keep a boundary between work and the rest of your life?',
      'Describe a time you had to learn something new on your own to get a job done.',
    ],
  },
  {
    category: 'Problem-Solving',
    questions: [
      'Tell me about a time you got stuck on a problem and the people who could help were offline.',
      'Describe a process you improved for a remote team. How did you measure the result?',
      'Tell me about a decision you had to make with incomplete information.',
      'How would you handle a conflict between two teammates in a fully remote team?',
    ],
  },
]

/**
 * Role families, most specific first: "Product Designer" is a designer, "Customer Success Manager"
 * works with customers, and a bare "manager" falls through to product and project roles.
 * `specifics` is what a concrete answer in that role names.
 */
export type RoleFamily = { pattern: RegExp; questions: string[]; specifics: string }

export const ROLE_FAMILIES: RoleFamily[] = [
  {
    pattern: /design|\bux\b|\bui\b|user research/i,
    specifics: 'the research method, the tool (Figma, Maze) or the users involved',
    questions: [
      'How do you run user research or usability tests with participants you never meet in person?',
      'Tell me about a design decision you defended with data.',
      'How do you hand off designs to engineers working asynchronously?',
    ],
  },
  {
    pattern: /\bdata\b|analyst|analytics|scientist|machine learning|\bml\b|\bbi\b/i,
    specifics: 'the dataset, the tool (SQL, dbt, Looker) or the decision it changed',
    questions: [
      'Tell me about an analysis that changed a decision. How did you present it to people you could not meet?',
      'How do you make sure your numbers are trusted by stakeholders?',
      'Describe a data pipeline or report you automated and what it saved.',
    ],
  },
  {
    pattern:
      /customer|support|success|help ?desk|sales|account (manager|executive)|business development|\b(sdr|bdr|csm)\b/i,
    specifics: 'the tool (Zendesk, Intercom, the CRM) or the customer',
    questions: [
      'Tell me about a difficult customer conversation you handled over email or video.',
      'How do you keep customer knowledge shared with the rest of a remote team?',
      'Describe a time you turned an unhappy customer into a loyal one.',
    ],
  },
  {
    pattern: /market|growth|\bseo\b|content|writer|copywrit|editor|social media|community|brand/i,
    specifics: 'the channel, the campaign or the metric it moved',
    questions: [
      'Tell me about a campaign or piece of content whose results you measured. What were they?',
      'How do you get feedback on drafts quickly from a remote team?',
      'How do you decide what not to work on?',
    ],
  },
  {
    pattern:
      /engineer|developer|\btech(nical)? lead|programmer|devops|\bsre\b|software|\bdev\b|\bswe\b|front-?end|back-?end|full-?stack|\bqa\b|tester|coder/i,
    specifics: 'the system, the tool or the metric (latency, error rate, build time)',
    questions: [
      'Walk me through how you would review a pull request from a teammate in another time zone.',
      'Tell me about a production incident you helped resolve. What was your part in it?',
      'How do you document a technical decision so the team can follow it later?',
    ],
  },
  {
    pattern: /product|project|program|manager|scrum|owner|operations|\bops\b|lead\b|head of/i,
    specifics: 'the feature, the stakeholders or the metric',
    questions: [
      'How do you keep a roadmap and its trade-offs visible to a distributed team?',
      'Tell me about a launch that did not go to plan. What did you learn?',
      'How do you run meetings so that people in far-apart time zones can still contribute?',
    ],
  },
]

export const roleFamilyOf = (role: string) =>
  ROLE_FAMILIES.find((family) => family.pattern.test(role))

/** Every question for a role, role-specific ones woven between the general ones. */
export const questionsForRole = (role: string) => {
  const general = GENERAL_QUESTIONS.flatMap((group) => group.questions)
  const own = roleFamilyOf(role)?.questions ?? []
  const order: string[] = []
  general.forEach((question, index) => {
    order.push(question)
    if (index % 4 === 1 && own[Math.floor(index / 4)]) order.push(own[Math.floor(index / 4)])
  })
  return order
}

export const ALL_QUESTIONS = new Set([
  ...GENERAL_QUESTIONS.flatMap((group) => group.questions),
  ...ROLE_FAMILIES.flatMap((family) => family.questions),
])
