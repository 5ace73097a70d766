/** Texts of the shared components. */
export const COMPONENT_TEXT = {
  loading: 'Loading…',
  retry: 'Retry',
  /** `what` names the action (e.g. 'Applying for jobs'); `name` the candidate being viewed. */
  viewingRefused: (what: string, name: string) =>
    `${what} is blocked while you view the portal as ${name}. End the view in the banner above to act as yourself.`,
  theCandidate: 'the candidate',
} as const;
