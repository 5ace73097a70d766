/**
 * The sample texts of the three self-identification forms, made as content pages when missing so
 * the employer edits them in the content editor. They are marked as samples: the employer replaces
 * them with the current OMB-approved forms (the disability form's OMB number and expiry included).
 */
import { SELF_ID_PAGES, type SelfIdPage } from '../../../common/self-id';

const SAMPLE = '**Sample text — replace with the current OMB-approved form.**';

export const FORM_PAGES: Record<SelfIdPage, { path: string; title: string; contentMarkdown: string }> = {
  eeo: {
    path: SELF_ID_PAGES.eeo,
    title: 'Equal Employment Opportunity',
    contentMarkdown: `${SAMPLE}

We are an equal opportunity employer. We invite applicants to identify their sex and
race/ethnicity so that we can report to the government as the law requires. Answering is
voluntary: refusing to answer will not affect your application in any way.

Your answers are kept apart from your application. Recruiters and hiring managers never see
them; they are used only in counts that describe applicants as a group.
`,
  },
  veteran: {
    path: SELF_ID_PAGES.veteran,
    title: 'Protected Veteran Status',
    contentMarkdown: `${SAMPLE}

As a government contractor subject to the Vietnam Era Veterans' Readjustment Assistance Act
(VEVRAA), we invite applicants who are protected veterans to identify themselves. Protected
veterans include disabled veterans, recently separated veterans, active duty wartime or
campaign badge veterans, and Armed Forces service medal veterans.

Giving this information is voluntary, and refusing will not subject you to any adverse
treatment.
`,
  },
  disability: {
    path: SELF_ID_PAGES.disability,
    title: 'Voluntary Self-Identification of Disability',
    contentMarkdown: `${SAMPLE}

Form CC-305 · OMB Control Number 1250-0005 · Expires 04/30/2026

We are a federal contractor or subcontractor. The law requires us to provide equal employment
opportunity to qualified people with disabilities. To help us measure how well we are doing,
we are asking you to tell us if you have a disability or if you ever had one. Completing this
form is voluntary, and we hope that you will choose to do so. Your answer will be kept private
and will not be used against you in any way.

If you already work for us, your answer will not be used against you in any way. Because a
person may become disabled at any time, we are required to ask all of our employees to update
their information at least every five years. You may voluntarily self-identify as having a
disability on this form without fear of any punishment because you did not identify as having a
disability earlier.
`,
  },
};
