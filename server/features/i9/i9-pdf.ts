/**
 * Each Form I-9 as the employer's official PDF (docs/product.md §4.19): when a part is signed
 * (Section 1 with Supplement A, Section 2, a correction, Supplement B) its values go into the
 * fields the edition's mapping names and the signer's seal is added, as an incremental update over
 * the previous seals. The versions in the database stay the record; the PDF is its legible copy.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  DOCUMENT_TITLES,
  type I9Document,
  type I9Preparer,
  type I9Section1,
  type I9Section2,
} from '../../../common/i9';
import { I9_TEMPLATE_MESSAGES as TM } from '../../../common/i9-pdf';
import { dateInZone } from '../../../common/zoned-dates';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { inLanguage } from '../../lib/i18n';
import type { Logger } from '../../logger';
import type { Sealer } from '../../providers/seal/sealer';
import type { FileStorage } from '../../providers/storage/storage.types';
import type { FilePool } from '../../untrusted';
import type { I9FormListRow, I9Repository } from './i9.repository';
import { formId, notFound } from './i9.shared';
import type { I9Templates } from './i9-templates';

export interface I9PdfDeps {
  db: Kysely<Database>;
  repo: I9Repository;
  templates: I9Templates;
  files: FilePool;
  storage: FileStorage;
  sealer: Sealer;
  clock: () => number;
  logger: Logger;
  /** The employer's zone: a signing date is its calendar day there. */
  timeZone: string;
}

/** Who signs a part: the seal names them and says what they signed. */
export interface I9Signer {
  /** The signer's name as signed; else the account's name of `actorId`. */
  name?: string;
  actorId?: number;
  /** What was signed, as the seal's reason says it ("Section 1, signed by the employee"). */
  what: string;
}

/** The form's dates as the official form writes them: MM/DD/YYYY. */
const usDate = (day: string) => (day ? `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}` : '');
const box = (on: boolean) => (on ? 'true' : 'false');

interface Sources {
  form: I9FormListRow;
  section1: I9Section1 | null;
  preparers: I9Preparer[];
  section2: I9Section2 | null;
  /** Every Supplement B entry in order (each one fills the next block). */
  supplementB: { data: Record<string, unknown>; createdAt: number }[];
  site: { name: string; address: string } | null;
  signedOn: (at: number | null) => string;
}

/** Every data element's value (common/i9-pdf.ts), in English: the official form is in English. */
function elementValues(s: Sources): Record<string, string> {
  const out: Record<string, string> = {};
  const title = (d: I9Document | null) =>
    d ? `${d.receipt ? 'Receipt: ' : ''}${inLanguage('en', () => String(DOCUMENT_TITLES[d.title]))}` : '';
  const s1 = s.section1;
  if (s1) {
    Object.assign(out, {
      's1.lastName': s1.lastName,
      's1.firstName': s1.firstName,
      's1.middleInitial': s1.middleInitial,
      's1.otherLastNames': s1.otherLastNames || 'N/A',
      's1.address': s1.address,
      's1.apartment': s1.apartment,
      's1.city': s1.city,
      's1.state': s1.state,
      's1.zipCode': s1.zipCode,
      's1.dateOfBirth': usDate(s1.dateOfBirth),
      's1.ssn': s1.ssn.replace(/\D/g, ''),
      's1.email': s1.email,
      's1.phone': s1.phone,
      's1.statusCitizen': box(s1.status === 'citizen'),
      's1.statusNational': box(s1.status === 'noncitizenNational'),
      's1.statusPermanentResident': box(s1.status === 'permanentResident'),
      's1.statusAuthorized': box(s1.status === 'authorizedAlien'),
      's1.permanentResidentNumber': s1.status === 'permanentResident' ? s1.uscisNumber : '',
      's1.authorizationExpires': s1.status === 'authorizedAlien' ? usDate(s1.authorizationExpires) || 'N/A' : '',
      's1.uscisNumber': s1.status === 'authorizedAlien' ? s1.uscisNumber : '',
      's1.i94Number': s1.status === 'authorizedAlien' ? s1.i94Number : '',
      's1.foreignPassport':
        s1.status === 'authorizedAlien' && s1.foreignPassportNumber
          ? `${s1.foreignPassportNumber} ${s1.passportCountry}`
          : '',
      's1.signature': s1.signature,
      's1.signedOn': s.signedOn(s.form.section1At),
    });
    s.preparers.forEach((p, i) => {
      const n = i + 1;
      Object.assign(out, {
        [`a${n}.lastName`]: p.lastName,
        [`a${n}.firstName`]: p.firstName,
        [`a${n}.address`]: p.address,
        [`a${n}.city`]: p.city,
        [`a${n}.state`]: p.state,
        [`a${n}.zipCode`]: p.zipCode,
        [`a${n}.signature`]: p.signature,
        [`a${n}.signedOn`]: s.signedOn(s.form.section1At),
      });
    });
  }
  const s2 = s.section2;
  if (s2) {
    for (const [list, doc] of [
      ['listA', s2.listA],
      ['listB', s2.listB],
      ['listC', s2.listC],
    ] as const) {
      if (!doc) continue;
      Object.assign(out, {
        [`s2.${list}Title`]: title(doc),
        [`s2.${list}Authority`]: doc.issuingAuthority,
        [`s2.${list}Number`]: doc.number,
        [`s2.${list}Expires`]: usDate(doc.expires) || 'N/A',
      });
    }
    Object.assign(out, {
      's2.additionalInformation': s2.additionalInformation,
      's2.remote': box(s2.remote),
      's2.firstDay': usDate(s.form.startDate),
      's2.examiner': `${s2.examinerName}, ${s2.examinerTitle}`,
      's2.signature': s2.examinerName,
      's2.signedOn': s.signedOn(s.form.section2At),
      's2.businessName': s.site?.name ?? '',
      's2.businessAddress': s.site?.address ?? '',
    });
  }
  s.supplementB.forEach(({ data, createdAt }, i) => {
    const n = i + 1;
    const doc = (data.document ?? null) as I9Document | null;
    const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
    Object.assign(out, {
      [`b${n}.rehireDate`]: usDate(text('rehireDate')),
      [`b${n}.lastName`]: text('lastName'),
      [`b${n}.firstName`]: text('firstName'),
      [`b${n}.documentTitle`]: title(doc),
      [`b${n}.documentNumber`]: doc?.number ?? '',
      [`b${n}.documentExpires`]: doc ? usDate(doc.expires) || 'N/A' : '',
      [`b${n}.examiner`]: [text('examinerName'), text('examinerTitle')].filter(Boolean).join(', '),
      [`b${n}.signature`]: text('examinerName'),
      [`b${n}.signedOn`]: s.signedOn(createdAt),
      [`b${n}.remote`]: box(data.remote === true),
    });
  });
  return out;
}

export function createI9Pdf(deps: I9PdfDeps) {
  const { repo, templates, files, storage, sealer, clock, logger } = deps;
  // One part at a time per form: each update starts from the file the previous one stored.
  const queues = new Map<number, Promise<void>>();

  async function sources(form: I9FormListRow): Promise<Sources> {
    const versions = await repo.versions(form.id);
    const current = <T>(part: string): T | null => {
      const v = versions.filter((x) => x.part === part).at(-1);
      return v ? (JSON.parse(v.data) as T) : null;
    };
    const site = form.hiringSiteId ? await repo.site(form.hiringSiteId) : undefined;
    return {
      form,
      section1: current<I9Section1>('section1'),
      preparers: current<I9Preparer[]>('supplementA') ?? [],
      section2: current<I9Section2>('section2'),
      supplementB: versions
        .filter((v) => v.part === 'supplementB')
        .map((v) => ({ data: JSON.parse(v.data) as Record<string, unknown>, createdAt: Number(v.createdAt) })),
      site: site ? { name: site.name, address: site.address } : null,
      signedOn: (at) => (at === null ? '' : usDate(dateInZone(Number(at), deps.timeZone))),
    };
  }

  async function signerName(signer: I9Signer): Promise<string> {
    if (signer.name) return signer.name;
    const user = await deps.db
      .selectFrom('userAccount')
      .select(['firstName', 'lastName'])
      .where('id', '=', signer.actorId ?? 0)
      .executeTakeFirst();
    return user ? `${user.firstName} ${user.lastName}` : 'Staff';
  }

  async function sealNow(formId: number, signer: I9Signer): Promise<void> {
    const form = await repo.form(formId);
    if (!form) return;
    const name = await signerName(signer);
    const template = form.templateId ? await templates.byId(form.templateId) : await templates.current();
    // No edition uploaded yet: the form is kept as its versions; staff are told on the list.
    if (!template) return;
    const fresh = !form.pdfKey;
    const base = await storage.get(fresh ? template.storageKey : form.pdfKey!);
    if (!base) throw new Error(`Form I-9 ${formId}: its PDF is missing from storage`);
    const values = elementValues(await sources(form));
    const mapping = JSON.parse(template.mapping) as Record<string, string>;
    const fieldValues = Object.fromEntries(
      Object.entries(mapping).map(([field, element]) => [field, values[element] ?? '']),
    );
    const seals = form.pdfSeals + 1;
    const prepared = await files.run('i9Pdf', {
      base,
      fresh,
      values: fieldValues,
      signedAt: clock(),
      seal: await sealer.details({
        // An identifier (verifiers list it), unique in the file: the seal's number and signer.
        fieldName: `Form I-9 seal ${seals}: ${name}`,
        name,
        reason: `Form I-9: ${signer.what}`,
      }),
    });
    const sealed = await sealer.seal(prepared);
    const key = `i9/${formId}-${randomBytes(8).toString('hex')}.pdf`;
    await storage.put(key, sealed.bytes);
    const moved = await deps.db.transaction().execute(async (trx) => {
      const updated = await repo.updateForm(trx, formId, null, {
        templateId: template.id,
        pdfKey: key,
        pdfSha256: sealed.sha256,
        pdfSeals: seals,
      });
      if (updated)
        await trx.insertInto('i9Seal').values({ formId, sha256: sealed.sha256, createdAt: clock() }).execute();
      return updated;
    });
    // The new file begins with the old one (an incremental update): the old is no longer needed.
    if (moved && form.pdfKey) await storage.delete(form.pdfKey).catch(() => undefined);
  }

  return {
    /**
     * Adds the signed part to the form's PDF and seals it. A failure leaves the form as its versions
     * say (they are the record) and is logged; the next part starts from the last stored file.
     */
    sealPart(formId: number, signer: I9Signer): Promise<void> {
      const run = (queues.get(formId) ?? Promise.resolve())
        .then(() => sealNow(formId, signer))
        .catch((err: unknown) => logger.error({ err, formId }, 'Form I-9 PDF not sealed'));
      queues.set(formId, run);
      void run.then(() => {
        if (queues.get(formId) === run) queues.delete(formId);
      });
      return run;
    },

    /** GET /api/staff/i9/{id}/pdf: the form's current sealed PDF. */
    async file(idInput: unknown): Promise<{ bytes: Uint8Array; filename: string }> {
      const id = formId(idInput);
      // A part being sealed now is waited for: the file answered is the newest.
      await queues.get(id);
      const form = await repo.form(id);
      if (!form) throw notFound();
      const bytes = form.pdfKey ? await storage.get(form.pdfKey) : null;
      if (!bytes) throw new AppError(ErrorCode.NOT_FOUND, TM.noPdf);
      return { bytes, filename: `form-i9-${form.id}-${form.lastName}.pdf`.replace(/[^\w.-]+/g, '-') };
    },
  };
}

export type I9Pdf = ReturnType<typeof createI9Pdf>;
