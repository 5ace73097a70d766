/** Texts of the shared components. */
export const COMPONENT_TEXT = {
  loading: 'Loading…',
  retry: 'Retry',
  /** `what` names the action (e.g. 'Applying for jobs'); `name` the candidate being viewed. */
  viewingRefused: (what: string, name: string) =>
    `${what} is blocked while you view the portal as ${name}. End the view in the banner above to act as yourself.`,
  theCandidate: 'the candidate',
  signedOut: 'You were signed out — ',
  signInAgain: 'sign in again',
  signedOutKept: '. What you typed here is kept in this tab and comes back once you are signed in.',
  draftRestored: 'Your changes that were not saved yet are back.',
  discardDraft: 'Discard them',
  leaveTitle: 'Leave without saving?',
  leaveBody: 'You have changes on this page that are not saved yet.',
  leave: 'Leave without saving',
  stay: 'Stay on this page',
} as const;
