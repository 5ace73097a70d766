/**
 * What the Form I-9 actions say: the corrections of Section 1 (the employee) and Section 2 (I-9
 * staff), the end of employment, and the acceptance staff record for an offer accepted elsewhere.
 */
import { msg, t } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

export const I9_ACTION_TEXT = translatable({
  cancel: msg`Cancel`,
  reason: msg`Reason for the correction`,
  reasonHint: msg`Required. Say what was wrong, for example a misspelled name or a mistyped number.`,
  correctSection1: msg`Correct Section 1`,
  correctSection1Lead: msg`Change what is wrong, give the reason and sign again. Your earlier version is kept with the form.`,
  saveCorrection1: msg`Sign and save the correction`,
  savingCorrection: msg`Saving the correction…`,
  correction1Failed: msg`Sorry, your correction could not be saved.`,
  corrected1: msg`Your correction is saved as a new version of Section 1.`,
  yourHistory: msg`Versions of your Section 1`,
  correctSection2: msg`Correct Section 2`,
  correctSection2Lead: msg`Change what was recorded wrongly and give the reason. The earlier version stays in the history.`,
  saveCorrection2: msg`Save the correction of Section 2`,
  correction2Failed: msg`Sorry, the correction of Section 2 could not be saved.`,
  corrected2: msg`The correction is saved as a new version of Section 2.`,
  changed: msg`Changed`,
  /** A history entry: `fields` lists the labels of the fields a correction changed. */
  versionLine: (version: number, when: string, who: string) => t`Version ${version}, ${when}, by ${who}`,
  versionLineNobody: (version: number, when: string) => t`Version ${version}, ${when}`,
  changedFields: (fields: string) => t`Changed: ${fields}`,
  why: (reason: string) => t`Reason: ${reason}`,
  documentsChosen: msg`Documents chosen`,
  remoteExamination: msg`Remote examination`,
  signature: msg`Signature`,
  endTitle: msg`End of employment`,
  endLead: msg`The form is kept until the later of three years after the first day of work and one year after employment ends.`,
  endOpen: msg`Record end of employment`,
  endDate: msg`Last day of employment`,
  endSave: msg`Record the end of employment`,
  endSaving: msg`Recording the end of employment…`,
  endFailed: msg`Sorry, the end of employment could not be recorded.`,
  /** `until`: the retention date. */
  endSaved: (until: string) => t`The end of employment is recorded. Keep this Form I-9 until ${until}.`,
  keepUntil: msg`Keep the form until`,
  keptWhileEmployed: msg`While the employee works here, and at least three years after the first day.`,
  recordAcceptance: msg`Record offer acceptance`,
  acceptanceTitle: (name: string) => t`Record the offer acceptance of ${name}`,
  acceptanceLead: msg`The candidate accepted the offer outside the portal. Give the first day of work and the hiring site: their Form I-9 opens and they are asked to complete Section 1.`,
  firstDay: msg`First day of work`,
  hiringSite: msg`Hiring site`,
  chooseSite: msg`Choose the hiring site`,
  siteEverify: (name: string) => t`${name} (E-Verify)`,
  shortJob: msg`The job lasts less than three business days`,
  shortJobHint: msg`Section 2 is then due on the first day of work too.`,
  openForm: msg`Open the Form I-9`,
  opening: msg`Opening the Form I-9…`,
  acceptanceFailed: msg`Sorry, the acceptance could not be recorded.`,
  /** `s1`, `s2`: the due dates of Sections 1 and 2. */
  formOpen: (s1: string, s2: string) => t`Form I-9 open: Section 1 due ${s1}, Section 2 due ${s2}.`,
  checking: msg`Checking whether a Form I-9 is open…`,
  checkFailed: msg`Could not check whether a Form I-9 is open.`,
  sitesFailed: msg`Sorry, the hiring sites could not be loaded.`,
  loadingSites: msg`Loading the hiring sites…`,
});
