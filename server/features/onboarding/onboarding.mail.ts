/** The mail a candidate gets when staff assign documents: one mail listing everything to complete. */
import dayjs from 'dayjs';
import { renderMail } from '../../providers/mail/template';

export function assignmentMail(input: {
  to: string;
  firstName: string;
  titles: string[];
  dueAt: number;
  site: { siteName: string; publicUrl: string };
}) {
  const due = dayjs(input.dueAt).format('MMM D, YYYY');
  const count = input.titles.length;
  return renderMail({
    to: input.to,
    subject: `${count === 1 ? 'A document' : `${count} documents`} to complete by ${due}`,
    siteName: input.site.siteName,
    heading: `Hello ${input.firstName},`,
    paragraphs: [
      `Please complete ${count === 1 ? 'this onboarding document' : `these ${count} onboarding documents`} by ${due}:`,
    ],
    list: input.titles.map((title) => ({ title, detail: `due ${due}`, url: `${input.site.publicUrl}/onboarding` })),
    action: { label: 'Open your onboarding documents', url: `${input.site.publicUrl}/onboarding` },
    footnote: 'You can sign electronically or download, sign and upload a hard copy.',
  });
}
