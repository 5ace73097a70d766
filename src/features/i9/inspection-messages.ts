/** What the Form I-9 inspection export and the retention section say (shared errors: common/i9-inspection.ts). */
import { msg, plural, t } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

export const INSPECTION_TEXT = translatable({
  exportTitle: msg`Inspection export`,
  exportLead: msg`Download the Forms I-9 for an inspection: one ZIP with a PDF of each form (every section, supplement, E-Verify case and correction) and an index by name, in PDF and CSV. Choose the first days of work to include, or everyone.`,
  everyone: msg`Everyone`,
  range: msg`First days of work from… to…`,
  scopeLegend: msg`Forms to include`,
  from: msg`From (first day of work)`,
  to: msg`To (first day of work)`,
  dateHint: msg`Leave a date empty for no limit on that side.`,
  download: msg`Download the ZIP`,
  downloading: msg`Preparing the ZIP… a thousand forms take about a minute.`,
  downloaded: (count: number, file: string) =>
    plural(count, { one: `# form downloaded as ${file}.`, other: `# forms downloaded as ${file}.` }),
  exportFailed: msg`Sorry, the export could not be made.`,
  retentionTitle: msg`Retention: forms due for destruction`,
  retentionLead: msg`A Form I-9 is kept until 3 years after the first day of work or 1 year after employment ends, whichever is later. These forms are past that date. Nothing is destroyed until you confirm it here.`,
  retentionLoading: msg`Loading the forms due for destruction…`,
  retentionFailed: msg`Sorry, the forms due for destruction could not be loaded.`,
  noneDue: msg`No form is past its retention date.`,
  select: (name: string, id: number) => t`Destroy the Form I-9 of ${name} (number ${id})`,
  selectAll: msg`Select every form listed`,
  employee: msg`Employee`,
  formNumber: msg`Form`,
  firstDay: msg`First day`,
  lastDay: msg`Last day`,
  keptUntil: msg`Kept until`,
  contents: msg`What goes with it`,
  versions: (count: number) => plural(count, { one: '# version', other: '# versions' }),
  files: (count: number) => plural(count, { one: '# stored file', other: '# stored files' }),
  destroy: (count: number) =>
    plural(count, { one: 'Destroy the selected form…', other: 'Destroy the # selected forms…' }),
  confirmTitle: (count: number) => plural(count, { one: 'Destroy # Form I-9?', other: 'Destroy # Forms I-9?' }),
  confirmWhat: msg`For each form below, this destroys the form with every section, supplement and correction, its E-Verify case, its copies of identity documents and its official PDF. It cannot be undone.`,
  confirmKept: msg`What stays is a record that the form was destroyed: its number, its dates, when and by whom. Nothing about the employee.`,
  confirmItem: (name: string, id: number, until: string) => t`${name}, Form I-9 number ${id}, kept until ${until}`,
  confirm: msg`Destroy them`,
  cancel: msg`Keep them`,
  destroying: msg`Destroying…`,
  destroyed: (count: number) =>
    plural(count, {
      one: '# form was destroyed. The record below shows what was done.',
      other: '# forms were destroyed. The record below shows what was done.',
    }),
  purgeFailed: msg`Sorry, the forms could not be destroyed.`,
  recordTitle: msg`Record of destruction`,
  recordEmpty: msg`No form has been destroyed yet.`,
  destroyedAt: msg`Destroyed`,
  destroyedBy: msg`By`,
  someoneGone: msg`An account since removed`,
});
