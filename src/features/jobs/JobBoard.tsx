/**
 * The public job board (/jobs): open jobs for visitors and candidates alike, by keyword, type,
 * category and location, a page at a time. The address holds the criteria (shareable, Back works);
 * the first page comes in the HTML's page state, so it shows without waiting for a call.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { BrandHero } from '../../components/BrandHero';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Pagination from 'react-bootstrap/Pagination';
import Row from 'react-bootstrap/Row';
import {
  type BoardCriteria,
  boardQuery,
  boardQueryString,
  JOB_BOARD_PATH,
  JOB_BOARD_TEXT,
} from '../../../common/job-board';
import {
  CATEGORY_KEYS,
  CATEGORY_LABELS,
  EMPLOYMENT_TYPES,
  type JobHit,
  type SearchResults,
} from '../../../common/jobs';
import { handleInternalLinkClick } from '../../components/internal-links';
import { Link } from '../../components/Link';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { history } from '../../lib/history';
import { pageState } from '../../lib/page-state';
import { withQuery } from '../../lib/query';
import { getJobBoard } from './api';
import { BOARD_FORM_TEXT as TEXT } from './job-board-messages';
import { categoryLabel, employmentTypeLabel } from './job-messages';
import { descriptionPreview } from './text';
import './job-board.scss';

interface Shown {
  key: string;
  results: SearchResults | null;
  error: string | null;
}

/** The server's first page, once, for the address it was made for. */
let firstPage = pageState.jobBoard ?? null;
function takeFirstPage(key: string): Shown | null {
  const first = firstPage;
  firstPage = null;
  return first && first.query === key ? { key, results: first.results, error: first.error } : null;
}

const boardPath = (criteria: BoardCriteria) => withQuery(JOB_BOARD_PATH, boardQuery(criteria));

function BoardCard({ hit }: { hit: JobHit }) {
  return (
    <Card as="li" className="mb-3 shadow-sm" data-testid="board-job">
      <Card.Body>
        <h2 className="h5 mb-1">
          <Link to={`/jobs/${hit.jobOrderId}`}>{hit.title}</Link>
        </h2>
        <p className="mb-1 small text-body-secondary">
          {hit.corpTitle} · {hit.location} · {employmentTypeLabel(hit.employmentType)} · {categoryLabel(hit.category)} ·{' '}
          {TEXT.posted} {formatDate(hit.opened)}
        </p>
        <p className="mb-2 fw-semibold" data-testid="salary">
          {hit.salary}
        </p>
        <p className="mb-0 text-break" data-testid="description-preview">
          {descriptionPreview(hit.description)}
        </p>
      </Card.Body>
    </Card>
  );
}

/** Numbered pages around the current one, with Previous and Next; plain links (crawlable, new tabs). */
function Pages({ criteria, pages }: { criteria: BoardCriteria; pages: number }) {
  const { page } = criteria;
  const from = Math.max(1, Math.min(page - 2, pages - 4));
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => from + i);
  return (
    // Same-site links go through the app's navigation.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <nav aria-label={JOB_BOARD_TEXT.pages} onClick={handleInternalLinkClick}>
      <Pagination className="flex-wrap">
        {/* Not Pagination.Prev and .Next: they name themselves in English to screen readers. */}
        <Pagination.Item disabled={page <= 1} href={boardPath({ ...criteria, page: page - 1 })}>
          {JOB_BOARD_TEXT.previous}
        </Pagination.Item>
        {numbers.map((n) => (
          <Pagination.Item
            key={n}
            active={n === page}
            // The reader's own words for the current page, not react-bootstrap's English "(current)".
            activeLabel={TEXT.currentPage}
            aria-current={n === page ? 'page' : undefined}
            href={boardPath({ ...criteria, page: n })}
            aria-label={TEXT.goToPage(n)}
          >
            {n}
          </Pagination.Item>
        ))}
        <Pagination.Item disabled={page >= pages} href={boardPath({ ...criteria, page: page + 1 })}>
          {JOB_BOARD_TEXT.next}
        </Pagination.Item>
      </Pagination>
    </nav>
  );
}

function SearchForm({ criteria }: { criteria: BoardCriteria }) {
  const [form, setForm] = useState(criteria);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    history.push(boardPath({ ...form, q: form.q.trim(), location: form.location.trim(), page: 1 }));
  };
  return (
    <Form role="search" onSubmit={submit} className="mb-4" aria-label={TEXT.search}>
      <Row className="g-3 align-items-end">
        <Col xs={12} lg={4}>
          <Form.Group controlId="board-q">
            <Form.Label>{TEXT.keywords}</Form.Label>
            <Form.Control
              type="search"
              value={form.q}
              maxLength={200}
              placeholder={TEXT.keywordsHint}
              onChange={(e) => setForm({ ...form, q: e.target.value })}
            />
          </Form.Group>
        </Col>
        <Col xs={6} lg={2}>
          <Form.Group controlId="board-type">
            <Form.Label>{TEXT.type}</Form.Label>
            <Form.Select
              value={form.type}
              onChange={(e) => setForm({ ...form, type: e.target.value as BoardCriteria['type'] })}
            >
              <option value="Any">{TEXT.anyType}</option>
              {EMPLOYMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {employmentTypeLabel(type)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={6} lg={2}>
          <Form.Group controlId="board-category">
            <Form.Label>{TEXT.category}</Form.Label>
            <Form.Select
              value={form.category ?? ''}
              onChange={(e) => setForm({ ...form, category: (e.target.value || null) as BoardCriteria['category'] })}
            >
              <option value="">{TEXT.anyCategory}</option>
              {CATEGORY_KEYS.map((key) => (
                <option key={key} value={key}>
                  {CATEGORY_LABELS[key]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={12} sm={8} lg={2}>
          <Form.Group controlId="board-location">
            <Form.Label>{TEXT.location}</Form.Label>
            <Form.Control
              value={form.location}
              maxLength={100}
              placeholder="Chicago, IL"
              aria-describedby="board-location-hint"
              onChange={(e) => setForm({ ...form, location: e.target.value })}
            />
          </Form.Group>
        </Col>
        <Col xs={12} sm={4} lg={2}>
          <Button type="submit" className="w-100">
            {TEXT.search}
          </Button>
        </Col>
      </Row>
      <Form.Text id="board-location-hint">{TEXT.locationHint}</Form.Text>
    </Form>
  );
}

export function JobBoard({ criteria }: { criteria: BoardCriteria }) {
  const key = boardQueryString(criteria);
  const [shown, setShown] = useState<Shown | null>(() => takeFirstPage(key));
  const [attempt, setAttempt] = useState(0);
  const loading = shown?.key !== key;
  useEffect(() => {
    if (!loading) return;
    const controller = new AbortController();
    getJobBoard(criteria, controller.signal).then(
      (results) => setShown({ key, results, error: null }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        const message = err instanceof ApiError && err.status === 400 ? err.message : TEXT.loadFailed;
        setShown({ key, results: null, error: message });
      },
    );
    return () => controller.abort();
    // The key is the criteria; `loading` follows from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const results = shown?.results ?? null;
  const pages = results ? Math.max(1, Math.ceil(Math.min(results.total, 10_000) / results.pageSize)) : 0;
  return (
    <section aria-labelledby="board-title">
      <BrandHero />
      <h1 id="board-title" className="h2 mb-3">
        {JOB_BOARD_TEXT.title}
      </h1>
      {/* Keyed by the criteria: Back and Forward bring other criteria, and the form shows them. */}
      <SearchForm key={key} criteria={criteria} />
      {/* One row of fixed height for the count or the spinner: the list below never moves. */}
      <div className="board-status mb-2" aria-live="polite">
        {loading ? (
          <Spinner label={shown ? TEXT.searching : TEXT.loading} />
        ) : results ? (
          <p className="mb-0 fw-semibold" data-testid="board-count">
            {JOB_BOARD_TEXT.count(results.total, results.totalEstimated)}
          </p>
        ) : null}
      </div>
      {shown?.error && !loading ? (
        <Alert variant="danger">
          <p className="mb-2">{shown.error}</p>
          {shown.error === TEXT.loadFailed ? (
            <Button
              variant="outline-danger"
              size="sm"
              onClick={() => {
                setShown(null);
                setAttempt((n) => n + 1);
              }}
            >
              {TEXT.retry}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {results && results.hits.length === 0 && !loading ? <p>{TEXT.none}</p> : null}
      {results && results.hits.length ? (
        <div className={loading ? 'opacity-50' : undefined} aria-busy={loading}>
          <ol className="list-unstyled mb-3">
            {results.hits.map((hit) => (
              <BoardCard key={hit.jobOrderId} hit={hit} />
            ))}
          </ol>
          {pages > 1 ? <Pages criteria={{ ...criteria, page: results.page }} pages={pages} /> : null}
        </div>
      ) : null}
    </section>
  );
}
