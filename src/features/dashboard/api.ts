/**
 * Reads of the overview: the record with the document counts (GraphQL), applications and
 * recommendations (REST). Its changing calls are in actions.ts and the profile's in profile-api.ts,
 * so the first chunk carries neither.
 */
import type { Application } from '../../../common/applications';
import type { CandidateRecord, RecommendedJob } from '../../../common/candidates';
import type { DocumentSummary } from '../../../common/documents';
import { apiFetch } from '../../lib/api';
import { graphql } from '../../lib/graphql';
import { pageState } from '../../lib/page-state';
import { DOCUMENT_FIELDS } from '../documents';
import { fetchSelfIdOverview } from '../self-id';
import { fetchMyI9s } from '../i9';
import type { I9Summary } from '../../../common/i9';
import type { SelfIdStatus } from '../../../common/self-id';

const RECORD_FIELDS = `personId name { formattedName firstName lastName } realTitle currentCompany
  contact { email { home } phone { home } }
  preferences { desiredWorkType { consultType } updatedDate desiredCompensation { hourlyRateMinimum } }
  skills { skillTag { skillTagId name count } totalMonthsUsed } zipCode homeLocation`;

export interface OverviewRecord {
  myCandidateRecord: CandidateRecord;
  myDocuments: DocumentSummary[];
  myDocumentsCount: number;
  myDocumentsCompletedCount: number;
  myDocumentsCompletableCount: number;
}

/** docs/product.md §7: myCandidateRecord plus the counts, in one query. */
export function fetchOverviewRecord(): Promise<OverviewRecord> {
  return graphql<OverviewRecord>({
    query: `query Overview { myCandidateRecord { ${RECORD_FIELDS} } myDocuments { ${DOCUMENT_FIELDS} }
      myDocumentsCount myDocumentsCompletedCount myDocumentsCompletableCount }`,
    operationName: 'Overview',
  });
}

/**
 * An application with where its voluntary self-identification stands (null: not asked) and its
 * Form I-9 once the offer was accepted.
 */
export type DashboardApplication = Application & { selfIdentification?: SelfIdStatus | null; i9?: I9Summary | null };

/** The applications, each with its self-identification state (never the answers); that part is optional. */
export async function fetchApplications(signal?: AbortSignal): Promise<DashboardApplication[]> {
  const [list, selfId, i9] = await Promise.all([
    apiFetch<Application[]>('/api/me/applications', { signal }),
    fetchSelfIdOverview(signal).catch(() => null),
    // Never asked while staff view as the candidate (the server refuses and audits it): none shown.
    pageState.viewAs ? ([] as I9Summary[]) : fetchMyI9s(signal).catch(() => [] as I9Summary[]),
  ]);
  return list.map((a) => ({
    ...a,
    selfIdentification: selfId?.enabled
      ? (selfId.applications.find((s) => s.applicationId === a.id)?.status ?? 'pending')
      : null,
    // A rehire's application relies on the earlier form (Supplement B): the form names both.
    i9: i9.find((f) => f.applicationId === a.id || f.applicationIds?.includes(a.id)) ?? null,
  }));
}

export const fetchRecommendedJobs = (signal?: AbortSignal) =>
  apiFetch<RecommendedJob[]>('/api/me/recommended-jobs', { signal });
