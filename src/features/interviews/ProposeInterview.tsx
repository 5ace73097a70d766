/** The pipeline's "Propose interview" button; its dialog loads on the first click. */
import { Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { lazyOr } from '../../components/lazy-or';
import { ENTRY_TEXT as TEXT } from './entry-messages';

const InterviewDialog = lazyOr(
  () => import(/* webpackChunkName: 'interview-dialog' */ './InterviewDialog').then((m) => m.InterviewDialog),
  () => <FailureAlert message={TEXT.couldNotLoad} />,
);

export function ProposeInterview({ applicationId, candidateName }: { applicationId: number; candidateName: string }) {
  const [show, setShow] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outline-primary"
        size="sm"
        onClick={() => {
          setOpened(true);
          setShow(true);
        }}
      >
        {TEXT.propose}
        <span className="visually-hidden"> ({candidateName})</span>
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <InterviewDialog
            applicationId={applicationId}
            candidateName={candidateName}
            show={show}
            onHide={() => setShow(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
