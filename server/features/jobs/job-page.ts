/**
 * What the server puts into the HTML of a job's public page (/jobs/{jobOrderId}) so crawlers need
 * no JavaScript: title, meta description, canonical link, Open Graph tags, the schema.org
 * JobPosting JSON-LD, and the page's content for readers without JavaScript.
 */
import { formatDate as formatCalendarDate } from '../../../common/dates';
import { i18n } from '../../../common/i18n';
import { jobPosting, scriptJson } from '../../../common/job-posting';
import type { JobPageData } from '../../../common/jobs';
import { escapeHtml, htmlToText } from '../../lib/html';
import { JOB_PAGE_TEXT } from './jobs.messages';

export interface Site {
  siteName: string;
  publicUrl: string;
}

export interface PageParts {
  status: number;
  /** The page title before the site name suffix. */
  title: string;
  description: string;
  /** Trusted HTML for <head>, every value in it escaped. */
  head: string;
  /** Trusted HTML shown when JavaScript does not run. */
  noscript: string;
}

/** The posting's calendar date (stored at UTC midnight), in the request's language. */
function formatDate(iso: string): string {
  return formatCalendarDate(iso.slice(0, 10));
}

/** About 160 characters of the description, cut at a word. */
function summary(html: string): string {
  const text = htmlToText(html);
  if (text.length <= 160) return text;
  return `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

export function jobPageParts(page: JobPageData, site: Site): PageParts {
  const { job } = page;
  const url = `${site.publicUrl}/jobs/${job.jobOrderId}`;
  const title = i18n._('{jobTitle} in {location}', { jobTitle: job.title, location: job.location });
  const description = summary(job.description);
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" data-page-meta>`;
  const ld = jobPosting({ ...job, url, identifierName: site.siteName });
  const head = [
    `<link rel="canonical" href="${escapeHtml(url)}" data-page-meta>`,
    meta('og:type', 'website'),
    meta('og:site_name', site.siteName),
    meta('og:title', `${title} | ${site.siteName}`),
    meta('og:description', description),
    meta('og:url', url),
    `<script type="application/ld+json" data-page-meta>${scriptJson(ld)}</script>`,
  ].join('');
  const facts: [string, string][] = [
    [i18n._('Company'), job.corpTitle],
    [i18n._('Location'), job.location],
    [i18n._('Type'), job.employmentType],
    [i18n._('Category'), job.category.description],
    [i18n._('Salary'), job.salary],
    [i18n._('Posted'), formatDate(job.opened)],
  ];
  const noscript = `<main class="container py-4"><article>
<h1>${escapeHtml(job.title)}</h1>
<dl>${facts.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>
<p><a href="/login?r=${encodeURIComponent(`/jobs/${job.jobOrderId}`)}">${escapeHtml(JOB_PAGE_TEXT.apply)}</a></p>
<div>${job.description}</div>
${
  page.moreJobs.length
    ? `<h2>${escapeHtml(JOB_PAGE_TEXT.moreJobs)}</h2><ul>${page.moreJobs
        .map((m) => `<li><a href="/jobs/${m.jobOrderId}">${escapeHtml(m.title)}</a> · ${escapeHtml(m.location)}</li>`)
        .join('')}</ul>`
    : ''
}
<p><a href="/search">${escapeHtml(JOB_PAGE_TEXT.searchLink)}</a></p>
</article></main>`;
  return { status: 200, title, description, head, noscript };
}

/** A closed or unknown job: 404, kept out of search engines, with the way to other jobs. */
export function jobNotFoundParts(message: string): PageParts {
  return {
    status: 404,
    title: JOB_PAGE_TEXT.notFoundTitle,
    description: message,
    head: '<meta name="robots" content="noindex" data-page-meta>',
    noscript: `<main class="container py-4"><h1>${escapeHtml(message)}</h1><p><a href="/search">${escapeHtml(JOB_PAGE_TEXT.searchLink)}</a></p></main>`,
  };
}
