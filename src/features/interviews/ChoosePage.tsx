/** /interviews/choose?token: the mailed link's page, where the candidate picks a time (no sign-in needed). */
import { useCallback, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { INTERVIEW_MESSAGES } from '../../../common/interviews';
import { FailureAlert } from '../../components/FailureAlert';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { SkeletonLines } from '../../components/Skeleton';
import { ApiError } from '../../lib/api';
import { useLoad } from '../../lib/use-load';
import { fetchInvitation, invitationCalendarUrl, pickByToken } from './api';
import { InterviewCard } from './InterviewCard';
import { INTERVIEW_TEXT as TEXT } from './messages';

export function ChoosePage({ token }: { token: string }) {
  const load = useCallback((signal: AbortSignal) => fetchInvitation(token, signal), [token]);
  const state = useLoad(load);
  // The mail goes out as the time is chosen here; a link opened again later says it was sent.
  const [pickedHere, setPickedHere] = useState(false);
  return (
    <section className="mx-auto" style={{ maxWidth: 640 }}>
      <PageHeading title={TEXT.pageTitle} />
      <Card className="shadow-sm mb-3">
        <Card.Body aria-busy={state.status === 'loading'}>
          {state.status === 'loading' ? (
            <div role="status">
              <span className="visually-hidden">{TEXT.pageLoading}</span>
              <SkeletonLines widths={['70%', '50%', '50%', '50%', '30%']} />
            </div>
          ) : state.status === 'error' ? (
            <FailureAlert
              message={TEXT.pageFailed}
              detail={state.error instanceof ApiError && state.error.status < 500 ? state.error.message : null}
            />
          ) : (
            <>
              {state.data.status === 'cancelled' ? (
                <Alert variant="warning">{INTERVIEW_MESSAGES.cancelled}</Alert>
              ) : null}
              {state.data.status === 'scheduled' ? (
                <Alert variant="success" role="status">
                  {pickedHere ? INTERVIEW_MESSAGES.chosenNotice : INTERVIEW_MESSAGES.bookedNotice}
                </Alert>
              ) : null}
              <InterviewCard
                interview={state.data}
                headingLevel={2}
                pick={(slotId) => pickByToken(token, slotId)}
                onPicked={(booked) => {
                  setPickedHere(true);
                  state.update(() => booked);
                }}
                calendarUrl={invitationCalendarUrl(token)}
              />
            </>
          )}
        </Card.Body>
      </Card>
      <Link to="/overview">{TEXT.toDashboard}</Link>
    </section>
  );
}
