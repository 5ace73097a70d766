/**
 * Form I-9 in GraphQL (docs/product.md §4.19): the I-9 staff's list and one form's state and
 * deadlines, from the same service as GET /api/staff/i9. Staff fields behind the staff guard, then
 * the `i9` permission (a viewing staff member holds none); the sections' values stay with REST.
 */
import type { I9Summary } from '../../../common/i9';
import { graphqlI9 } from '../../graphql/guards';
import { staffOnly } from '../../graphql/staff-fields';
import type { GraphqlPart } from '../../graphql/types';
import type { I9Service } from './i9.service';

/** A form as GraphQL answers it: its summary and the employee's name. */
const asForm = (form: I9Summary, candidate: string) => ({
  ...form,
  candidate,
  rehireDue: Boolean(form.rehire),
  rehireDate: form.rehire?.rehireDate ?? null,
});

export function i9Graphql(deps: { i9: I9Service }): GraphqlPart {
  const { i9 } = deps;
  return {
    typeDefs: /* GraphQL */ `
      "A Form I-9's state and deadlines (staff with the i9 permission only)."
      type StaffI9Form {
        id: Int!
        applicationId: Int
        candidate: String!
        jobTitle: String
        hiringSite: String
        everify: Boolean!
        status: String!
        startDate: String!
        section1Due: String!
        section2Due: String!
        section1Overdue: Boolean!
        section2Overdue: Boolean!
        reverifyBy: String
        reverifyDue: Boolean!
        rehireDue: Boolean!
        rehireDate: String
      }
      extend type Query {
        "Staff with the i9 permission: every Form I-9 with its state and deadlines, as GET /api/staff/i9."
        staffI9Forms: [StaffI9Form!]!
        "Staff with the i9 permission: one Form I-9's state and deadlines."
        staffI9Form(id: Int!): StaffI9Form!
      }
    `,
    Query: staffOnly({
      staffI9Forms: async (_args, context) => {
        graphqlI9(context);
        return (await i9.list()).map((f) => asForm(f, f.candidate));
      },
      staffI9Form: async (args: { id: number }, context) => {
        graphqlI9(context);
        const record = await i9.open(args.id);
        return asForm(record, `${record.candidate.firstName} ${record.candidate.lastName}`);
      },
    }),
  };
}
