/** Texts of the system pages (SPEC §2 /loading-transition). */
export const LOADING_TRANSITION_DEFAULTS = {
  redirectTo: '/overview',
  title: 'Welcome back!',
  message: 'Loading your dashboard...',
};
