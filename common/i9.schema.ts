/** The zod schemas of Form I-9 requests (the server parses with them; screens need no zod). */
import { z } from 'zod';
import { isCalendarDate } from './business-days';
import {
  CITIZENSHIP_STATUSES,
  I9_LIMITS as L,
  I9_MESSAGES as M,
  LIST_A,
  LIST_B,
  LIST_C,
  type I9Document,
  type I9Section1,
  type I9Section2,
} from './i9';
import { I9_RECEIPT_MESSAGES as RM } from './i9-receipts';

const text = (max: number = L.text) =>
  z
    .string({ error: () => M.required })
    .trim()
    .max(max, { error: () => M.tooLong });
const required = (max: number = L.text) => text(max).min(1, { error: () => M.required });
const optional = (max: number = L.text) => text(max).optional().default('');
const day = () =>
  z
    .string({ error: () => M.dateInvalid })
    .trim()
    .refine(isCalendarDate, { error: () => M.dateInvalid });
const optionalDay = () =>
  z
    .string({ error: () => M.dateInvalid })
    .trim()
    .optional()
    .default('')
    .refine((v) => v === '' || isCalendarDate(v), { error: () => M.dateInvalid });

const fullName = (s: { firstName: string; lastName: string }) => `${s.firstName} ${s.lastName}`;
/** A typed signature matches the name given above it (case, spaces and a middle initial aside). */
function signatureMatches(signature: string, person: { firstName: string; lastName: string }): boolean {
  const words = (v: string) => v.toLowerCase().split(/\s+/).filter(Boolean);
  const typed = words(signature).filter((w) => w.replace('.', '').length > 1);
  return typed.join(' ') === words(fullName(person)).join(' ');
}

export const section1Schema = z
  .object({
    lastName: required(),
    firstName: required(),
    middleInitial: optional(1),
    otherLastNames: optional(),
    address: required(L.address),
    apartment: optional(20),
    city: required(),
    state: required(2),
    zipCode: required(10),
    dateOfBirth: day(),
    ssn: optional(11).refine((v) => v === '' || /^\d{3}-?\d{2}-?\d{4}$/.test(v), { error: () => M.ssnInvalid }),
    email: optional(254),
    phone: optional(30),
    status: z.enum(CITIZENSHIP_STATUSES, { error: () => M.statusRequired }),
    uscisNumber: optional(12),
    i94Number: optional(11),
    foreignPassportNumber: optional(20),
    passportCountry: optional(60),
    authorizationExpires: optionalDay(),
    signature: required(),
  })
  .superRefine((s, ctx) => {
    const need = (path: keyof I9Section1, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (s.status === 'permanentResident' && !s.uscisNumber) need('uscisNumber', M.uscisNumberRequired);
    if (s.status === 'authorizedAlien') {
      if (!s.uscisNumber && !s.i94Number && !s.foreignPassportNumber) need('uscisNumber', M.authorizedAlienNumber);
      if (s.foreignPassportNumber && !s.passportCountry) need('passportCountry', M.passportCountryRequired);
    }
    if (!signatureMatches(s.signature, s)) need('signature', M.signatureMismatch);
  })
  // Numbers a status does not ask for are not kept (a citizen's form holds no A-Number).
  .transform((s): I9Section1 => {
    const alien = s.status === 'authorizedAlien';
    return {
      ...s,
      uscisNumber: alien || s.status === 'permanentResident' ? s.uscisNumber : '',
      i94Number: alien ? s.i94Number : '',
      foreignPassportNumber: alien ? s.foreignPassportNumber : '',
      passportCountry: alien && s.foreignPassportNumber ? s.passportCountry : '',
      authorizationExpires: alien ? s.authorizationExpires : '',
    };
  });

export const preparerSchema = z
  .object({
    lastName: required(),
    firstName: required(),
    address: required(L.address),
    city: required(),
    state: required(2),
    zipCode: required(10),
    signature: required(),
  })
  .superRefine((p, ctx) => {
    if (!signatureMatches(p.signature, p))
      ctx.addIssue({ code: 'custom', path: ['signature'], message: M.signatureMismatch });
  });

/** Section 1 with its Supplement A (none, or up to four preparers as the form has room for). */
export const section1InputSchema = z.object({
  section1: z.unknown(),
  preparers: z.array(z.unknown()).max(4).optional().default([]),
  lateReason: optional(L.reason),
});

const documentSchema = (list: readonly string[]) =>
  z.object({
    title: z.string({ error: () => M.notOnList }).refine((t) => list.includes(t), { error: () => M.notOnList }),
    issuingAuthority: required(),
    number: required(),
    expires: optionalDay(),
    receipt: z.boolean().optional().default(false),
  });

export const section2Schema = z
  .object({
    // The employee's choice, recorded as they made it: nothing is assumed.
    choice: z.enum(['listA', 'listBC'], { error: () => M.choiceRequired }),
    listA: documentSchema(LIST_A).nullish(),
    listB: documentSchema(LIST_B).nullish(),
    listC: documentSchema(LIST_C).nullish(),
    remote: z.boolean().optional().default(false),
    videoSessionAt: optional(40),
    examinerName: optional(),
    examinerTitle: optional(),
    additionalInformation: optional(L.info),
  })
  .superRefine((s, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (s.choice === 'listA' && !s.listA) issue('listA', M.listARequired);
    if (s.choice === 'listBC') {
      if (!s.listB) issue('listB', M.listBCRequired);
      if (!s.listC) issue('listC', M.listBCRequired);
    }
    if (s.remote && (!s.videoSessionAt || Number.isNaN(Date.parse(s.videoSessionAt))))
      issue('videoSessionAt', M.remoteVideoRequired);
    // Every Section 2 names its examiner; under the remote procedure, the one who held the session.
    const examiner = s.remote ? M.remoteExaminerRequired : M.required;
    if (!s.examinerName) issue('examinerName', examiner);
    if (!s.examinerTitle) issue('examinerTitle', examiner);
  })
  // Only the chosen list's documents are kept.
  .transform((s): I9Section2 => ({
    ...s,
    listA: s.choice === 'listA' ? (s.listA as I9Document) : null,
    listB: s.choice === 'listBC' ? (s.listB as I9Document) : null,
    listC: s.choice === 'listBC' ? (s.listC as I9Document) : null,
    videoSessionAt: s.remote ? new Date(Date.parse(s.videoSessionAt)).toISOString() : '',
  }));

export const section2InputSchema = z.object({ section2: z.unknown(), lateReason: optional(L.reason) });

export const acceptanceSchema = z.object({
  startDate: z
    .string({ error: () => M.startDateRequired })
    .trim()
    .refine(isCalendarDate, { error: () => M.startDateRequired }),
  /** The job lasts less than three business days: Section 2 is due on the first day too. */
  shortJob: z.boolean().optional().default(false),
  hiringSiteId: z.coerce.number().int().positive().max(2_147_483_647).nullish(),
});

export const correctionSchema = z.object({
  part: z.enum(['section1', 'section2']),
  values: z.unknown(),
  reason: text(L.reason).min(1, { error: () => M.reasonRequired }),
});

export const employmentEndSchema = z.object({ endDate: day() });

/** The actual document that replaces a receipt of Section 2: the list the receipt stood in, then its document. */
export const receiptReplacementSchema = z.object({
  list: z.enum(['listA', 'listB', 'listC'], { error: () => RM.listRequired }),
  document: z.unknown(),
});
export const replacementDocumentSchema = (list: 'listA' | 'listB' | 'listC') =>
  documentSchema({ listA: LIST_A, listB: LIST_B, listC: LIST_C }[list]).transform((d): I9Document => ({
    ...(d as I9Document),
    receipt: false,
  }));

/** Supplement B's reverification: the new List A or List C document the employee chose, and the examiner. */
export const supplementBSchema = z.object({
  document: documentSchema([...LIST_A, ...LIST_C]),
  examinerName: required(),
  examinerTitle: required(),
});

/**
 * Supplement B's rehire entry: the employee's new name if it changed, the rehire date, the new
 * document only when the earlier authorization ended (the service decides which), and the examiner.
 */
export const rehireSchema = z
  .object({
    rehireDate: day(),
    newName: z.object({ lastName: optional(), firstName: optional(), middleInitial: optional(1) }).nullish(),
    document: documentSchema([...LIST_A, ...LIST_C]).nullish(),
    examinerName: required(),
    examinerTitle: required(),
  })
  .superRefine((s, ctx) => {
    const n = s.newName;
    if (n && (n.lastName || n.firstName || n.middleInitial) && (!n.lastName || !n.firstName))
      ctx.addIssue({ code: 'custom', path: ['newName'], message: M.newNameIncomplete });
  })
  .transform((s) => ({
    ...s,
    // An empty name is no change.
    newName: s.newName?.lastName ? s.newName : null,
    document: (s.document ?? null) as I9Document | null,
  }));
