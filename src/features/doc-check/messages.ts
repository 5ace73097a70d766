/** Texts of the document check (docs/product.md §2 internal tool; its wording is not shown in SPEC). */
import { msg, t } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

export const DOC_CHECK_TEXT = translatable({
  title: msg`Document Check`,
  lead: msg`Upload a PDF template to preview it with substituted content, then test signing it.`,
  fileLabel: msg`PDF template`,
  fileHint: msg({
    message: 'Form fields named firstName, lastName, fullName, email and date are filled in; keywords give FormTitle.',
    comment:
      'firstName, lastName, fullName, email, date and FormTitle are names inside the PDF: keep them as they are.',
  }),
  candidateLabel: msg`Candidate email (optional)`,
  candidateHint: msg`Leave empty to use a sample candidate.`,
  preview: msg({ message: 'Preview', context: 'button', comment: 'Button: show the template filled in.' }),
  previewing: msg`Preparing the preview…`,
  previewHeading: msg({
    message: 'Preview',
    context: 'heading',
    comment: 'Heading, followed by a colon and the form title.',
  }),
  formTitle: msg`Form title`,
  download: msg`Download preview`,
  testSigning: msg({ message: 'Test Signing', comment: 'Button: try signing the template as a candidate would.' }),
  preparingSigning: msg`Preparing a test signing…`,
  openSigning: msg`Open the test signing (new tab)`,
  signingHint: msg`The link works once, for 5 minutes.`,
  chooseFile: msg`Please choose a PDF file first.`,
  failed: msg`Could not process this file.`,
  previewFailed: msg`Could not display the preview.`,
  /** event: the signing's outcome as its code (signing_complete, decline…). */
  tested: (event: string) =>
    t({ message: `Test signing finished: ${event}`, comment: '{event} is a code such as signing_complete.' }),
  sealHeading: msg`Seal of the test signing`,
  sealChecking: msg`Checking the seal…`,
  sealFailed: msg`Could not check the seal of the test signing.`,
});
