/** Stored templates: a template PDF stored with what its keywords say, and read back. */
import type { Kysely } from 'kysely';
import { INFO_SIGNATURE_TYPE, type DocumentDelivery } from '../../../common/documents';
import { DEFAULT_COUNTERSIGN_DAYS, type TemplateField } from '../../../common/onboarding';
import type { Database } from '../../db/schema';
import { parseKeywords } from '../../lib/pdf-forms';
import { sha256Hex } from '../../lib/tokens';
import type { DocumentsContext } from './documents.context';

export interface NewTemplate {
  pdf: Uint8Array;
  formTitle?: string;
  signatureType?: string;
  delivery?: DocumentDelivery;
  displayLevel?: number;
  fields?: TemplateField[];
  createdBy?: number;
  countersign?: boolean;
  countersignDays?: number;
  /** Uploaded signed copies wait for staff review (by default, electronic or hard copy). */
  reviewUploads?: boolean;
  /** An informational document asks the candidate to acknowledge it. */
  acknowledge?: boolean;
}

/** Stores a template PDF; its keywords metadata gives FormTitle (docs/architecture.md §5). */
export async function createTemplate(deps: DocumentsContext, input: NewTemplate) {
  const { repo, clock, inspect, storeSource } = deps;
  const pdf = await inspect(input.pdf);
  const keywords = parseKeywords(pdf.keywords ?? undefined);
  const formTitle = input.formTitle ?? keywords.FormTitle ?? pdf.title ?? 'Document';
  const signatureType = input.signatureType ?? keywords.SignatureType ?? 'SIGN';
  const storageKey = await storeSource('templates', input.pdf);
  const hash = sha256Hex(input.pdf);
  const id = await repo.insertTemplate({
    formTitle,
    signatureType,
    keywords: JSON.stringify({ ...keywords, FormTitle: formTitle }),
    storageKey,
    sha256: hash,
    pageCount: pdf.pageCount,
    createdAt: clock(),
    delivery: input.delivery ?? 'electronic',
    displayLevel: input.displayLevel ?? 0,
    // Fields found in the PDF, first-guess marked, unless staff marked them already.
    fields: JSON.stringify(input.fields ?? pdf.fields),
    createdBy: input.createdBy ?? null,
    countersign: input.countersign ? 1 : 0,
    countersignDays: input.countersignDays ?? DEFAULT_COUNTERSIGN_DAYS,
    // An uploaded copy's signature is only the candidate's word until staff look at it.
    reviewUploads: (input.reviewUploads ?? signatureType !== INFO_SIGNATURE_TYPE) ? 1 : 0,
    acknowledge: input.acknowledge ? 1 : 0,
  });
  return { id, sha256: hash, storageKey };
}

export async function templatePdf(deps: DocumentsContext, templateId: number): Promise<Buffer | null> {
  const template = await deps.repo.findTemplate(templateId);
  return template ? deps.storage.get(template.storageKey) : null;
}

/** A template's row, for callers that assign it many times (see assign's `known`). */
export function templateRow(deps: DocumentsContext, id: number, trx?: Kysely<Database>) {
  return deps.repo.findTemplate(id, trx);
}
