/** One search result (docs/product.md §2, §3): title, facts, salary, a 400-character preview, viewed and applied marks. */
import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { JobHit } from '../../../common/jobs';
import { Link } from '../../components/Link';
import { formatDate } from '../../lib/format';
import { APPLY_TEXT, categoryLabel, employmentTypeLabel } from './job-messages';
import { JOB_PAGE_LINK_TEXT } from './messages';
import { SEARCH_TEXT } from './search-messages';
import { descriptionPreview } from './text';

/** The id of a card's title, which its save toggle is described by. */
export const cardTitleId = (hit: JobHit) => `job-${hit.jobOrderId}-card-title`;

export function JobCard({ hit, onOpen, save }: { hit: JobHit; onOpen: (hit: JobHit) => void; save: ReactNode }) {
  return (
    <Card as="li" className="mb-3 shadow-sm" data-testid="job-card">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between gap-2">
          <h2 className="h5 mb-1" id={cardTitleId(hit)}>
            {/* docs/product.md §4: a job already applied to cannot be opened again. */}
            {hit.appliedTo ? (
              <span>{hit.title}</span>
            ) : (
              <Button variant="link" className="p-0 text-start fs-5 fw-medium" onClick={() => onOpen(hit)}>
                {hit.title}
              </Button>
            )}
          </h2>
          <div className="d-flex gap-2 align-items-start">
            {hit.viewed ? (
              <Badge bg="secondary" data-testid="viewed">
                {SEARCH_TEXT.viewed}
              </Badge>
            ) : null}
            {hit.appliedTo ? <Badge bg="success">{APPLY_TEXT.applied}</Badge> : null}
            {save}
          </div>
        </div>
        <p className="mb-1 small text-body-secondary">
          {hit.location} · {employmentTypeLabel(hit.employmentType)} · {categoryLabel(hit.category)} ·{' '}
          {SEARCH_TEXT.opened} {formatDate(hit.opened)} ·{' '}
          <Link to={`/jobs/${hit.jobOrderId}`} aria-label={JOB_PAGE_LINK_TEXT.jobPageOf(hit.title)}>
            {JOB_PAGE_LINK_TEXT.jobPage}
          </Link>
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
