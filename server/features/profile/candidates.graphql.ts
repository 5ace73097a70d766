import { graphqlConfirmedUser } from '../../graphql/guards';
import type { GraphqlPart } from '../../graphql/types';
import type { CandidatesService } from './candidates.service';

/** docs/product.md §3 Candidate record with SPEC's field names; the same service as GET /api/me/profile. */
export function candidatesGraphql(candidates: CandidatesService): GraphqlPart {
  return {
    typeDefs: /* GraphQL */ `
      type CandidateName {
        formattedName: String!
        firstName: String!
        lastName: String!
      }
      type HomeEmail {
        home: String!
      }
      type HomePhone {
        home: String
      }
      type CandidateContact {
        email: HomeEmail!
        phone: HomePhone!
      }
      type DesiredWorkType {
        "Contract, Permanent or Any."
        consultType: String!
      }
      type DesiredCompensation {
        "Dollars an hour."
        hourlyRateMinimum: Float
      }
      type CandidatePreferences {
        desiredWorkType: DesiredWorkType!
        "When the candidate last saved the profile (ISO 8601); null before the first save."
        updatedDate: String
        desiredCompensation: DesiredCompensation!
      }
      type SkillTag {
        skillTagId: Int!
        name: String!
        "How many candidates list this skill."
        count: Int!
      }
      type CandidateSkill {
        skillTag: SkillTag!
        totalMonthsUsed: Int!
      }
      "The signed-in candidate's record (docs/product.md §3)."
      type CandidateRecord {
        personId: Int!
        name: CandidateName!
        realTitle: String
        currentCompany: String
        contact: CandidateContact!
        preferences: CandidatePreferences!
        "Most months used first."
        skills: [CandidateSkill!]!
        zipCode: String
        "City, state and ZIP of the home ZIP code."
        homeLocation: String
      }
      extend type Query {
        myCandidateRecord: CandidateRecord!
      }
    `,
    Query: {
      myCandidateRecord: (_args, ctx) => candidates.record(graphqlConfirmedUser(ctx).id),
    },
  };
}
