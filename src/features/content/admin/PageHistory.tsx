/** A page's saved versions, newest first; restoring one saves it again as the newest version. */
import { useCallback } from 'react';
import type { StaffPage } from '../../../../common/content';
import { FailureAlert } from '../../../components/FailureAlert';
import { SkeletonLines } from '../../../components/Skeleton';
import { formatDateTime } from '../../../lib/format';
import { useLoad } from '../../../lib/use-load';
import { LoadFailure, useAction } from '../../staff';
import { fetchVersions, restoreVersion } from './api';
import { HISTORY_TEXT as TEXT } from './messages';
import { BusyButton } from '../../../components/SubmitButton';
import Table from 'react-bootstrap/Table';
import Badge from 'react-bootstrap/Badge';

export function PageHistory({
  page,
  onRestored,
}: {
  page: StaffPage;
  /** The screen shows the outcome: this list starts again for the new version. */
  onRestored: (page: StaffPage, from: number) => void;
}) {
  const load = useCallback((signal: AbortSignal) => fetchVersions(page.id, signal), [page.id]);
  const state = useLoad(load);
  const { busy, isPending, error, run, dismiss } = useAction(TEXT.restoreFailed);

  const restore = (from: number) =>
    run(
      () => restoreVersion(page.id, from, page.version),
      (restored) => {
        onRestored(restored, from);
        return '';
      },
      String(from),
    );

  return (
    <section className="mt-5" aria-labelledby="page-history-heading">
      <h2 id="page-history-heading" className="h4">
        {TEXT.heading}
      </h2>
      <p className="text-body-secondary">{TEXT.lead}</p>
      <p role="status" className="text-body-secondary">
        {busy ? TEXT.restoring : ''}
      </p>
      {error ? <FailureAlert message={error} onClose={dismiss} /> : null}
      {state.status === 'error' ? (
        <LoadFailure message={TEXT.couldNotLoad} error={state.error} retry={state.retry} />
      ) : state.status === 'loading' ? (
        <div aria-busy="true">
          <span className="visually-hidden" role="status">
            {TEXT.loading}
          </span>
          <SkeletonLines widths={['100%', '100%', '100%']} />
        </div>
      ) : (
        <div className="table-responsive">
          <Table className="align-middle" data-testid="page-history">
            <thead>
              <tr>
                <th scope="col">{TEXT.version}</th>
                <th scope="col">{TEXT.title}</th>
                <th scope="col">{TEXT.saved}</th>
                <td />
              </tr>
            </thead>
            <tbody>
              {state.data.map((v) => (
                <tr key={v.version} data-testid="page-version">
                  <td>{v.version}</td>
                  <td>{v.title}</td>
                  <td>
                    {formatDateTime(v.createdAt)}
                    {v.createdBy ? TEXT.by(v.createdBy) : ''}
                  </td>
                  <td className="text-end">
                    {v.version === page.version ? (
                      <Badge bg="primary">{TEXT.current}</Badge>
                    ) : (
                      <BusyButton
                        variant="outline-primary"
                        size="sm"
                        busy={isPending(String(v.version))}
                        disabled={busy}
                        onClick={() => restore(v.version)}
                      >
                        {TEXT.restore(v.version)}
                      </BusyButton>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </section>
  );
}
