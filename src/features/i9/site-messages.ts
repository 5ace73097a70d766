/** What the hiring sites' page says (the server's messages are in common/hiring-sites.ts). */
import { msg, t } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

export const SITES_TEXT = translatable({
  manage: msg`Hiring sites: E-Verify and calendars`,
  title: msg`Hiring sites`,
  lead: msg`Where hires work: whether the site uses E-Verify, and the calendar the three business days of Section 2 are counted on. A form keeps the calendar it was opened with; a change applies to the forms opened afterwards.`,
  loading: msg`Loading the hiring sites…`,
  loadFailed: msg`Sorry, the hiring sites could not be loaded.`,
  empty: msg`No hiring site yet. Add the first one below.`,
  name: msg`Name`,
  address: msg`Address`,
  everify: msg`E-Verify`,
  calendar: msg`Calendar`,
  actions: msg`Actions`,
  yes: msg`Yes`,
  no: msg`No`,
  edit: msg`Edit`,
  /** Beside "Edit" for screen readers: which site. */
  editWhich: (name: string) => t`Edit ${name}`,
  addTitle: msg`Add a hiring site`,
  addressOptional: msg`Address (optional)`,
  everifyLabel: msg`This site uses E-Verify`,
  everifyHint: msg`Section 1 then asks for the Social Security number, and completing Section 2 creates an E-Verify case.`,
  weekendsLabel: msg`Open on Saturdays and Sundays (they count as business days)`,
  holidaysLabel: msg`Closed on US federal holidays (they do not count as business days)`,
  add: msg`Add the site`,
  save: msg`Save the site`,
  saving: msg`Saving the site…`,
  saveFailed: msg`Sorry, the hiring site could not be saved.`,
  added: (name: string) => t`${name} is added.`,
  saved: (name: string) => t`${name} is saved. Forms already open keep the calendar their deadlines were counted on.`,
  cancel: msg`Cancel`,
  backToList: msg`All Forms I-9`,
});
