/**
 * A document's recorded events as staff read them (the document review and the candidate record):
 * the codes stay in the database and the exports; unknown codes (a provider's new event) show as
 * recorded.
 */
import { translatable } from './i18n';

const LABELS = /* @__PURE__ */ translatable({
  assigned: /*i18n*/ { id: 'Assigned' },
  'signed_copy.uploaded': /*i18n*/ { id: 'Signed copy uploaded' },
  'signed_copy.rejected': /*i18n*/ { id: 'Signed copy refused' },
  'credential.uploaded': /*i18n*/ { id: 'Credential uploaded' },
  'delivery.hard_copy': /*i18n*/ { id: 'Switched to a hard copy' },
  'browser.reported': /*i18n*/ { id: 'The browser reported a signing step' },
  'reminder.sent_by_staff': /*i18n*/ { id: 'Reminder sent' },
  'review.approved': /*i18n*/ { id: 'Copy approved' },
  'review.rejected': /*i18n*/ { id: 'Copy sent back' },
  'due_date.extended': /*i18n*/ { id: 'Due date extended' },
  signing_complete: /*i18n*/ { id: 'Signing completed' },
  cancelled: /*i18n*/ { id: 'Document cancelled' },
  'esign.link_created': /*i18n*/ { id: 'Signing link created' },
  'esign.opened': /*i18n*/ { id: 'Signing page opened' },
  'esign.extended': /*i18n*/ { id: 'Signing page given more time' },
  'esign.consented': /*i18n*/ { id: 'Consented to sign electronically' },
  'esign.signed': /*i18n*/ { id: 'Signed electronically' },
  'esign.viewed': /*i18n*/ { id: 'Signed copy viewed' },
  'esign.countersigned': /*i18n*/ { id: 'Countersigned' },
  'esign.declined': /*i18n*/ { id: 'Signing declined' },
  'esign.cancelled': /*i18n*/ { id: 'Signing cancelled' },
  'esign.timed_out': /*i18n*/ { id: 'Signing page timed out' },
});

/** The words for a document event's code. */
export function documentEventLabel(code: string): string {
  return Object.hasOwn(LABELS, code) ? LABELS[code as keyof typeof LABELS] : code;
}
