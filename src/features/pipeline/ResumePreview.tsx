/**
 * The résumé an application was sent with, in a dialog: a PDF drawn page by page with pdf.js (the
 * viewer the staff's document screens use, loaded only here), a Word file offered as a download.
 */
import { lazy, Suspense, useCallback, useId } from 'react';
import type { BoardCard } from '../../../common/pipeline';
import { modalManager } from '../../components/ConfirmDialog';
import { FailureAlert } from '../../components/FailureAlert';
import { Spinner } from '../../components/Spinner';
import { StepUpLink } from '../../components/StepUpLink';
import { useLoad } from '../../lib/use-load';
import { fetchResume, resumeUrl } from './api';
import { BOARD_TEXT, RESUME_TEXT as TEXT } from './messages';
import Modal from 'react-bootstrap/Modal';

const PdfPages = lazy(() =>
  import(/* webpackChunkName: 'pdf-pages' */ '../../components/PdfPages').then((m) => ({ default: m.PdfPages })),
);

function Preview({ card }: { card: BoardCard }) {
  const load = useCallback((signal: AbortSignal) => fetchResume(card.applicationId, signal), [card.applicationId]);
  const state = useLoad(load);
  const label = TEXT.title(card.candidateName);
  if (state.status === 'loading') return <Spinner label={TEXT.loading} />;
  if (state.status === 'error') return <FailureAlert message={TEXT.failed} />;
  if (!state.data.pdf) return <p>{TEXT.noPreview}</p>;
  return (
    <Suspense fallback={<Spinner label={TEXT.loading} />}>
      <PdfPages data={state.data.data} label={label} loadingLabel={TEXT.loading} failedText={TEXT.failed} />
    </Suspense>
  );
}

export function ResumePreview({ card, onClose }: { card: BoardCard | null; onClose: () => void }) {
  const id = useId();
  return (
    <Modal show={card !== null} onHide={onClose} size="lg" scrollable aria-labelledby={id} manager={modalManager}>
      {card ? (
        <>
          <Modal.Header closeButton closeLabel={BOARD_TEXT.close}>
            <Modal.Title as="h2" className="h5" id={id}>
              {TEXT.title(card.candidateName)}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {card.resume ? (
              <p>
                <StepUpLink href={resumeUrl(card.applicationId)} purpose="resume" download>
                  {TEXT.download(card.resume.fileName)}
                </StepUpLink>
              </p>
            ) : null}
            <Preview card={card} />
          </Modal.Body>
        </>
      ) : null}
    </Modal>
  );
}
