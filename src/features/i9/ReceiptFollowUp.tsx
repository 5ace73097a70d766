/**
 * A receipt's follow-up on the record: when the actual document is due, and for each list whose
 * document is still a receipt, the form that records the document the employee now presents (from
 * that list). The server keeps it as a new version of Section 2 and closes the follow-up.
 */
import { type FormEvent, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import { LIST_A, LIST_B, LIST_C, type I9Document, type I9Record } from '../../../common/i9';
import { receiptLists, type ReceiptList } from '../../../common/i9-receipts';
import { formatDate } from '../../lib/format';
import { DocumentFields, NO_DOCUMENT, type DraftDocument } from './DocumentFields';
import { I9_FOLLOWUP_TEXT as TEXT } from './followup-messages';
import { replaceReceipt } from './receipt-api';
import { SectionSubmit } from './SectionSubmit';
import { useSectionSubmit } from './use-section-submit';

const TITLES: Record<ReceiptList, readonly string[]> = { listA: LIST_A, listB: LIST_B, listC: LIST_C };

function ReplacementForm({
  form,
  list,
  onDone,
}: {
  form: I9Record;
  list: ReceiptList;
  onDone: (record: I9Record) => void;
}) {
  const [document, setDocument] = useState<DraftDocument>(NO_DOCUMENT);
  const { errors, shown, send } = useSectionSubmit(TEXT.receiptFailed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(() => replaceReceipt(form.id, { list, document: document as unknown as I9Document }), onDone);
  };
  const id = `i9-receipt-${list}`;
  return (
    <form noValidate onSubmit={submit} aria-label={TEXT.receiptFor[list]} className="mb-3">
      <DocumentFields
        id={id}
        legend={TEXT.receiptFor[list]}
        titles={TITLES[list]}
        value={document}
        onChange={setDocument}
        error={errors['document.title'] ?? errors.list}
        fieldErrors={{
          issuingAuthority: errors['document.issuingAuthority'],
          number: errors['document.number'],
          expires: errors['document.expires'],
        }}
        noReceipt
      />
      <SectionSubmit late={null} {...shown} busyLabel={TEXT.receiptSending} label={TEXT.receiptSubmit} />
    </form>
  );
}

export function ReceiptFollowUp({ form, onDone }: { form: I9Record; onDone: (record: I9Record) => void }) {
  const followUp = form.receiptFollowUp;
  const lists = receiptLists(form.section2);
  if (!followUp || form.status !== 'complete' || lists.length === 0) return null;
  return (
    <section aria-labelledby="i9-receipt" className="mb-4" data-testid="i9-receipt">
      <h2 id="i9-receipt" className="h4">
        {TEXT.receiptTitle}
        {followUp.overdue ? (
          <Badge bg="danger" className="ms-2 fs-6">
            {TEXT.pastDue}
          </Badge>
        ) : null}
      </h2>
      <p>{TEXT.receiptLead(formatDate(followUp.due))}</p>
      {lists.map((list) => (
        <ReplacementForm key={list} form={form} list={list} onDone={onDone} />
      ))}
    </section>
  );
}
