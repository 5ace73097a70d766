/** The copies kept with a form, as its record lists them: which copy, who attached it and when, its download. */
import Table from 'react-bootstrap/Table';
import { COPY_LABELS, type I9Copy } from '../../../common/i9-copies';
import { StepUpLink } from '../../components/StepUpLink';
import { formatDateTime } from '../../lib/format';
import { I9_FOLLOWUP_TEXT as TEXT } from './followup-messages';
import { I9_STAFF_TEXT as STAFF } from './staff-messages';

export function CopyList({ copies }: { copies: I9Copy[] }) {
  if (copies.length === 0) return null;
  return (
    <section aria-labelledby="i9-copies" className="mb-4" data-testid="i9-copies">
      <h2 id="i9-copies" className="h5">
        {TEXT.copiesTitle}
      </h2>
      <Table size="sm" className="stack-table align-middle">
        <thead>
          <tr>
            <th scope="col">{TEXT.copy}</th>
            <th scope="col">{STAFF.by}</th>
            <th scope="col">{TEXT.attached}</th>
            <th scope="col">
              <span className="visually-hidden">{TEXT.download}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {copies.map((c) => {
            const label = COPY_LABELS[c.document][c.side];
            return (
              <tr key={c.id}>
                <th scope="row">
                  {label} <span className="text-body-secondary">({TEXT.sources[c.source]})</span>
                </th>
                <td data-label={STAFF.by}>{c.uploadedBy ?? ''}</td>
                <td data-label={TEXT.attached}>{formatDateTime(c.uploadedAt)}</td>
                <td>
                  <StepUpLink href={c.url} purpose="i9Copy" aria-label={TEXT.downloadCopy(label)}>
                    {TEXT.download}
                  </StepUpLink>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </section>
  );
}
