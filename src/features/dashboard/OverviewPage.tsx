/**
 * /overview ('Career Support And More', docs/product.md §2): the candidate home, one card per section. The
 * cards' frames (heading, skeleton, failure, link) draw at once; their contents come from the
 * overview-sections chunk, which loads with the data (use-overview.ts), both started by the route.
 */
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { SkeletonLines } from '../../components/Skeleton';
import { SAVED_JOBS_FRAME, SAVED_SEARCHES_FRAME } from '../saved';
import { InterviewsSection } from '../interviews';
import { DashboardSection } from '../../components/DashboardSection';
import { DASHBOARD_TITLES, OVERVIEW_TEXT, SECTION_TEXT } from './messages';
import { type OverviewStart, overviewSections, useOverview } from './use-overview';

/** Each skeleton has the lines of its section's usual content, so nothing moves when it arrives. */
const SKELETONS = {
  who: [
    '55%',
    '70%',
    '90%',
    '80%',
    '85%',
    '75%',
    '80%',
    '45%',
    '95%',
    '60%',
    '70%',
    '85%',
    '65%',
    '90%',
    '50%',
    '75%',
    '60%',
    '80%',
    '40%',
    '70%',
    '55%',
  ],
  savedSearches: ['60%', '40%', '0%', '55%', '35%'],
  onboarding: ['60%', '100%', '30%', '90%', '90%', '90%', '70%', '85%', '90%', '80%', '90%', '70%', '60%'],
  applications: ['60%', '80%', '35%', '55%'],
  recommended: ['50%', '75%', '0%', '45%', '70%', '0%', '55%', '65%'],
  savedJobs: ['50%', '70%', '0%', '45%', '65%'],
};

/** A section's heading, failure sentence and skeleton. */
function frame(text: { heading: string; couldNotLoad: string }, skeleton: string[]) {
  return { heading: text.heading, errorMessage: text.couldNotLoad, skeleton: <SkeletonLines widths={skeleton} /> };
}

/** The link beside a loaded section's heading. */
function sectionLink(to: string, text: string) {
  return (
    <Link className="btn btn-outline-primary btn-sm" to={to}>
      {text}
    </Link>
  );
}

export function OverviewPage({ started }: { started: OverviewStart }) {
  const data = useOverview(started);
  // Loaded by the time any section's data is ready: every load waits for it.
  const body = overviewSections.current();
  return (
    <section>
      <PageHeading title={DASHBOARD_TITLES.overview} lead={OVERVIEW_TEXT.lead} />
      {/* First, on every screen: choosing an interview time is what the page most asks of the candidate. */}
      <InterviewsSection />
      <div className="row">
        {/* First in reading order (and on phones); the right-hand column on wide screens. */}
        <div className="col-12 col-lg-5 col-xl-4 order-lg-2">
          <DashboardSection
            id="who-i-am"
            {...frame(SECTION_TEXT.who, SKELETONS.who)}
            state={data.record}
            action={sectionLink('/profile', SECTION_TEXT.who.editProfile)}
          >
            {(record) => body && <body.WhoIAm record={record.myCandidateRecord} />}
          </DashboardSection>
          <DashboardSection
            id="saved-searches"
            {...frame(SAVED_SEARCHES_FRAME, SKELETONS.savedSearches)}
            state={data.savedSearches}
            action={sectionLink('/profile#saved-searches', SAVED_SEARCHES_FRAME.manage)}
          >
            {(list) => body && <body.SavedSearchesList list={list} />}
          </DashboardSection>
        </div>
        <div className="col-12 col-lg-7 col-xl-8 order-lg-1">
          <DashboardSection
            id="onboarding"
            {...frame(SECTION_TEXT.onboarding, SKELETONS.onboarding)}
            state={data.record}
          >
            {(record) => body && <body.Onboarding data={record} />}
          </DashboardSection>
          <DashboardSection
            id="applications"
            {...frame(SECTION_TEXT.applications, SKELETONS.applications)}
            state={data.applications}
          >
            {(list) =>
              body && (
                <body.Applications
                  list={list}
                  onChange={(app) =>
                    data.applications.update((all) => all.map((a) => (a.id === app.id ? { ...a, ...app } : a)))
                  }
                />
              )
            }
          </DashboardSection>
          <DashboardSection
            id="recommended-jobs"
            {...frame(SECTION_TEXT.recommended, SKELETONS.recommended)}
            state={data.recommended}
            action={sectionLink('/search', SECTION_TEXT.recommended.searchAll)}
          >
            {(list) => body && <body.RecommendedJobs list={list} />}
          </DashboardSection>
          <DashboardSection
            id="saved-jobs"
            {...frame(SAVED_JOBS_FRAME, SKELETONS.savedJobs)}
            state={data.savedJobs}
            action={sectionLink('/search', SAVED_JOBS_FRAME.searchJobs)}
          >
            {(list) =>
              body && (
                <body.SavedJobs
                  list={list}
                  onRemoved={(id) => data.savedJobs.update((all) => all.filter((s) => s.job.jobOrderId !== id))}
                />
              )
            }
          </DashboardSection>
        </div>
      </div>
    </section>
  );
}
