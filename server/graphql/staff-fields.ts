/**
 * Staff-only GraphQL fields. Every root field named `staff…` is one, and each is listed here with a
 * query that reads it: the schema refuses to build when a `staff…` field is missing from the list,
 * and the access tests walk the list (a candidate gets 403, an anonymous caller 401). One per line.
 */
import { graphqlStaff } from './guards';
import type { GraphqlContext, Resolver } from './types';

export const STAFF_GRAPHQL_FIELDS: readonly {
  field: string;
  query: string;
  /** Beyond staff: admins only, or staff with the `i9` permission (others get 403). */
  narrower?: 'admin' | 'i9';
}[] = [
  { field: 'staffOverview', query: '{ staffOverview { openJobs } }' },
  { field: 'staffJobs', query: '{ staffJobs { total } }' },
  { field: 'staffContentPages', query: '{ staffContentPages { id path } }' },
  { field: 'staffAccounts', query: '{ staffAccounts { id email } }', narrower: 'admin' },
  { field: 'staffI9Forms', query: '{ staffI9Forms { id status } }', narrower: 'i9' },
  { field: 'staffI9Form', query: '{ staffI9Form(id: 1) { id status } }', narrower: 'i9' },
];

const GUARDED = Symbol('staff guard');

export const isStaffField = (name: string) => /^staff[A-Z]/.test(name);

/** Schema assembly asks this of every `staff…` root field: a field without the guard stops the start. */
export const isGuarded = (resolver: Resolver) => (resolver as { [GUARDED]?: true })[GUARDED] === true;

/** Wraps each resolver in the staff guard (the same rule as /api/staff/); refuses unlisted fields. */
export function staffOnly(resolvers: Record<string, Resolver>): Record<string, Resolver> {
  const listed = new Set(STAFF_GRAPHQL_FIELDS.map((f) => f.field));
  const guarded: Record<string, Resolver> = {};
  for (const [name, resolve] of Object.entries(resolvers)) {
    if (!isStaffField(name) || !listed.has(name))
      throw new Error(`GraphQL field ${name} must be named staff… and listed in STAFF_GRAPHQL_FIELDS`);
    const guard: Resolver = (args, context: GraphqlContext, info) => {
      graphqlStaff(context);
      return resolve(args, context, info);
    };
    guarded[name] = Object.assign(guard, { [GUARDED]: true as const });
  }
  return guarded;
}
