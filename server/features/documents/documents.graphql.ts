import { documentCounts, type DocumentSummary } from '../../../common/documents';
import type { GraphqlContext, GraphqlPart } from '../../graphql/types';
import { graphqlConfirmedUser } from '../../graphql/guards';
import type { DocumentsService } from './documents.service';

export function documentsGraphql(documents: DocumentsService): GraphqlPart {
  // The list and its three counts are asked together (dashboard, onboarding): one read per request.
  const listed = new WeakMap<GraphqlContext, Promise<DocumentSummary[]>>();
  const listOf = (ctx: GraphqlContext): Promise<DocumentSummary[]> => {
    const user = graphqlConfirmedUser(ctx);
    let list = listed.get(ctx);
    if (!list) {
      list = documents.list(user.id);
      listed.set(ctx, list);
    }
    return list;
  };
  const counts = async (ctx: GraphqlContext) => documentCounts(await listOf(ctx));
  return {
    typeDefs: /* GraphQL */ `
      "An onboarding document assigned to the signed-in user (docs/product.md §3)."
      type Document {
        "The documentId of docs/product.md §7 (docs/architecture.md §5)."
        id: Int!
        docHandle: String!
        formTitle: String!
        "INFO means informational."
        signatureType: String!
        docusignStatus: String!
        isUserActionRequired: Boolean!
        displayLevel: Int!
        "ISO 8601."
        lastUpdateTimestamp: String!
        createTimestamp: String!
        "manual (hard-copy) or electronic."
        delivery: String!
        signedAt: String
        dueAt: String
        rejectedReason: String
        "form (signed) or credential (uploaded with a number and expiry)."
        kind: String!
        "A credential uploaded and not yet reviewed by staff."
        awaitingReview: Boolean!
        credentialNumber: String
        "ISO 8601."
        credentialExpiresAt: String
        "What staff ask the candidate to provide (credentials), in the reader's language where translated."
        instructions: String
        "The language the instructions are in: en, or the reader's where translated."
        instructionsLanguage: String
        "The PAdES seal of an electronically completed copy: sealed, timestamp_pending or timestamped."
        sealState: String
        "An informational document whose template asks the candidate to acknowledge having read it."
        acknowledge: Boolean!
      }
      type DocumentLists {
        unsigned: [Document!]!
        signed: [Document!]!
        "INFO documents: read, not signed (docs/product.md §4); in neither list above."
        informational: [Document!]!
      }
      type SigningUrl {
        url: String!
      }
      type DocumentKeywords {
        FormTitle: String!
        SignatureType: String
      }
      type DocumentContent {
        keywords: DocumentKeywords!
      }
      extend type Query {
        myManualDocuments: DocumentLists!
        myElectronicDocuments: DocumentLists!
        myDocuments: [Document!]!
        myDocumentsCount: Int!
        myDocumentsCompletedCount: Int!
        myDocumentsCompletableCount: Int!
        "A one-time URL of the signing provider's page (5 minutes)."
        documentSigningUrl(documentId: Int!, returnUrl: String!): SigningUrl!
        documentContent(documentId: Int!): DocumentContent!
      }
      extend type Mutation {
        "Records a signing event reported by the browser; it never marks a document signed by itself."
        reportDocumentSigned(documentId: Int!, event: String!): Document!
      }
    `,
    Query: {
      myManualDocuments: (_args, ctx) => documents.lists(graphqlConfirmedUser(ctx).id, 'manual'),
      myElectronicDocuments: (_args, ctx) => documents.lists(graphqlConfirmedUser(ctx).id, 'electronic'),
      myDocuments: (_args, ctx) => listOf(ctx),
      myDocumentsCount: async (_args, ctx) => (await counts(ctx)).myDocumentsCount,
      myDocumentsCompletedCount: async (_args, ctx) => (await counts(ctx)).myDocumentsCompletedCount,
      myDocumentsCompletableCount: async (_args, ctx) => (await counts(ctx)).myDocumentsCompletableCount,
      documentSigningUrl: (args: { documentId: number; returnUrl: string }, ctx) =>
        documents.signingUrl(graphqlConfirmedUser(ctx), args.documentId, args.returnUrl, ctx.info),
      documentContent: (args: { documentId: number }, ctx) =>
        documents.content(graphqlConfirmedUser(ctx).id, args.documentId),
    },
    Mutation: {
      reportDocumentSigned: (args: { documentId: number; event: string }, ctx) =>
        documents.reportEvent(graphqlConfirmedUser(ctx).id, { id: args.documentId }, args.event, ctx.info),
    },
  };
}
