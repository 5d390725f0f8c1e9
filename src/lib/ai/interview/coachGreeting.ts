/** How every coaching session starts (the page shows it; the built-in coach recognises it). */
export const COACH_GREETING =
  "Hi! I'm your AI interview coach. Tell me the remote role you're preparing for (for example \"Frontend Developer\"), and I'll ask you real interview questions one at a time and give you feedback on each answer."
