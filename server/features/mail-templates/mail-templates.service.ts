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
import { DEFAULT_LANGUAGE, isLanguage } from '../../../common/i18n';
import { TRANSLATION_LANGUAGES, type Translation, type TranslationLanguage } from '../../../common/translations';
import type { Database, MailTemplateTable } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { currentLanguage, inLanguage } from '../../lib/i18n';
import { parseFields } from '../../lib/parse-fields';
import type { MailMessage } from '../../providers/mail/mail.types';
import { type TranslationsService, translationLanguage } from '../translations/translations.service';
import type { MailTemplatesRepository } from './mail-templates.repository';
import { type ComposeInput, renderTemplate } from './render';

export interface MailTemplatesDeps {
  repo: MailTemplatesRepository;
  clock: Clock;
  audit: AuditLog;
  site: { siteName: string; publicUrl: string };
  translations: TranslationsService;
}

/** The mail templates' subject in the translations store; a template's translations are keyed by its key. */
const SUBJECT = 'mail-template';
type Versions = Partial<Record<TranslationLanguage, Translation>>;

function definition(key: unknown): TemplateDefinition {
  const found = typeof key === 'string' ? templateDefinition(key) : undefined;
  if (!found) throw new AppError(ErrorCode.NOT_FOUND, M.notFound);
  return found;
}

const isSendMode = (v: string | null): v is SendMode => v !== null && (SEND_MODES as readonly string[]).includes(v);

function view(def: TemplateDefinition, row: MailTemplateTable | undefined, versions: Versions): MailTemplateView {
  const builtInMode = def.defaultSendMode ?? null;
  return {
    translations: versions as MailTemplateView['translations'],
    // A template never edited has its built-in text in every language: nothing is missing.
    missingTranslations: row ? TRANSLATION_LANGUAGES.filter((l) => !versions[l]) : [],
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

export function createMailTemplatesService(deps: MailTemplatesDeps) {
  const { repo, clock, audit, site, translations } = deps;

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
      const [rows, versions] = await Promise.all([
        repo.all(),
        translations.read(
          SUBJECT,
          MAIL_TEMPLATES.map((d) => d.key),
        ),
      ]);
      return MAIL_TEMPLATES.map((def) =>
        view(
          def,
          rows.find((r) => r.templateKey === def.key),
          versions.get(def.key) ?? {},
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
      return viewOf(deps, def);
    },

    /** PUT /api/staff/mail-templates/{key}/translations/{language} {subject, body}: checked like the original. */
    async saveTranslation(key: unknown, languageInput: unknown, input: unknown, actorId: number) {
      const def = definition(key);
      const language = translationLanguage(languageInput);
      const { subject, body } = checked(def, input);
      await translations.save(SUBJECT, def.key, language, { subject, body }, actorId);
      await audit.record({ action: 'mail-template.translated', actorId, detail: { template: def.key, language } });
      return viewOf(deps, def);
    },

    /** DELETE /api/staff/mail-templates/{key}/translations/{language} */
    async removeTranslation(key: unknown, languageInput: unknown, actorId: number) {
      const def = definition(key);
      const language = translationLanguage(languageInput);
      if (await translations.remove(SUBJECT, def.key, language))
        await audit.record({ action: 'mail-template.untranslated', actorId, detail: { template: def.key, language } });
      return viewOf(deps, def);
    },

    /**
     * DELETE /api/staff/mail-templates/{key}: back to the built-in text (and sending rule) in every
     * language: translations of the edited text go with it.
     */
    async reset(key: unknown, actorId: number): Promise<MailTemplateView> {
      const def = definition(key);
      const removed = await repo.remove(def.key);
      if ((await translations.remove(SUBJECT, def.key)) || removed)
        await audit.record({ action: 'mail-template.reset', actorId, detail: { template: def.key } });
      return view(def, undefined, {});
    },

    /**
     * POST /api/staff/mail-templates/{key}/preview {subject, body, language?}: the mail as sent,
     * with sample values, its button and small print in `language` (a translation's preview).
     */
    preview(key: unknown, input: unknown): MailPreview {
      const def = definition(key);
      const asked = (input as { language?: unknown } | null)?.language;
      return inLanguage(isLanguage(asked) ? asked : currentLanguage(), () => {
        const { subject, text, html } = renderTemplate(site, def, checked(def, input), sample());
        return { subject, text, html };
      });
    },

    /** Whether a change to `status` sends its mail, and how; 'off' for a status with no mail. */
    async sendModeOf(status: string, executor?: Kysely<Database>): Promise<SendMode> {
      const def = statusTemplate(status);
      if (!def) return 'off';
      const row = await repo.find(def.key, executor);
      return row && isSendMode(row.sendMode) ? row.sendMode : (def.defaultSendMode ?? 'off');
    },

    /** The mail `key` as it goes out, in the current language (the recipient's): see `readerText`. */
    async compose(key: string, input: ComposeInput, executor?: Kysely<Database>): Promise<MailMessage> {
      const def = definition(key);
      return renderTemplate(site, def, (await readerText(deps, def.key, executor)) ?? def, input);
    },

    /** The admins' text of `key` in the current language, or null while the built-in text applies. */
    editedText: (key: string, executor?: Kysely<Database>) => readerText(deps, key, executor),
  };
}

function viewOf({ repo, translations }: MailTemplatesDeps, def: TemplateDefinition): Promise<MailTemplateView> {
  return Promise.all([repo.find(def.key), translations.read(SUBJECT, [def.key])]).then(([row, versions]) =>
    view(def, row, versions.get(def.key) ?? {}),
  );
}

/**
 * What a reader of the current language gets: the admins' translation into it, else the edited
 * text as written; null when neither exists, and the built-in text (itself in the reader's
 * language) applies. The employer's own words win over the built-in translation of words they
 * replaced.
 */
async function readerText(
  { repo, translations }: MailTemplatesDeps,
  key: string,
  executor?: Kysely<Database>,
): Promise<{ subject: string; body: string } | null> {
  const row = await repo.find(key, executor);
  const [read] = await translations.overlay(
    SUBJECT,
    [{ key, subject: row?.subject ?? '', body: row?.body ?? '' }],
    { id: (r) => r.key, fields: ['subject', 'body'] },
    currentLanguage(),
    executor,
  );
  return row || read!.language !== DEFAULT_LANGUAGE ? { subject: read!.subject, body: read!.body } : null;
}

export type MailTemplatesService = ReturnType<typeof createMailTemplatesService>;
