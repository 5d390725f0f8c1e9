/** The link checker's toasts and button texts, written once. */
export const LINK_CHECK_MESSAGES = {
  startTitle: 'Starting link check',
  startDescription: (companies: number) =>
    `Checking ${companies} company links and all active jobs...`,
  doneTitle: 'Link check complete',
  doneDescription: (broken: number, total: number) =>
    `Found ${broken} broken links out of ${total} total`,
  checkFailed: 'Failed to check all links',
  checkUnsuccessful: 'Failed to check links',
  noBrokenTitle: 'No broken jobs',
  noBrokenDescription: 'No broken job links found to remove',
  deactivatedTitle: 'Success',
  deactivatedDescription: (jobs: number) => `Deactivated ${jobs} jobs with broken links`,
  deactivateFailed: 'Failed to remove broken jobs',
  deactivateButton: (jobs: number) => `Deactivate ${jobs} Broken Job Listings`,
  checkButton: 'Check All Links',
  typeLabel: { company: 'Company Link', job: 'Job Link' },
} as const
