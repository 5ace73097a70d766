/**
 * Job feeds' formats. In: Indeed-style XML (`<source><job>…</job></source>`, the format ATSs and
 * aggregators exchange) or JSON (a list of jobs in the API's shape, or `{ "jobs": [...] }`).
 * Out: the same XML for aggregators. Each incoming job is checked on its own, so one bad entry is
 * reported and skipped instead of failing the whole feed.
 */
import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '../../../common/i18n';
import { CATEGORY_KEYS, CATEGORY_LABELS, type CategoryKey, type EmploymentType } from '../../../common/jobs';
import { inLanguage } from '../../lib/i18n';
import { isCurrencyCode, MAX_PAY, PAY_UNITS, type Pay } from '../../../common/pay';

/** A job as a feed gives it, before the place is resolved and the HTML sanitized. */
export interface FeedJob {
  externalId: string;
  title: string;
  description: string;
  company: string;
  employmentType: EmploymentType;
  category: CategoryKey;
  location: string;
  postalCode: string | null;
  salary: string | null;
  pay: Pay | null;
}

export interface FeedEntryError {
  /** The entry's external id when it has one, else its position (1-based). */
  entry: string;
  message: string;
}

const text = (max: number) => z.string().trim().min(1).max(max);

const categorySchema = z.string().transform((value, ctx): CategoryKey => {
  const wanted = value.trim().toLowerCase();
  // A feed names categories in English, whatever the language of the request that imports it.
  const english = (k: CategoryKey) => inLanguage(DEFAULT_LANGUAGE, () => CATEGORY_LABELS[k]);
  const key = CATEGORY_KEYS.find((k) => k.toLowerCase() === wanted || english(k).toLowerCase() === wanted);
  if (!key) {
    ctx.addIssue({ code: 'custom', message: `unknown category ${JSON.stringify(value)}` });
    return z.NEVER;
  }
  return key;
});

/** Contract stays Contract; full-time, part-time, permanent and the like are Permanent. */
const typeSchema = z.string().transform((value, ctx): EmploymentType => {
  const t = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
  if (['contract', 'contractor', 'temporary', 'temp', 'contracttohire'].includes(t)) return 'Contract';
  if (['permanent', 'fulltime', 'parttime', 'directhire', 'perm'].includes(t)) return 'Permanent';
  ctx.addIssue({ code: 'custom', message: `unknown job type ${JSON.stringify(value)}` });
  return z.NEVER;
});

const paySchema = z
  .object({
    min: z.coerce.number().nonnegative().max(MAX_PAY),
    max: z.coerce.number().nonnegative().max(MAX_PAY),
    unit: z.enum(PAY_UNITS),
    currency: z.string().refine(isCurrencyCode, 'pay.currency is not an ISO 4217 code').default('USD'),
  })
  .refine((p) => p.min <= p.max, 'pay.min is above pay.max');

const feedJobSchema = z.object({
  externalId: text(128),
  title: text(200),
  description: text(100_000),
  company: text(200),
  employmentType: typeSchema,
  category: categorySchema,
  location: text(200),
  postalCode: z
    .string()
    .trim()
    .max(10)
    .nullish()
    .transform((v) => v || null),
  salary: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
  pay: paySchema.nullish().transform((v) => v ?? null),
});

/** The first problem of an entry, with the field it is in. */
function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]!;
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

export interface ParsedFeed {
  jobs: FeedJob[];
  errors: FeedEntryError[];
  /** Every entry's external id, valid or not: an entry in error is still in the feed. */
  listed: Set<string>;
}

function check(entries: unknown[]): ParsedFeed {
  const jobs: FeedJob[] = [];
  const errors: FeedEntryError[] = [];
  const seen = new Set<string>();
  const listed = new Set<string>();
  entries.forEach((entry, i) => {
    const parsed = feedJobSchema.safeParse(entry);
    const id = (entry as { externalId?: unknown } | null)?.externalId;
    const name = typeof id === 'string' && id.trim() ? id.trim() : `#${i + 1}`;
    if (!name.startsWith('#')) listed.add(name);
    if (!parsed.success) return errors.push({ entry: name, message: firstIssue(parsed.error) });
    if (seen.has(parsed.data.externalId)) return errors.push({ entry: name, message: 'externalId appears twice' });
    seen.add(parsed.data.externalId);
    jobs.push(parsed.data);
  });
  return { jobs, errors, listed };
}

const xmlParser = new XMLParser({
  // Entities are not expanded beyond XML's own five (no DOCTYPE-declared ones: no billion laughs).
  processEntities: true,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name, jpath) => jpath === 'source.job',
});

/** An Indeed-style <job> as the API's shape. */
function fromXmlJob(job: Record<string, unknown>): Record<string, unknown> {
  const s = (key: string) => (typeof job[key] === 'string' ? (job[key] as string) : undefined);
  const city = s('city');
  const state = s('state');
  const place = [city, state].filter(Boolean).join(', ');
  return {
    externalId: s('referencenumber') ?? s('requisitionid'),
    title: s('title'),
    description: s('description'),
    company: s('company'),
    employmentType: s('jobtype'),
    category: s('category'),
    location: place || undefined,
    postalCode: s('postalcode'),
    salary: s('salary'),
  };
}

export class FeedFormatError extends Error {}

/** The jobs of a feed's text (XML or JSON, told apart by the first character). */
export function parseFeed(body: string): ParsedFeed {
  const start = body.trimStart();
  if (start.startsWith('<')) {
    if (/<!DOCTYPE|<!ENTITY/i.test(start))
      throw new FeedFormatError('The feed declares a DOCTYPE, which is not accepted.');
    let doc: { source?: { job?: unknown } };
    try {
      doc = xmlParser.parse(start, true) as typeof doc;
    } catch (err) {
      throw new FeedFormatError(`The feed is not well-formed XML: ${(err as Error).message}`);
    }
    const list = doc.source?.job;
    if (!Array.isArray(list)) throw new FeedFormatError('The feed has no <source> with <job> entries.');
    return check(list.map((j) => fromXmlJob((j ?? {}) as Record<string, unknown>)));
  }
  let data: unknown;
  try {
    data = JSON.parse(start);
  } catch {
    throw new FeedFormatError('The feed is neither XML nor JSON.');
  }
  const list = Array.isArray(data) ? data : (data as { jobs?: unknown } | null)?.jobs;
  if (!Array.isArray(list)) throw new FeedFormatError('The JSON feed is not a list of jobs (or { "jobs": [...] }).');
  return check(list);
}

/** Text in CDATA, with any "]]>" split across two sections. */
export function cdata(value: string): string {
  return `<![CDATA[${value.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}
