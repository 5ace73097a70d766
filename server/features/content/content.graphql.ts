import type { GraphqlPart } from '../../graphql/types';
import type { ContentService } from './content.service';

export function contentGraphql(content: ContentService): GraphqlPart {
  return {
    typeDefs: /* GraphQL */ `
      "A content page managed by the content system (docs/product.md §3)."
      type Content {
        path: String!
        title: String!
        content: String!
        showLayout: Boolean!
        "The page's meta description; empty when it has none."
        metaDescription: String!
        "The language the page is in (en, es): the reader's, or English when it has no translation."
        language: String!
      }
      extend type Query {
        "The published page at a path, or null when there is none."
        content(path: String!): Content
      }
    `,
    Query: {
      content: (args: { path: string }) => content.getByPath(args.path),
    },
  };
}
