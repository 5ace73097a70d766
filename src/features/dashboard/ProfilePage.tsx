/** /profile ('My Profile'): the candidate record's form, and the profile's other sections. */
import { PageHeading } from '../../components/PageHeading';
import { SkeletonLines } from '../../components/Skeleton';
import { useLoad } from '../../lib/use-load';
import { fetchProfile } from './profile-api';
import { DashboardSection } from '../../components/DashboardSection';
import { DASHBOARD_TITLES } from './messages';
import { PROFILE_TEXT } from './profile-messages';
import { ProfileForm } from './ProfileForm';
import {
  EsignConsentSection,
  LanguageSection,
  PrivacySection,
  ResumeSection,
  SavedSearchesSection,
  TimeZoneSection,
} from '../profile';

export function ProfilePage() {
  const profile = useLoad(fetchProfile);
  return (
    <section>
      <PageHeading title={DASHBOARD_TITLES.profile} lead={PROFILE_TEXT.lead} />
      <div className="row">
        <div className="col-12 col-lg-9 col-xl-8">
          <DashboardSection
            id="profile-details"
            heading={PROFILE_TEXT.heading}
            state={profile}
            errorMessage={PROFILE_TEXT.couldNotLoad}
            skeleton={<SkeletonLines widths={['30%', '100%', '100%', '100%', '100%', '30%', '100%', '60%', '100%']} />}
          >
            {(record) => <ProfileForm record={record} onSaved={(saved) => profile.update(() => saved)} />}
          </DashboardSection>
          <ResumeSection onRecordChanged={profile.retry} />
          <SavedSearchesSection />
          <LanguageSection />
          <TimeZoneSection />
          <EsignConsentSection />
          <PrivacySection />
        </div>
      </div>
    </section>
  );
}
