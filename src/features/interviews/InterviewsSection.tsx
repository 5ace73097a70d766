/** The candidate's interviews on /overview: proposals to choose from and booked times. */
import { useCallback } from 'react';
import type { CandidateInterview } from '../../../common/interviews';
import { DashboardSection } from '../../components/DashboardSection';
import { SkeletonLines } from '../../components/Skeleton';
import { useLoad } from '../../lib/use-load';
import { fetchMyInterviews, myCalendarUrl, pickMyInterview } from './api';
import { InterviewCard } from './InterviewCard';
import { INTERVIEW_TEXT as TEXT } from './messages';

export function InterviewsSection() {
  const load = useCallback((signal: AbortSignal) => fetchMyInterviews(signal), []);
  const state = useLoad(load);
  const replace = (next: CandidateInterview) => state.update((all) => all.map((i) => (i.id === next.id ? next : i)));
  return (
    <DashboardSection
      id="interviews"
      heading={TEXT.sectionHeading}
      errorMessage={TEXT.sectionCouldNotLoad}
      state={state}
      skeleton={<SkeletonLines className="one-line-skeleton" widths={['60%']} />}
    >
      {(list) =>
        list.length === 0 ? (
          <p className="mb-0">{TEXT.none}</p>
        ) : (
          list.map((interview) => (
            <InterviewCard
              key={interview.id}
              interview={interview}
              pick={(slotId) => pickMyInterview(interview.id, slotId)}
              onPicked={replace}
              calendarUrl={myCalendarUrl(interview.id)}
            />
          ))
        )
      }
    </DashboardSection>
  );
}
