/** Texts of the content pages, word for word from docs/product.md §8. */
import { msg, t } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

export const NOT_FOUND_TEXT = translatable({
  title: msg`Page Not Found`,
  text: msg`Sorry, the page you were trying to view does not exist.`,
  home: msg`Go to the home page`,
});

/** The accessibility statement (/accessibility) and its report screen. */
export const ACCESSIBILITY_TEXT = translatable({
  title: msg`Accessibility statement`,
  lead: msg`We want everyone to be able to find work here, apply and complete onboarding, whether they use a keyboard, a screen reader, switch access, magnification or voice control.`,
  standardHeading: msg`Our standard`,
  standard: (version: string, level: string) =>
    t`We measure this portal against the Web Content Accessibility Guidelines (WCAG) ${version}, level ${level}.`,
  status: msg`Conformance status: partially conformant. Most of the portal meets the standard; the report below names the places where it does not yet, and what is missing there.`,
  reviewed: (date: string) => t`Last reviewed: ${date}.`,
  worksHeading: msg`What you can do here`,
  works: [
    msg`Use the portal with a keyboard alone, with a visible focus that the page header never covers.`,
    msg`Read it with a screen reader: pages have headings and named regions, fields have labels, and results, saves and errors are announced.`,
    msg`Zoom to 400% or use a window 320 pixels wide without scrolling sideways, and change the text spacing without losing anything.`,
    msg`Move applications on the staff board with buttons instead of dragging them.`,
    msg`Sign a document with a typed signature instead of drawing one; the text of its pages can be read and searched.`,
    msg`Register and sign in without puzzles: the security check works by itself, codes can be pasted, and passkeys are offered.`,
    msg`Keep your session: a few minutes before it would end for want of activity, the page asks whether you are still there, and one key keeps you signed in.`,
    msg`Take your time to sign: the signing page says when it is about to close, and one key gives you 20 more minutes.`,
    msg`Read the portal, its emails and your signed documents' certificates in English or Spanish.`,
  ],
  limitsHeading: msg`Known limitations`,
  limits: [
    msg`The pages of a document the employer asks you to sign are shown as the employer made them: a scanned form may have no text for a screen reader. Ask us for an accessible copy.`,
    msg`If the employer turns on Google reCAPTCHA instead of the built-in security check, registering may ask you to solve a puzzle.`,
    msg`Some error messages close by themselves after 8 seconds (the form keeps what you typed), and the documents page reloads itself 5 seconds after an upload.`,
  ],
  reportHeading: msg`Report a barrier`,
  reportLead: (email: string) =>
    t`If something here stops you or slows you down, tell us at ${email}: say which page it was and what happened. We answer within two business days and will help you apply or complete your documents another way in the meantime.`,
  reportContact: (link: string) => t`You can also reach us through our ${link}.`,
  contactLink: msg({ message: 'contact page', comment: 'The link in "You can also reach us through our {link}."' }),
  fullHeading: msg`The full report`,
  full: (version: string) =>
    t`Our Accessibility Conformance Report lists every WCAG ${version} success criterion of levels A and AA, whether the portal supports it, and the test or the procedure that shows it.`,
  fullLink: msg`Read the conformance report (in English)`,
  methodHeading: msg`How we check`,
  method: msg`Automated checks (axe) on every screen in English and in Spanish, browser tests by keyboard alone, at 320 pixels wide and with the text spacing changed, checks of the accessibility tree of the main screens, and a review of each criterion by our team.`,
  reportTitle: msg`Accessibility Conformance Report`,
  reportBack: msg`Back to the accessibility statement`,
  reportInEnglish: msg`This report is published in English only.`,
  reportLoading: msg`Loading the report…`,
  retry: msg`Try again`,
});

/** Why the report screen has no report (the server's reason follows it when there is one). */
export const REPORT_FAILED_TEXT = translatable({ failed: msg`Sorry, we could not load the report.` });
