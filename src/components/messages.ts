/** Texts of the shared components. */
import { msg, t } from '@lingui/core/macro';
import { translatable } from '../../common/i18n';

export const COMPONENT_TEXT = translatable({
  loading: msg`Loading…`,
  retry: msg`Retry`,
  /** The close button of alerts and dialogs (read by screen readers). */
  close: msg`Close`,
  /** `what` names the action (e.g. 'Applying for jobs'); `name` the candidate being viewed. */
  viewingRefused: (what: string, name: string) =>
    t({
      message: `${what} is blocked while you view the portal as ${name}. End the view in the banner above to act as yourself.`,
      comment:
        '{what} is an action or a part of the portal, written to start a sentence (e.g. "Applying for jobs", "Voluntary self-identification"); {name} is the candidate a staff member is viewing the portal as.',
    }),
  theCandidate: msg({
    message: 'the candidate',
    comment:
      'Stands for the name of the candidate being viewed when it is unknown: "…while you view the portal as the candidate."',
  }),
  signedOut: msg({
    message: 'You were signed out — ',
    comment:
      'Start of a sentence; a link "sign in again" follows, then either a period or the next part ("…is kept in this tab…").',
  }),
  signInAgain: msg({
    message: 'sign in again',
    comment: 'Link in the middle of "You were signed out — sign in again."',
  }),
  signedOutKept: msg({
    message: '. What you typed here is kept in this tab and comes back once you are signed in.',
    comment: 'End of "You were signed out — sign in again", starting with the period that closes it.',
  }),
  draftRestored: msg`Your changes that were not saved yet are back.`,
  discardDraft: msg`Discard them`,
  leaveTitle: msg`Leave without saving?`,
  leaveBody: msg`You have changes on this page that are not saved yet.`,
  leave: msg`Leave without saving`,
  stay: msg`Stay on this page`,
  /** The accessible name of one page of a PDF drawn as an image. */
  pdfPage: (label: string, page: number, pageCount: number) =>
    t({
      message: `${label}, page ${page} of ${pageCount}`,
      comment: '{label} names the document (e.g. "Form W-4").',
    }),
  loadingDocument: msg`Loading the document…`,
  /** The ESIGN disclosure's version (a code such as 2024-01) under its text. */
  disclosureVersion: (version: string) => t`Disclosure version ${version}`,
});
