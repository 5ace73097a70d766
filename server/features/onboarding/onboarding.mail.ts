/**
 * The mail a candidate gets when staff assign documents: one mail listing what to sign by the due
 * date and, apart, what to read (informational documents ask no signature, docs/product.md §4).
 */
import dayjs from 'dayjs';
import { renderMail } from '../mail/template';

const documents = (n: number) => (n === 1 ? 'A document' : `${n} documents`);

export function assignmentMail(input: {
  to: string;
  firstName: string;
  toSign: string[];
  toRead: string[];
  dueAt: number;
  site: { siteName: string; publicUrl: string };
}) {
  const due = dayjs(input.dueAt).format('MMM D, YYYY');
  const { toSign, toRead } = input;
  const url = `${input.site.publicUrl}/onboarding`;
  const signing = toSign.length > 0;
  const paragraphs: string[] = [];
  if (signing)
    paragraphs.push(
      `Please complete ${toSign.length === 1 ? 'this onboarding document' : `these ${toSign.length} onboarding documents`} by ${due}:`,
    );
  if (toRead.length)
    paragraphs.push(
      signing
        ? `Please also read ${toRead.length === 1 ? 'this document' : `these ${toRead.length} documents`} (nothing to sign): ${toRead.join(', ')}.`
        : `Please read ${toRead.length === 1 ? 'this document' : `these ${toRead.length} documents`}; there is nothing to sign.`,
    );
  return renderMail({
    to: input.to,
    subject: signing ? `${documents(toSign.length)} to complete by ${due}` : `${documents(toRead.length)} to read`,
    siteName: input.site.siteName,
    heading: `Hello ${input.firstName},`,
    paragraphs,
    list: signing
      ? toSign.map((title) => ({ title, detail: `due ${due}`, url }))
      : toRead.map((title) => ({ title, detail: 'to read', url })),
    action: { label: 'Open your onboarding documents', url },
    footnote: signing ? 'You can sign electronically or download, sign and upload a hard copy.' : undefined,
  });
}

/**
 * The mail a candidate gets when staff return a document (a copy rejected, a credential not
 * accepted): what, why in staff's words, and where to do it again.
 */
export function returnedMail(input: {
  to: string;
  firstName: string;
  formTitle: string;
  reason: string;
  credential: boolean;
  delivery: 'manual' | 'electronic';
  site: { siteName: string; publicUrl: string };
}) {
  const again = input.credential ? 'provide' : 'sign';
  return renderMail({
    to: input.to,
    subject: `Please ${again} ${input.formTitle} again`,
    siteName: input.site.siteName,
    heading: `Hello ${input.firstName},`,
    paragraphs: [
      `${input.formTitle} was returned to you. The reason given:`,
      input.reason,
      `Please ${again} it again: it is back among your documents to complete.`,
    ],
    action: {
      label: 'Open the document',
      url: `${input.site.publicUrl}/documents/${input.credential || input.delivery === 'electronic' ? 'electronic' : 'manual'}`,
    },
  });
}
