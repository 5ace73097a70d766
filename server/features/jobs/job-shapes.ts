/**
 * A job's shapes: the row as the search, the public page and the REST API show it, whether it is
 * open, and the row a job is stored as (sanitized HTML, the place resolved, the pay checked).
 */
import { i18n } from '../../../common/i18n';
import {
  CATEGORY_KEYS,
  CATEGORY_LABELS,
  type CategoryKey,
  EMPLOYMENT_TYPES,
  type EmploymentType,
  type JobHit,
  type JobOrder,
  type PublicJob,
  JOB_STATUS_OPEN,
  SALARY_TEXT,
} from '../../../common/jobs';
import { DEFAULT_CURRENCY, formatPay, isCurrencyCode, MAX_PAY, type Pay, PAY_UNITS } from '../../../common/pay';
import { AppError, ErrorCode } from '../../errors';
import { htmlToText, sanitizeRichText } from '../../lib/html';
import { findPlace } from '../../providers/maps/us-places';
import type { JobHitRow, JobRow, NewJob } from './jobs.repository';

function category(key: string) {
  const k = (CATEGORY_KEYS as string[]).includes(key) ? (key as CategoryKey) : 'Engineering';
  return { categoryId: k, description: CATEGORY_LABELS[k] };
}

/** The fields every shape of a job shares (JobHit, PublicJob). */
export function jobFields(row: JobRow) {
  return {
    jobOrderId: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    postalCode: row.postalCode,
    pay: payOf(row),
    salary: salaryText(row),
    employmentType: row.employmentType,
    category: category(row.category),
    opened: new Date(Number(row.openedAt)).toISOString(),
    corpTitle: row.corpTitle,
  };
}

/** The structured pay range, when the job has one. */
export function payOf(row: Pick<JobRow, 'payMin' | 'payMax' | 'payUnit' | 'payCurrency'>): Pay | null {
  if (row.payMin === null || row.payMax === null || !row.payUnit) return null;
  return { min: Number(row.payMin), max: Number(row.payMax), unit: row.payUnit, currency: row.payCurrency };
}

/** What shows as the pay: the range when there is one, else the free text, else SPEC's placeholder. */
function salaryText(row: JobRow): string {
  const pay = payOf(row);
  if (pay) return formatPay(pay);
  return row.salary?.trim() ? row.salary : SALARY_TEXT.notSpecified;
}

export function toHit(row: JobHitRow): JobHit {
  return { ...jobFields(row), score: Math.round(row.score * 1e6) / 1e6, appliedTo: row.applied };
}

export function toJobOrder(row: JobRow): JobOrder {
  const { title, description, ...rest } = jobFields(row);
  return {
    ...rest,
    publicPosting: { title, description, active: Number(row.active) === 1 },
    positionTitle: { description: row.positionTitle },
    jobOrderStatus: { description: row.status },
  };
}

const DAY = 86_400_000;

/** A public job: listed for 90 days after it opened, and always 30 days ahead while it is open. */
export function toPublicJob(row: JobRow, now: number): PublicJob {
  const opened = Number(row.openedAt);
  return {
    ...jobFields(row),
    validThrough: new Date(Math.max(opened + 90 * DAY, now + 30 * DAY)).toISOString(),
  };
}

export function isOpen(row: { status: string; active: number }): boolean {
  return row.status === JOB_STATUS_OPEN && Number(row.active) === 1;
}

/** What a job needs to be stored: sanitized HTML and the search terms of both databases. */
export interface JobInput {
  title: string;
  description: string;
  positionTitle?: string;
  corpTitle: string;
  status?: string;
  active?: boolean;
  employmentType: EmploymentType;
  category: CategoryKey;
  /** "City, ST" or "City, ST 12345"; with latitude/longitude, or resolved from the ZIP dataset. */
  location: string;
  postalCode?: string | null;
  latitude?: number;
  longitude?: number;
  salary?: string | null;
  /** The pay range; jobs in a pay transparency state must have one (staff console). */
  pay?: Pay | null;
  openedAt: number;
  /** The zone staff chose for the job (null: the zone of its place); absent: left as it is. */
  timeZone?: string | null;
}

/** A pay range as stored: both ends from 0, the lower first, in a known unit and a 3-letter currency. */
function payColumns(pay: Pay | null): Pick<NewJob, 'payMin' | 'payMax' | 'payUnit' | 'payCurrency'> {
  if (!pay) return { payMin: null, payMax: null, payUnit: null, payCurrency: DEFAULT_CURRENCY };
  const ok =
    Number.isFinite(pay.min) &&
    Number.isFinite(pay.max) &&
    pay.min > 0 &&
    pay.min <= pay.max &&
    pay.max <= MAX_PAY &&
    (PAY_UNITS as readonly string[]).includes(pay.unit) &&
    isCurrencyCode(pay.currency);
  if (!ok) throw new AppError(ErrorCode.VALIDATION, i18n._('Invalid pay range'));
  return { payMin: pay.min, payMax: pay.max, payUnit: pay.unit, payCurrency: pay.currency };
}

/** Builds a row; `trustedHtml` is only for descriptions assembled from already sanitized parts. */
export function jobRow(input: JobInput, trustedHtml = false): NewJob {
  const description = trustedHtml ? input.description : sanitizeRichText(input.description);
  let { latitude, longitude } = input;
  let postalCode = input.postalCode ?? null;
  if (latitude === undefined || longitude === undefined) {
    const place = findPlace(postalCode ? `${input.location} ${postalCode}` : input.location);
    if (!place)
      throw new AppError(ErrorCode.VALIDATION, i18n._('Unknown location: {location}', { location: input.location }));
    latitude = place.latitude;
    longitude = place.longitude;
    postalCode ??= place.postalCode;
  }
  if (!(EMPLOYMENT_TYPES as readonly string[]).includes(input.employmentType))
    throw new AppError(ErrorCode.VALIDATION, i18n._('Unknown employment type'));
  if (!(CATEGORY_KEYS as string[]).includes(input.category))
    throw new AppError(ErrorCode.VALIDATION, i18n._('unknown category'));
  return {
    title: input.title,
    description,
    positionTitle: input.positionTitle ?? input.title,
    corpTitle: input.corpTitle,
    status: input.status ?? JOB_STATUS_OPEN,
    active: input.active === false ? 0 : 1,
    employmentType: input.employmentType,
    category: input.category,
    location: input.location,
    postalCode,
    latitude,
    longitude,
    salary: input.salary ?? null,
    ...payColumns(input.pay ?? null),
    openedAt: input.openedAt,
    descriptionText: htmlToText(description),
    ...(input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
  };
}
