/**
 * What the job search and apply use cases share: the service's deps with the search limits and the
 * cache of "more jobs like it" one service keeps, and how job APIs parse input (see jobs.service.ts).
 */
import type { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { JobPageData, SearchType } from '../../../common/jobs';
import type { Db } from '../../db';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { parse } from '../../lib/parse-fields';
import type { MapsProvider } from '../../providers/maps/maps.types';
import type { AfterSubmit } from './application-events';
import type { EditedTemplate, MailSite } from './application.mail';
import type { ApplicationsRepository } from './applications.repository';
import type { ApplyLinksRepository } from './apply-links.repository';
import type { JobRow, JobsRepository } from './jobs.repository';

export interface JobsServiceDeps {
  repo: JobsRepository;
  /** Reactions to a new application, in its transaction (the feature's afterSubmit hooks). */
  submitted?: AfterSubmit;
  /** Applying and whether one applied (the applications' own SQL). */
  applications: ApplicationsRepository;
  /** The apply links of an account that is deleted. */
  links: ApplyLinksRepository;
  db: Db;
  clock: Clock;
  maps: MapsProvider;
  audit: AuditLog;
  limits?: SearchLimits;
  /** The résumé an application carries: the candidate's current one when applying. */
  currentResume?: (userId: number) => Promise<{ id: number; fileName: string } | null>;
  /** Links in the application's confirmation mail. */
  site?: MailSite;
  /** The outbox has a new mail (the worker sends it at once). */
  mailQueued?: () => void;
  /** An admin's edited confirmation text (the mail templates feature's), or null for the built-in mail. */
  editedTemplate?: EditedTemplate;
  /** Where an account's mail goes (the accounts feature's). */
  contactOf?: (
    userId: number,
  ) => Promise<
    { email: string; firstName: string; timeZone: string | null; preferredLanguage: string | null } | undefined
  >;
  /** Whether the job asks screening questions: then it is applied to through its form, not in one click. */
  hasQuestions?: (jobOrderId: number) => Promise<boolean>;
  /** The candidate's home ZIP and desired work type (the candidates feature owns the record). */
  preferences: (userId: number) => Promise<{ zipCode: string | null; desiredWorkType: SearchType } | null>;
}

export interface SearchLimits {
  /** With text, the newest this many matches are ranked by relevance; older matches follow, newest first. */
  rankedMatches: number;
  /**
   * Counting every match of a common word costs a pass over all of them: totals and facet counts
   * stop at this many, and the answer marks them as lower bounds ("10,000+").
   */
  countCap: number;
}

export const SEARCH_LIMITS: SearchLimits = { rankedMatches: 500, countCap: 10_000 };

/** The factory's deps with the limits in force. */
export interface SearchDeps extends JobsServiceDeps {
  limits: SearchLimits;
}

/** The factory's deps with what one service keeps between calls. */
export interface JobsDeps extends SearchDeps {
  /** Each job's "more jobs like it", by job id (see view-job.ts). */
  similarCache: LRUCache<number, JobPageData['moreJobs'], JobRow>;
}

/** Input of the job APIs: a 400 names the bad field's path, for API callers. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  return parse(schema, input, { namePath: true });
}
