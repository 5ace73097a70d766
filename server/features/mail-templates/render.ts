/**
 * A mail template's text rendered through the one mail layout: the first paragraph is the heading,
 * a paragraph that is only {{jobCard}} is the job's card, the template's button links to {{link}}
 * unless the text already carries that address (one link to a page, not two), and its small print
 * closes the mail. What is sent and what the editor previews both come from here.
 */
import {
  fillTemplate,
  JOB_CARD,
  paragraphsOf,
  type TemplateDefinition,
  type TemplateValues,
} from '../../../common/mail-templates';
import type { MailAttachment, MailMessage } from '../../providers/mail/mail.types';
import { renderMail } from '../mail/template';

interface JobCard {
  title: string;
  /** Company, city and pay. */
  detail: string;
  url: string;
}

export interface ComposeInput {
  to: string;
  values: TemplateValues;
  /** The job's card, for templates that offer {{jobCard}}. */
  card?: JobCard;
  attachments?: MailAttachment[];
}

const CARD_PARAGRAPH = `{{${JOB_CARD}}}`;

export function renderTemplate(
  site: { siteName: string },
  def: Pick<TemplateDefinition, 'action' | 'footnote'>,
  text: { subject: string; body: string },
  input: ComposeInput,
): MailMessage {
  const { card } = input;
  const values: TemplateValues = {
    siteName: site.siteName,
    ...(card ? { [JOB_CARD]: `${card.title} (${card.detail}) ${card.url}` } : {}),
    ...input.values,
  };
  const paragraphs: string[] = [];
  let listAfter: number | undefined;
  for (const raw of paragraphsOf(text.body)) {
    if (card && listAfter === undefined && raw === CARD_PARAGRAPH) listAfter = paragraphs.length;
    else paragraphs.push(...paragraphsOf(fillTemplate(raw, values)));
  }
  // The heading is the first paragraph, whichever it is; a card before any text stays first after it.
  const [heading = '', ...rest] = paragraphs;
  const link = values.link;
  const action =
    def.action && link && !paragraphs.some((p) => p.includes(link)) ? { label: def.action, url: link } : undefined;
  const message = renderMail({
    to: input.to,
    subject: fillTemplate(text.subject, values),
    siteName: site.siteName,
    heading,
    paragraphs: rest,
    ...(card && listAfter !== undefined
      ? { list: [{ title: card.title, detail: card.detail, url: card.url }], listAfter: Math.max(0, listAfter - 1) }
      : {}),
    ...(action ? { action } : {}),
    ...(def.footnote ? { footnote: fillTemplate(def.footnote, values) } : {}),
  });
  return input.attachments?.length ? { ...message, attachments: input.attachments } : message;
}
