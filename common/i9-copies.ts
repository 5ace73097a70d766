/**
 * Copies of the documents examined for Form I-9 (M-274, 4.5): the front and back of each, attached
 * by I-9 staff before they sign the section that records it, and kept with the form after. They are
 * optional, except under the remote examination (the alternative procedure, at an E-Verify site),
 * where the front and back of every document examined are required.
 */
import { i18n, translatable } from './i18n';

export const COPY_DOCUMENTS = ['listA', 'listB', 'listC', 'supplementB'] as const;
export type CopyDocument = (typeof COPY_DOCUMENTS)[number];
export const COPY_SIDES = ['front', 'back'] as const;
export type CopySide = (typeof COPY_SIDES)[number];

/** The multipart field of the file (beside `document` and `side`). */
export const I9_COPY_FIELD = 'file';

/** A copy as I-9 staff see it on the form. */
export interface I9Copy {
  id: number;
  document: CopyDocument;
  side: CopySide;
  /** What was uploaded: a PDF, or a photo or scan (PNG, JPEG) now on a page of its own PDF. */
  source: 'pdf' | 'png' | 'jpeg';
  /** The stored PDF's size and SHA-256. */
  bytes: number;
  sha256: string;
  uploadedBy: string | null;
  uploadedAt: string;
  /** Part of a signed section (Section 2 or Supplement B): kept with the form, no longer removed. */
  signed: boolean;
  /** Where it downloads (I-9 staff, after step-up). */
  url: string;
}

export const copyUrl = (formId: number, copyId: number) => `/api/staff/i9/${formId}/copies/${copyId}`;

/** The documents of Section 2's choice, whose copies the remote examination needs. */
export function chosenDocuments(choice: string): CopyDocument[] {
  if (choice === 'listA') return ['listA'];
  if (choice === 'listBC') return ['listB', 'listC'];
  return [];
}

/** The copies the remote examination of `documents` still needs, in the form's order. */
export function missingCopies(
  documents: readonly CopyDocument[],
  copies: readonly { document: string; side: string }[],
): { document: CopyDocument; side: CopySide }[] {
  const has = (document: string, side: string) => copies.some((c) => c.document === document && c.side === side);
  return documents.flatMap((document) =>
    COPY_SIDES.filter((side) => !has(document, side)).map((side) => ({ document, side })),
  );
}

/** Each copy named as a whole (the screens' inputs, the server's list of what is missing). */
export const COPY_LABELS = /* @__PURE__ */ translatable({
  listA: {
    front: /*i18n*/ { id: 'Front of the List A document' },
    back: /*i18n*/ { id: 'Back of the List A document' },
  },
  listB: {
    front: /*i18n*/ { id: 'Front of the List B document' },
    back: /*i18n*/ { id: 'Back of the List B document' },
  },
  listC: {
    front: /*i18n*/ { id: 'Front of the List C document' },
    back: /*i18n*/ { id: 'Back of the List C document' },
  },
  supplementB: {
    front: /*i18n*/ { id: 'Front of the Supplement B document' },
    back: /*i18n*/ { id: 'Back of the Supplement B document' },
  },
});

export const I9_COPY_MESSAGES = /* @__PURE__ */ translatable({
  fileRequired: /*i18n*/ { id: 'Choose the file of the copy (PDF, PNG or JPEG).' },
  notAllowedType: /*i18n*/ { id: 'The copy must be a PDF or an image (PNG or JPEG). Please choose another file.' },
  tooLarge: /*i18n*/ { id: 'The file is too large: the limit is 10 MB. Try a smaller scan or photo.' },
  tooComplex: /*i18n*/ {
    id: 'This file expands to more than we can open safely (images are limited to 25 megapixels). Try a smaller scan or photo.',
  },
  malformed: /*i18n*/ { id: 'The upload could not be read. Please choose the file again and retry.' },
  documentRequired: /*i18n*/ { id: 'Say which document the copy shows.' },
  sideRequired: /*i18n*/ { id: 'Say whether the copy shows the front or the back.' },
  notFound: /*i18n*/ { id: 'This copy does not exist.' },
  section2Signed: /*i18n*/ { id: 'Section 2 is signed: its copies are kept with the form and no longer change.' },
  supplementBNotOpen: /*i18n*/ { id: 'Copies for Supplement B are attached while a reverification is due.' },
  signed: /*i18n*/ { id: 'This copy belongs to a signed section: it is kept with the form.' },
  copyRequired: /*i18n*/ { id: 'Attach this copy: the remote examination needs it.' },
});

/** The 400 of a remote examination without every copy: what is missing, each named. */
export function missingCopiesMessage(missing: readonly { document: CopyDocument; side: CopySide }[]): string {
  const names = missing.map((m) => COPY_LABELS[m.document][m.side]);
  const list = new Intl.ListFormat(i18n.locale || 'en', { type: 'conjunction' }).format(names);
  return i18n._(
    'The remote examination needs a copy of the front and back of each document examined. Attach: {list}.',
    { list },
  );
}
