/** Texts of the app shell, word for word from SPEC §2 and §8. */
export const GENERIC_ERROR = 'Sorry, a critical error occurred on this page.';
export const ERROR_PAGE_TITLE = 'Error';
export const NOT_FOUND_TITLE = 'Page Not Found';
export const NOT_FOUND_TEXT = 'Sorry, the page you were trying to view does not exist.';
export const MOBILE_TITLE = 'Candidate Portal';
export const LOADING_TRANSITION_DEFAULTS = {
  redirectTo: '/overview',
  title: 'Welcome back!',
  message: 'Loading your dashboard...',
};

/** The view-as-candidate banner (SPEC §3 ghost). */
export const GHOST_TEXT = {
  viewing: (name: string) => `You are viewing the portal as ${name}.`,
  limits: 'Signing, uploading, applying and changes are refused.',
  end: 'End',
  ending: 'Ending the view…',
  endFailed: 'Sorry, the view could not be ended. Please try again.',
} as const;
