/**
 * The public job board (/jobs): the signed-in search's service and engines run for anyone, and the
 * first page goes into the HTML (a list of links to the job pages) so crawlers need no JavaScript.
 */
import { i18n } from '../../../common/i18n';
import {
  type BoardCriteria,
  type BoardFirstPage,
  boardCriteria,
  boardQuery,
  boardQueryString,
  boardSearchInput,
  JOB_BOARD_PATH,
  JOB_BOARD_TEXT,
} from '../../../common/job-board';
import type { SearchResults } from '../../../common/jobs';
import { AppError, ErrorCode } from '../../errors';
import { escapeHtml, htmlToText } from '../../lib/html';
import type { JobsService } from './jobs.service';
import type { PageParts, Site } from './job-page';

export function createJobBoard(jobs: JobsService) {
  return {
    /** GET /api/jobs: a page of open jobs; 400 for a location the dataset does not know. */
    search(query: Record<string, unknown>, userId: number | null): Promise<SearchResults> {
      const criteria = boardCriteria(query);
      return jobs.search(boardSearchInput(criteria), String(criteria.page), userId);
    },

    /** GET /jobs: the criteria, and their first page or why there is none. */
    async firstPage(query: Record<string, unknown>, userId: number | null) {
      const criteria = boardCriteria(query);
      const first: BoardFirstPage = { query: boardQueryString(criteria), results: null, error: null };
      try {
        first.results = await jobs.search(boardSearchInput(criteria), String(criteria.page), userId);
      } catch (err) {
        if (!(err instanceof AppError) || err.code !== ErrorCode.VALIDATION) throw err;
        first.error = err.message;
      }
      return { criteria, first };
    },
  };
}

const pagePath = (criteria: BoardCriteria, page: number) => {
  const query = new URLSearchParams(boardQuery({ ...criteria, page })).toString();
  return query ? `${JOB_BOARD_PATH}?${query}` : JOB_BOARD_PATH;
};

function snippet(html: string): string {
  const text = htmlToText(html);
  return text.length <= 200 ? text : `${text.slice(0, 197).replace(/\s+\S*$/, '')}…`;
}

/** The board's page for crawlers and readers without JavaScript: the jobs as links, and the pages. */
export function jobBoardParts(criteria: BoardCriteria, first: BoardFirstPage, site: Site): PageParts {
  const results = first.results;
  const canonical = `${site.publicUrl}${pagePath(criteria, criteria.page)}`;
  const items = (results?.hits ?? [])
    .map(
      (hit) =>
        `<li><h2><a href="/jobs/${hit.jobOrderId}">${escapeHtml(hit.title)}</a></h2>` +
        `<p>${escapeHtml([hit.corpTitle, hit.location, hit.employmentType, hit.category.description, hit.salary].join(' · '))}</p>` +
        `<p>${escapeHtml(snippet(hit.description))}</p></li>`,
    )
    .join('');
  const pages = results ? Math.ceil(Math.min(results.total, 10_000) / results.pageSize) : 0;
  const nav = [
    criteria.page > 1
      ? `<a href="${escapeHtml(pagePath(criteria, criteria.page - 1))}" rel="prev">${JOB_BOARD_TEXT.previous}</a>`
      : '',
    criteria.page < pages
      ? `<a href="${escapeHtml(pagePath(criteria, criteria.page + 1))}" rel="next">${JOB_BOARD_TEXT.next}</a>`
      : '',
  ].filter(Boolean);
  const noscript = `<main class="container py-4"><h1>${JOB_BOARD_TEXT.title}</h1>
${first.error ? `<p>${escapeHtml(first.error)}</p>` : ''}
${results ? `<p>${escapeHtml(JOB_BOARD_TEXT.count(results.total, results.totalEstimated))}</p>` : ''}
<ol>${items}</ol>
${nav.length ? `<nav aria-label="${JOB_BOARD_TEXT.pages}">${nav.join(' ')}</nav>` : ''}
</main>`;
  return {
    status: 200,
    title:
      criteria.page > 1
        ? i18n._('{title} (page {page})', { title: JOB_BOARD_TEXT.title, page: criteria.page })
        : JOB_BOARD_TEXT.title,
    description: JOB_BOARD_TEXT.description,
    head: `<link rel="canonical" href="${escapeHtml(canonical)}" data-page-meta>`,
    noscript,
  };
}
