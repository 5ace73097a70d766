/** The staff console's reads in GraphQL: the same services as /api/staff/, behind the same guard. */
import { graphqlAdmin } from '../../graphql/guards';
import { staffOnly } from '../../graphql/staff-fields';
import type { GraphqlPart } from '../../graphql/types';
import type { StaffAccountsService } from '../auth/staff-accounts.service';
import type { ContentService } from '../content/content.service';
import type { StaffService } from './staff.service';

export function staffGraphql(deps: {
  staff: StaffService;
  content: ContentService;
  staffAccounts: StaffAccountsService;
}): GraphqlPart {
  const { staff, content, staffAccounts } = deps;
  return {
    typeDefs: /* GraphQL */ `
      type StaffRecentApplication {
        applicationId: Int!
        jobOrderId: Int!
        jobTitle: String!
        candidateName: String!
        appliedAt: String!
        status: String!
      }
      "The staff console's overview (staff only)."
      type StaffOverview {
        openJobs: Int!
        newApplicationsThisWeek: Int!
        candidatesWithOutstandingDocuments: Int!
        recentApplications: [StaffRecentApplication!]!
      }
      type StaffJobSummary {
        jobOrderId: Int!
        title: String!
        employmentType: String!
        category: String!
        location: String!
        salary: String
        status: String!
        opened: String!
        applicants: Int!
      }
      type StaffJobList {
        items: [StaffJobSummary!]!
        total: Int!
        page: Int!
        pageSize: Int!
      }
      type StaffContentPage {
        id: Int!
        path: String!
        title: String!
        published: Boolean!
        version: Int!
        updatedAt: String!
        updatedBy: String
      }
      type StaffAccount {
        id: Int!
        email: String!
        firstName: String!
        lastName: String!
        role: String!
        invited: Boolean!
        deactivatedAt: String
      }
      extend type Query {
        "Staff only: open jobs, new applications, outstanding documents, recent applications."
        staffOverview: StaffOverview!
        "Staff only: jobs of every status, filtered, sorted and paged like GET /api/staff/jobs."
        staffJobs(
          q: String
          status: String
          type: String
          category: String
          location: String
          sort: String
          dir: String
          page: Int
        ): StaffJobList!
        "Staff only: the CMS pages, published or draft."
        staffContentPages: [StaffContentPage!]!
        "Admins only: the staff accounts."
        staffAccounts: [StaffAccount!]!
      }
    `,
    Query: staffOnly({
      staffOverview: () => staff.overview(),
      staffJobs: (args: Record<string, unknown>) => staff.jobList(args),
      staffContentPages: () => content.list(),
      staffAccounts: (_args, context) => {
        graphqlAdmin(context);
        return staffAccounts.list();
      },
    }),
  };
}
