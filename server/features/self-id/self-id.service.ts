/**
 * Voluntary self-identification (US EEO): after applying, the candidate answers or skips, for that
 * application. The answers are read back only by the candidate (their screen and their export)
 * and counted in the admins' aggregate report (report.ts); nothing here serves a staff screen.
 */
import { z } from 'zod';
import { isCalendarDate } from '../../../common/business-days';
import type { Kysely } from 'kysely';
import {
  SELF_ID_LIMITS,
  SELF_ID_MESSAGES as M,
  SELF_ID_OPTIONS,
  SELF_ID_PAGES,
  type SelfIdAnswers,
  type SelfIdForm,
  type SelfIdOverview,
  type SelfIdPage,
  type SelfIdStatus,
  type SelfIdText,
} from '../../../common/self-id';
import type { Application } from '../../../common/applications';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { idOrNotFound } from '../../lib/ids';
import { parseFields } from '../../lib/parse-fields';
import type { RequestInfo } from '../../lib/request-info';
import { refuseWhileViewing } from '../../lib/viewing';
import type { SelfIdRepository, SelfIdRow } from './self-id.repository';

export interface SelfIdServiceDeps {
  repo: SelfIdRepository;
  clock: Clock;
  audit: AuditLog;
  enabled: boolean;
  /** The candidate's own applications (the applications feature's). */
  applicationsOf: (userId: number) => Promise<Application[]>;
  /** A published content page by path (the content feature's). */
  page: (path: string) => Promise<{ title: string; content: string } | null>;
}

const option = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: () => M.notAnOption }).nullish();

const answersSchema = z
  .object({
    sex: option(SELF_ID_OPTIONS.sex),
    race: option(SELF_ID_OPTIONS.race),
    veteran: option(SELF_ID_OPTIONS.veteran),
    disability: option(SELF_ID_OPTIONS.disability),
    disabilityName: z
      .string({ error: () => M.nameTooLong })
      .trim()
      .max(SELF_ID_LIMITS.name, { error: () => M.nameTooLong })
      .nullish()
      .transform((v) => v || null),
    disabilityDate: z
      .string({ error: () => M.invalidDate })
      .trim()
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || isCalendarDate(v), {
        error: () => M.invalidDate,
      }),
  })
  .strict();

const EMPTY: SelfIdAnswers = {
  sex: null,
  race: null,
  veteran: null,
  disability: null,
  disabilityName: null,
  disabilityDate: null,
};

function answersOf(row: SelfIdRow | undefined): SelfIdAnswers {
  if (!row) return EMPTY;
  const { sex, race, veteran, disability, disabilityName, disabilityDate } = row;
  return { sex, race, veteran, disability, disabilityName, disabilityDate };
}

const statusOf = (row: SelfIdRow | undefined): SelfIdStatus => row?.status ?? 'pending';
const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
const notFound = () => new AppError(ErrorCode.NOT_FOUND, M.notFound);

export function createSelfIdService(deps: SelfIdServiceDeps) {
  const { repo, clock, audit } = deps;

  function requireEnabled() {
    if (!deps.enabled) throw new AppError(ErrorCode.NOT_FOUND, M.disabled);
  }

  /** The candidate's own application; anyone else's is answered like a missing one. */
  async function ownApplication(userId: number, idInput: unknown): Promise<Application> {
    const id = idOrNotFound(idInput, M.notFound);
    const application = (await deps.applicationsOf(userId)).find((a) => a.id === id);
    if (!application) throw notFound();
    return application;
  }

  async function texts(): Promise<Record<SelfIdPage, SelfIdText | null>> {
    const entries = await Promise.all(
      (Object.keys(SELF_ID_PAGES) as SelfIdPage[]).map(async (key) => {
        const page = await deps.page(SELF_ID_PAGES[key]);
        return [key, page ? { title: page.title, html: page.content } : null] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<SelfIdPage, SelfIdText | null>;
  }

  async function form(userId: number, application: Application): Promise<SelfIdForm> {
    const row = await repo.find(application.id);
    // The row is keyed by the application; its user is checked again for safety.
    const own = row && row.userId === userId ? row : undefined;
    return {
      applicationId: application.id,
      jobTitle: application.title,
      corpTitle: application.corpTitle,
      status: statusOf(own),
      answers: answersOf(own),
      answeredAt: iso(own?.answeredAt ?? null),
      texts: await texts(),
    };
  }

  return {
    enabled: deps.enabled,

    /** GET /api/me/self-identification: each application's state (never the answers). */
    async overview(userId: number, info: RequestInfo): Promise<SelfIdOverview> {
      // Staff viewing as the candidate see no trace of it; the dashboard's passive read is no attempt to audit.
      if (!deps.enabled || info.viewing) return { enabled: false, applications: [] };
      const [applications, rows] = await Promise.all([deps.applicationsOf(userId), repo.listForUser(userId)]);
      return {
        enabled: true,
        applications: applications.map((a) => ({
          applicationId: a.id,
          jobOrderId: a.jobOrderId,
          status: statusOf(rows.find((r) => r.applicationId === a.id)),
        })),
      };
    },

    /** GET /api/me/applications/{id}/self-identification */
    async form(userId: number, idInput: unknown, info: RequestInfo): Promise<SelfIdForm> {
      await refuseWhileViewing(audit, info, 'selfId');
      requireEnabled();
      return form(userId, await ownApplication(userId, idInput));
    },

    /** PUT /api/me/applications/{id}/self-identification: every answer optional, each from its list. */
    async answer(userId: number, idInput: unknown, input: unknown, info: RequestInfo): Promise<SelfIdForm> {
      await refuseWhileViewing(audit, info, 'selfId');
      requireEnabled();
      const application = await ownApplication(userId, idInput);
      const answers = parseFields(answersSchema, input, M.invalidForm);
      const now = clock();
      await repo.save(application.id, userId, {
        status: 'answered',
        sex: answers.sex ?? null,
        race: answers.race ?? null,
        veteran: answers.veteran ?? null,
        disability: answers.disability ?? null,
        disabilityName: answers.disabilityName,
        disabilityDate: answers.disabilityDate,
        answeredAt: now,
        updatedAt: now,
      });
      return form(userId, application);
    },

    /** POST /api/me/applications/{id}/self-identification/skip: answers already given stay (409). */
    async skip(userId: number, idInput: unknown, info: RequestInfo): Promise<SelfIdForm> {
      await refuseWhileViewing(audit, info, 'selfId');
      requireEnabled();
      const application = await ownApplication(userId, idInput);
      if (!(await repo.skip(application.id, userId, clock())))
        throw new AppError(ErrorCode.CONFLICT, M.alreadyAnswered);
      return form(userId, application);
    },

    /** The candidate's export: every answer they gave or skip they chose, by application. */
    async exportFor(userId: number) {
      return (await repo.listForUser(userId)).map((row) => ({
        applicationId: row.applicationId,
        status: row.status,
        ...answersOf(row),
        answeredAt: iso(row.answeredAt),
        updatedAt: iso(row.updatedAt),
      }));
    },

    /** Account deletion removes every answer. */
    eraseFor(userId: number, trx: Kysely<Database>): Promise<void> {
      return repo.eraseForUser(userId, trx);
    },
  };
}

export type SelfIdService = ReturnType<typeof createSelfIdService>;
