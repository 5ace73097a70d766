/** Texts of the shared components. */
export const COMPONENT_TEXT = {
  loading: 'Loading…',
  retry: 'Retry',
} as const;
