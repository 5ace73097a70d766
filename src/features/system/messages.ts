/** Texts of the system pages (docs/product.md §2 /loading-transition). */
export const LOADING_TRANSITION_DEFAULTS = {
  redirectTo: '/overview',
  title: 'Welcome back!',
  message: 'Loading your dashboard...',
};

/** The page a console screen shows to anyone who is not staff. */
export const STAFF_ONLY_TEXT = {
  title: 'Staff Only',
  lead: 'This page is part of the staff console, where our recruiting team manages jobs, candidates and documents.',
  signedIn: 'Your account is not a staff account, so there is nothing for you here.',
  viewing: (name: string) =>
    `You are viewing the portal as ${name}, so the console is closed. End the view first to return to it.`,
  endView: 'End the view',
  visitor: 'If you work on our recruiting team, log in with your staff account.',
  home: 'Go to the home page',
  logIn: 'Log in',
};

/** The page an admin's console screen shows to a staff member who is not an admin. */
export const ADMIN_ONLY_TEXT = {
  title: 'Admins Only',
  lead: 'Only admins can manage this part of the console: staff accounts, mail templates, integrations, the employer brand and the self-identification report.',
  ask: 'Ask an admin of your team if something here needs changing.',
  back: 'Back to the console',
};
