/** After a test signing: the seal of the signed test copy, as /verify would report it. */
import { useCallback } from 'react';
import type { VerifyResult } from '../../../common/seal';
import { FailureAlert } from '../../components/FailureAlert';
import { SealSummary } from '../../components/SealSummary';
import { Spinner } from '../../components/Spinner';
import { apiFetch } from '../../lib/api';
import { useLoad } from '../../lib/use-load';
import { DOC_CHECK_TEXT } from './messages';

export function DocCheckSeal({ docHandle }: { docHandle: string }) {
  const load = useCallback(
    (signal: AbortSignal) =>
      apiFetch<VerifyResult>(`/api/documents/doc-check/${encodeURIComponent(docHandle)}/seal`, { signal }),
    [docHandle],
  );
  const seal = useLoad(load);
  return (
    <section className="mb-4" aria-labelledby="doc-check-seal" data-testid="doc-check-seal">
      <h2 id="doc-check-seal" className="h5">
        {DOC_CHECK_TEXT.sealHeading}
      </h2>
      {seal.status === 'ready' ? (
        <SealSummary result={seal.data} headingLevel={3} />
      ) : seal.status === 'error' ? (
        <FailureAlert message={DOC_CHECK_TEXT.sealFailed} />
      ) : (
        <Spinner label={DOC_CHECK_TEXT.sealChecking} />
      )}
    </section>
  );
}
