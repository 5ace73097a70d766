/**
 * schema.org JobPosting (Google for Jobs) of one open job, built the same way by the server (in
 * the HTML of /jobs/{jobOrderId}) and by the client (while a job is shown in the search screen).
 */
import type { EmploymentType } from './jobs';
import type { Pay } from './pay';

export interface JobPostingInput {
  jobOrderId: number;
  title: string;
  /** Sanitized HTML. */
  description: string;
  /** ISO date-time the job opened. */
  opened: string;
  /** ISO date-time the posting is valid through, when known. */
  validThrough?: string;
  corpTitle: string;
  /** "City, ST" or "City, ST 12345". */
  location: string;
  postalCode: string | null;
  /** e.g. "$40–$55/hr" or "$83,000–$104,000/yr"; SPEC's placeholder when absent. */
  salary: string;
  /** The structured range: what baseSalary says when the job has one (the text is parsed otherwise). */
  pay?: Pay | null;
  employmentType: EmploymentType;
  /** The job's public page. */
  url?: string;
  /** Whose job numbers these are (the site name), for the identifier. */
  identifierName?: string;
}

const UNITS: Record<string, string> = {
  hr: 'HOUR',
  hour: 'HOUR',
  day: 'DAY',
  wk: 'WEEK',
  week: 'WEEK',
  mo: 'MONTH',
  month: 'MONTH',
  yr: 'YEAR',
  year: 'YEAR',
};

/** "$40–$55/hr" -> MonetaryAmount in USD with its unit; null when the text is not a pay range. */
function baseSalary(text: string): Record<string, unknown> | null {
  const m = /^\s*\$([\d,]+(?:\.\d+)?)(?:\s*[–-]\s*\$?([\d,]+(?:\.\d+)?))?\s*(?:\/|per\s+)(\w+)\s*$/i.exec(text);
  const unit = m && UNITS[m[3]!.toLowerCase()];
  if (!m || !unit) return null;
  const amount = (s: string) => Number(s.replace(/,/g, ''));
  const value = m[2]
    ? { '@type': 'QuantitativeValue', minValue: amount(m[1]!), maxValue: amount(m[2]), unitText: unit }
    : { '@type': 'QuantitativeValue', value: amount(m[1]!), unitText: unit };
  return { '@type': 'MonetaryAmount', currency: 'USD', value };
}

/**
 * A pay range as Google's baseSalary: MonetaryAmount with its currency and a QuantitativeValue, one
 * `value` when both ends are equal (as the page shows one amount), else minValue and maxValue.
 */
function payAmount(pay: Pay): Record<string, unknown> {
  const amount = pay.min === pay.max ? { value: pay.min } : { minValue: pay.min, maxValue: pay.max };
  return {
    '@type': 'MonetaryAmount',
    currency: pay.currency,
    value: { '@type': 'QuantitativeValue', ...amount, unitText: pay.unit },
  };
}

export function jobPosting(job: JobPostingInput): Record<string, unknown> {
  const [city = job.location, region = ''] = job.location.split(',').map((s) => s.trim());
  const salary = job.pay ? payAmount(job.pay) : baseSalary(job.salary);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.opened.slice(0, 10),
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: job.employmentType === 'Contract' ? 'CONTRACTOR' : 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: job.corpTitle },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: city,
        addressRegion: region.replace(/\s*\d{5}$/, ''),
        ...(job.postalCode ? { postalCode: job.postalCode } : {}),
        addressCountry: 'US',
      },
    },
    ...(salary ? { baseSalary: salary } : {}),
    ...(job.identifierName
      ? { identifier: { '@type': 'PropertyValue', name: job.identifierName, value: String(job.jobOrderId) } }
      : {}),
    ...(job.url ? { url: job.url } : {}),
  };
}

/** JSON for a <script type="application/ld+json"> element: no "</script>" or "<!--" can end it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
