/**
 * The accessibility statement (/accessibility) and the conformance report it links to
 * (docs/accessibility-conformance-report.md, served rendered at /accessibility/report): the facts
 * both state, kept here once so the page, the report and the report's test agree.
 */

/** The standard the portal is measured against (WCAG 2.2, levels A and AA). */
export const WCAG_VERSION = '2.2';
export const WCAG_LEVEL = 'AA';

/** The day of the last review of the whole portal against it (the report's date). */
export const ACCESSIBILITY_REVIEWED = '2026-11-30';

/** The report in the repository, and where the server hands it to the statement's report screen. */
export const CONFORMANCE_REPORT_FILE = 'docs/accessibility-conformance-report.md';
export const CONFORMANCE_REPORT_API = '/api/accessibility/report';

/** The report as the server serves it: the Markdown rendered to sanitized HTML (English only). */
export interface ConformanceReport {
  html: string;
}
