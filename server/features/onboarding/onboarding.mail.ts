/**
 * The mail a candidate gets when staff assign documents: one mail listing what to sign by the due
 * date and, apart, what to read (informational documents ask no signature, docs/product.md §4).
 * Each is written in the candidate's language, whatever the staff member's.
 */
import dayjs from 'dayjs';
import { i18n } from '../../../common/i18n';
import { inReaderLanguage } from '../../lib/reader-language';
import { renderMail } from '../mail/template';

export function assignmentMail(input: {
  to: string;
  firstName: string;
  /** The candidate's language (null: never chosen). */
  preferredLanguage: string | null;
  toSign: string[];
  toRead: string[];
  dueAt: number;
  site: { siteName: string; publicUrl: string };
}) {
  return inReaderLanguage(input.preferredLanguage, () => {
    const due = dayjs(input.dueAt).format('MMM D, YYYY');
    const { toSign, toRead } = input;
    const url = `${input.site.publicUrl}/onboarding`;
    const signing = toSign.length > 0;
    const paragraphs: string[] = [];
    if (signing)
      paragraphs.push(
        i18n._(
          'Please complete {count, plural, one {this onboarding document} other {these # onboarding documents}} by {due}:',
          { count: toSign.length, due },
        ),
      );
    if (toRead.length)
      paragraphs.push(
        signing
          ? i18n._(
              'Please also read {count, plural, one {this document} other {these # documents}} (nothing to sign): {titles}.',
              { count: toRead.length, titles: toRead.join(', ') },
            )
          : i18n._(
              'Please read {count, plural, one {this document} other {these # documents}}; there is nothing to sign.',
              {
                count: toRead.length,
              },
            ),
      );
    return renderMail({
      to: input.to,
      subject: signing
        ? i18n._('{count, plural, one {A document} other {# documents}} to complete by {due}', {
            count: toSign.length,
            due,
          })
        : i18n._('{count, plural, one {A document} other {# documents}} to read', { count: toRead.length }),
      siteName: input.site.siteName,
      heading: i18n._('Hello {firstName},', { firstName: input.firstName }),
      paragraphs,
      list: signing
        ? toSign.map((title) => ({ title, detail: i18n._('due {due}', { due }), url }))
        : toRead.map((title) => ({ title, detail: i18n._('to read'), url })),
      action: { label: i18n._('Open your onboarding documents'), url },
      footnote: signing ? i18n._('You can sign electronically or download, sign and upload a hard copy.') : undefined,
    });
  });
}

/**
 * The mail a candidate gets when staff return a document (a copy rejected, a credential not
 * accepted): what, why in staff's words, and where to do it again.
 */
export function returnedMail(input: {
  to: string;
  firstName: string;
  /** The candidate's language (null: never chosen). */
  preferredLanguage: string | null;
  formTitle: string;
  reason: string;
  credential: boolean;
  delivery: 'manual' | 'electronic';
  site: { siteName: string; publicUrl: string };
}) {
  return inReaderLanguage(input.preferredLanguage, () => {
    const { formTitle, credential } = input;
    return renderMail({
      to: input.to,
      subject: credential
        ? i18n._('Please provide {formTitle} again', { formTitle })
        : i18n._('Please sign {formTitle} again', { formTitle }),
      siteName: input.site.siteName,
      heading: i18n._('Hello {firstName},', { firstName: input.firstName }),
      paragraphs: [
        i18n._('{formTitle} was returned to you. The reason given:', { formTitle }),
        input.reason,
        credential
          ? i18n._('Please provide it again: it is back among your documents to complete.')
          : i18n._('Please sign it again: it is back among your documents to complete.'),
      ],
      action: {
        label: i18n._('Open the document'),
        url: `${input.site.publicUrl}/documents/${credential || input.delivery === 'electronic' ? 'electronic' : 'manual'}`,
      },
    });
  });
}
