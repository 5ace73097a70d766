/**
 * What the onboarding use cases share: the service's deps and the parts it builds once, and the
 * lookups of a template or document that answer 404 alike (see onboarding.service.ts).
 */
import type { I9BoardMark } from '../../../common/i9';
import type { AuditLog } from '../../lib/audit';
import type { TranslationsService } from '../translations/translations.service';
import {
  dueAtOf,
  ONBOARDING_MESSAGES as M,
  type StaffTemplate,
  type TemplateField,
  translatableFields,
} from '../../../common/onboarding';
import { TRANSLATION_LANGUAGES } from '../../../common/translations';
import type { Db } from '../../db';
import { AppError, ErrorCode } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { FileStorage } from '../../providers/storage/storage.types';
import type { FilePool } from '../../untrusted';
import { instructionsOf, templateFields, type DocumentsService } from '../documents/documents.service';
import type { createCountersignReminders } from './countersign-reminders';
import type { createCredentials } from './credentials';
import type { OnboardingRepository } from './onboarding.repository';
import { documentIdSchema } from './onboarding.schema';
import type { createReminders } from './reminders';
import type { staffChanges } from './staff-changes';

export interface OnboardingServiceDeps {
  db: Db;
  repo: OnboardingRepository;
  documents: DocumentsService;
  storage: FileStorage;
  files: FilePool;
  clock: Clock;
  site: { siteName: string; publicUrl: string };
  mailQueued: () => void;
  audit: AuditLog;
  /** The store of employer-written texts in other languages (instructions, field labels). */
  translations: TranslationsService;
  /** Form I-9's overdue sections of these people for the board (the i9 feature's; form ids for I-9 staff). */
  i9Overdue: (userIds: number[], withFormIds: boolean) => Promise<Map<number, I9BoardMark[]>>;
}

/** The service's deps with the parts the service builds once from them. */
export interface OnboardingDeps extends OnboardingServiceDeps {
  reminders: ReturnType<typeof createReminders>;
  countersignReminders: ReturnType<typeof createCountersignReminders>;
  credentials: ReturnType<typeof createCredentials>;
  changeByStaff: ReturnType<typeof staffChanges>;
}

export const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
export const templateNotFound = () => new AppError(ErrorCode.NOT_FOUND, M.templateNotFound);
export const documentNotFound = () => new AppError(ErrorCode.NOT_FOUND, M.documentNotFound);

type TemplateRow = NonNullable<Awaited<ReturnType<OnboardingRepository['findTemplate']>>>;

/** The marked fields; a template stored before fields were marked has them detected from its PDF. */
export async function fieldsOf(deps: OnboardingDeps, row: TemplateRow): Promise<TemplateField[]> {
  if (row.fields !== null) return templateFields(row);
  const stored = await deps.storage.get(row.storageKey);
  return (stored && (await deps.files.run('inspectPdf', stored).catch(() => null))?.fields) || [];
}

/** The store's subject of templates' texts in other languages (template-translations.ts). */
export const TEMPLATE_SUBJECT = 'document-template';

type TemplateBase = Omit<StaffTemplate, 'translations' | 'missingTranslations'>;

export async function templateBase(deps: OnboardingDeps, row: TemplateRow): Promise<TemplateBase> {
  const credential = row.kind === 'credential';
  return {
    id: row.id,
    kind: credential ? 'credential' : 'form',
    instructions: credential ? instructionsOf(row.keywords) : null,
    formTitle: row.formTitle,
    signatureType: row.signatureType,
    delivery: row.delivery,
    displayLevel: row.displayLevel,
    pageCount: row.pageCount,
    fields: await fieldsOf(deps, row),
    countersign: row.countersign === 1,
    countersignDays: row.countersignDays,
    reviewUploads: row.reviewUploads === 1,
    acknowledge: row.acknowledge === 1,
    createdAt: new Date(Number(row.createdAt)).toISOString(),
  };
}

/** Templates as staff read them, their versions in other languages beside (one query more). */
export async function toTemplates(deps: OnboardingDeps, rows: TemplateRow[]): Promise<StaffTemplate[]> {
  const templates = await Promise.all(rows.map((row) => templateBase(deps, row)));
  // A template with nothing to translate lacks no translation.
  const texts = new Map(templates.map((t) => [t.id, translatableFields(t)]));
  const versions = await deps.translations.read(
    TEMPLATE_SUBJECT,
    templates.filter((t) => texts.get(t.id)!.length > 0).map((t) => t.id),
  );
  return templates.map((t) => {
    const translations: StaffTemplate['translations'] = versions.get(String(t.id)) ?? {};
    const wanted = texts.get(t.id)!;
    return {
      ...t,
      translations,
      // A version that lacks a text (a field marked since) leaves that text in English.
      missingTranslations:
        wanted.length === 0
          ? []
          : TRANSLATION_LANGUAGES.filter((l) => wanted.some((key) => !translations[l]?.fields[key])),
    };
  });
}

export async function toTemplate(deps: OnboardingDeps, row: TemplateRow): Promise<StaffTemplate> {
  return (await toTemplates(deps, [row]))[0]!;
}

/** The template `idInput` names, or 404. */
export async function template(deps: OnboardingDeps, idInput: unknown) {
  const parsed = documentIdSchema.safeParse(idInput);
  const row = parsed.success ? await deps.repo.findTemplate(parsed.data) : undefined;
  if (!row) throw templateNotFound();
  return row;
}

/** The document `idInput` names, or 404. */
export async function document(deps: OnboardingDeps, idInput: unknown) {
  const parsed = documentIdSchema.safeParse(idInput);
  const row = parsed.success ? await deps.repo.findDocument(parsed.data) : undefined;
  if (!row) throw documentNotFound();
  return row;
}

export function futureDue(deps: OnboardingDeps, dueDate: string): number {
  const dueAt = dueAtOf(dueDate);
  if (dueAt < deps.clock())
    throw new AppError(ErrorCode.VALIDATION, M.dueDatePast, { fields: { dueDate: M.dueDatePast } });
  return dueAt;
}
