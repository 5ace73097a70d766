/**
 * Mail templates admins edit: list, save (placeholders checked), preview with sample values,
 * reset to the built-in text; and for the features that send mail, the text to send (the edited
 * one, else the built-in one) rendered through the one mail layout, which escapes it for HTML.
 * The preview is that same rendering, filled with sample values.
 */
import type { Kysely } from 'kysely';
import {
  MAIL_TEMPLATE_MESSAGES as M,
  MAIL_TEMPLATES,
  type MailPreview,
  type MailTemplateView,
  PLACEHOLDERS,
  type SendMode,
  SEND_MODES,
  statusTemplate,
  type TemplateDefinition,
  templateDefinition,
  unknownPlaceholders,
} from '../../../common/mail-templates';
import { templateWriteSchema } from '../../../common/mail-templates.schema';
import type { Database, MailTemplateTable } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { parseFields } from '../../lib/parse-fields';
import type { MailMessage } from '../../providers/mail/mail.types';
import type { MailTemplatesRepository } from './mail-templates.repository';
import { type ComposeInput, renderTemplate } from './render';

export interface MailTemplatesDeps {
  repo: MailTemplatesRepository;
  clock: Clock;
  audit: AuditLog;
  site: { siteName: string; publicUrl: string };
}

function definition(key: unknown): TemplateDefinition {
  const found = typeof key === 'string' ? templateDefinition(key) : undefined;
  if (!found) throw new AppError(ErrorCode.NOT_FOUND, M.notFound);
  return found;
}

const isSendMode = (v: string | null): v is SendMode => v !== null && (SEND_MODES as readonly string[]).includes(v);

export function createMailTemplatesService(deps: MailTemplatesDeps) {
  const { repo, clock, audit, site } = deps;

  function view(def: TemplateDefinition, row: MailTemplateTable | undefined): MailTemplateView {
    const builtInMode = def.defaultSendMode ?? null;
    return {
      key: def.key,
      label: def.label,
      subject: row?.subject ?? def.subject,
      body: row?.body ?? def.body,
      placeholders: [...def.placeholders],
      edited: Boolean(row),
      builtIn: { subject: def.subject, body: def.body, sendMode: builtInMode },
      status: def.status ?? null,
      sendMode: def.status ? (row && isSendMode(row.sendMode) ? row.sendMode : builtInMode) : null,
      updatedAt: row ? new Date(Number(row.updatedAt)).toISOString() : null,
    };
  }

  /** A write's subject and body with every placeholder one the template offers; else a clear 400. */
  function checked(def: TemplateDefinition, input: unknown) {
    const write = parseFields(templateWriteSchema, input, M.invalidForm);
    const fields: Record<string, string> = {};
    for (const part of ['subject', 'body'] as const) {
      const unknown = unknownPlaceholders(write[part], def.placeholders);
      if (unknown.length) fields[part] = M.unknownPlaceholder(unknown, def.placeholders);
    }
    const first = Object.values(fields)[0];
    if (first) throw new AppError(ErrorCode.VALIDATION, first, { fields });
    return write;
  }

  /** The sample a preview is filled with: the site's own addresses, a sample job's card. */
  const sample = (): ComposeInput => ({
    to: 'jordan.lee@example.com',
    values: { ...PLACEHOLDERS, siteName: site.siteName, link: `${site.publicUrl}/overview` },
    card: {
      title: PLACEHOLDERS.jobTitle,
      detail: `${PLACEHOLDERS.company} · ${PLACEHOLDERS.city} · ${PLACEHOLDERS.pay}`,
      url: `${site.publicUrl}/jobs`,
    },
  });

  return {
    /** GET /api/staff/mail-templates (admins). */
    async list(): Promise<MailTemplateView[]> {
      const rows = await repo.all();
      return MAIL_TEMPLATES.map((def) =>
        view(
          def,
          rows.find((r) => r.templateKey === def.key),
        ),
      );
    },

    /** PUT /api/staff/mail-templates/{key} {subject, body, sendMode?} */
    async save(key: unknown, input: unknown, actorId: number): Promise<MailTemplateView> {
      const def = definition(key);
      const write = checked(def, input);
      const current = await repo.find(def.key);
      const sendMode = def.status
        ? (write.sendMode ??
          (current && isSendMode(current.sendMode) ? current.sendMode : (def.defaultSendMode ?? 'off')))
        : null;
      await repo.save({
        templateKey: def.key,
        subject: write.subject,
        body: write.body,
        sendMode,
        updatedBy: actorId,
        updatedAt: clock(),
      });
      await audit.record({ action: 'mail-template.saved', actorId, detail: { template: def.key, sendMode } });
      return view(def, await repo.find(def.key));
    },

    /** DELETE /api/staff/mail-templates/{key}: back to the built-in text (and sending rule). */
    async reset(key: unknown, actorId: number): Promise<MailTemplateView> {
      const def = definition(key);
      if (await repo.remove(def.key))
        await audit.record({ action: 'mail-template.reset', actorId, detail: { template: def.key } });
      return view(def, undefined);
    },

    /** POST /api/staff/mail-templates/{key}/preview {subject, body}: the mail as sent, with sample values. */
    preview(key: unknown, input: unknown): MailPreview {
      const def = definition(key);
      const { subject, text, html } = renderTemplate(site, def, checked(def, input), sample());
      return { subject, text, html };
    },

    /** Whether a change to `status` sends its mail, and how; 'off' for a status with no mail. */
    async sendModeOf(status: string, executor?: Kysely<Database>): Promise<SendMode> {
      const def = statusTemplate(status);
      if (!def) return 'off';
      const row = await repo.find(def.key, executor);
      return row && isSendMode(row.sendMode) ? row.sendMode : (def.defaultSendMode ?? 'off');
    },

    /** The mail `key` as it goes out: the edited text when there is one, else the built-in text. */
    async compose(key: string, input: ComposeInput, executor?: Kysely<Database>): Promise<MailMessage> {
      const def = definition(key);
      return renderTemplate(site, def, (await repo.find(def.key, executor)) ?? def, input);
    },

    /** The edited subject and body of `key`, or null while the built-in text applies. */
    async editedText(key: string, executor?: Kysely<Database>): Promise<{ subject: string; body: string } | null> {
      const row = await repo.find(key, executor);
      return row ? { subject: row.subject, body: row.body } : null;
    },
  };
}

export type MailTemplatesService = ReturnType<typeof createMailTemplatesService>;
