/** /overview ('Career Support And More', SPEC §2): the candidate home, one card per section. */
import { PageHeading } from '../../components/PageHeading';
import { ApplicationsSection } from './ApplicationsSection';
import { DASHBOARD_TITLES, OVERVIEW_TEXT } from './messages';
import { OnboardingSection } from './OnboardingSection';
import { RecommendedJobsSection } from './RecommendedJobsSection';
import { SavedJobsSection } from './SavedJobsSection';
import { SavedSearchesList } from './SavedSearchesList';
import { useOverview } from './use-overview';
import { WhoIAmSection } from './WhoIAmSection';

export function OverviewPage() {
  const data = useOverview();
  return (
    <section>
      <PageHeading title={DASHBOARD_TITLES.overview} lead={OVERVIEW_TEXT.lead} />
      <div className="row">
        {/* First in reading order (and on phones); the right-hand column on wide screens. */}
        <div className="col-12 col-lg-5 col-xl-4 order-lg-2">
          <WhoIAmSection state={data.record} />
          <SavedSearchesList />
        </div>
        <div className="col-12 col-lg-7 col-xl-8 order-lg-1">
          <OnboardingSection state={data.record} />
          <ApplicationsSection state={data.applications} />
          <RecommendedJobsSection state={data.recommended} />
          <SavedJobsSection />
        </div>
      </div>
    </section>
  );
}
