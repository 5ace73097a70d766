/** Texts of the system pages (docs/product.md §2 /loading-transition, /error, the console's refusals). */
import { msg, t } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

export const LOADING_TRANSITION_DEFAULTS = translatable({
  redirectTo: '/overview',
  title: msg`Welcome back!`,
  message: msg`Loading your dashboard...`,
});

/** The error page's own words around the error's name and message. */
export const ERROR_PAGE_TEXT = translatable({
  status: msg({ message: 'Status:', comment: 'Followed by an HTTP status code, e.g. "Status: 500".' }),
  home: msg`Go to the home page`,
});

/** The page a console screen shows to anyone who is not staff. */
export const STAFF_ONLY_TEXT = translatable({
  title: msg`Staff Only`,
  lead: msg`This page is part of the staff console, where our recruiting team manages jobs, candidates and documents.`,
  signedIn: msg`Your account is not a staff account, so there is nothing for you here.`,
  viewing: (name: string) =>
    t({
      message: `You are viewing the portal as ${name}, so the console is closed. End the view first to return to it.`,
      comment: '{name} is the candidate a staff member is viewing the portal as.',
    }),
  endView: msg`End the view`,
  visitor: msg`If you work on our recruiting team, log in with your staff account.`,
  home: msg`Go to the home page`,
  logIn: msg`Log in`,
});

/** The page an admin's console screen shows to a staff member who is not an admin. */
export const ADMIN_ONLY_TEXT = translatable({
  title: msg`Admins Only`,
  lead: msg`Only admins can manage this part of the console: staff accounts, mail templates, integrations, the employer brand and the self-identification report.`,
  ask: msg`Ask an admin of your team if something here needs changing.`,
  back: msg`Back to the console`,
});
