/**
 * A Form I-9 as an inspection copy (docs/product.md §4.19): every part of the record in words, in
 * the language of the person exporting it, laid out by the file worker (server/untrusted/record-pdf.ts).
 * Values are printed as kept; a part not completed says so.
 * Past 300 lines because the parts follow the form's own order and are read together.
 */
import { formatDate } from '../../../common/dates';
import { LANGUAGE_TAGS } from '../../../common/i18n';
import {
  CITIZENSHIP_LABELS,
  DOCUMENT_TITLES,
  type I9Document,
  type I9Preparer,
  type I9Section1,
  type I9Section2,
} from '../../../common/i9';
import { formatDateTimeInZone } from '../../../common/time-zones';
import { i18n } from '../../../common/i18n';
import { currentLanguage } from '../../lib/i18n';
import type { RecordBlock, RecordPdf } from '../../untrusted/record-pdf';
import { changedFields } from './i9.shared';
import type { InspectionRepository } from './inspection.repository';

type ExportForm = Awaited<ReturnType<InspectionRepository['forms']>>[number];
export type ExportVersion = Awaited<ReturnType<InspectionRepository['versions']>>[number];

/** What every copy of one export shares: when it was made, by whom, on whose portal, in which zone. */
export interface CopyContext {
  madeAt: number;
  madeBy: string;
  siteName: string;
  timeZone: string;
}

/** A Supplement B entry: a reverification's document, or a rehire's date, new name and document. */
interface SupplementBEntry {
  rehireDate?: string;
  newName?: { lastName: string; firstName: string; middleInitial?: string } | null;
  document?: I9Document | null;
  examinerName?: string;
  examinerTitle?: string;
}

const yesNo = (value: boolean) => (value ? i18n._('Yes') : i18n._('No'));
const person = (p: { firstName: string; middleInitial?: string; lastName: string }) =>
  [p.firstName, p.middleInitial ? `${p.middleInitial}.` : '', p.lastName].filter(Boolean).join(' ');

const STATUS = () => ({
  section1: i18n._('Waiting for the employee’s Section 1'),
  section2: i18n._('Waiting for Section 2'),
  complete: i18n._('Complete'),
});
export const statusLabel = (status: string) => STATUS()[status as keyof ReturnType<typeof STATUS>] ?? status;

const PARTS = () => ({
  section1: i18n._('Section 1'),
  supplementA: i18n._('Supplement A'),
  section2: i18n._('Section 2'),
  supplementB: i18n._('Supplement B'),
});
const partLabel = (part: string) => PARTS()[part as keyof ReturnType<typeof PARTS>] ?? part;

const EVERIFY = () => ({
  employment_authorized: i18n._('Employment authorized'),
  tentative_nonconfirmation: i18n._('Tentative nonconfirmation'),
  dhs_verification_in_process: i18n._('DHS verification in process'),
  error: i18n._('Not created: the case is to be created in E-Verify by hand'),
});

/** The name the form is filed under: Section 1's when given, else the account's. */
export function filedName(form: ExportForm, section1: I9Section1 | null) {
  const p = section1 ?? { firstName: form.firstName, lastName: form.lastName, middleInitial: '' };
  return {
    display: person(p),
    /** "Rivera, Casey J." as an index lists it. */
    filing: `${p.lastName}, ${[p.firstName, p.middleInitial ? `${p.middleInitial}.` : ''].filter(Boolean).join(' ')}`,
  };
}

/** The retention date in words: the date, or what holds while employment goes on. */
const retentionText = (until: string | null) =>
  until
    ? formatDate(until)
    : i18n._(
        'While employed; then until 3 years after the first day of work or 1 year after employment ends, whichever is later',
      );

function documentRows(label: string, doc: I9Document | null | undefined): [string, string][] {
  if (!doc) return [];
  return [
    [label, DOCUMENT_TITLES[doc.title] ?? doc.title],
    [i18n._('Issuing authority'), doc.issuingAuthority],
    [i18n._('Document number'), doc.number],
    [i18n._('Expiration date'), doc.expires ? formatDate(doc.expires) : i18n._('Does not expire')],
    ...(doc.receipt
      ? [[i18n._('Receipt'), i18n._('A receipt for a lost, stolen or damaged document')] as [string, string]]
      : []),
  ];
}

function section1Rows(s1: I9Section1, signedAt: string): [string, string][] {
  const address = [s1.address, s1.apartment, `${s1.city}, ${s1.state} ${s1.zipCode}`].filter(Boolean).join(', ');
  return [
    [i18n._('Last name (family name)'), s1.lastName],
    [i18n._('First name (given name)'), s1.firstName],
    [i18n._('Middle initial'), s1.middleInitial],
    [i18n._('Other last names used'), s1.otherLastNames],
    [i18n._('Address'), address],
    [i18n._('Date of birth'), formatDate(s1.dateOfBirth)],
    [i18n._('U.S. Social Security number'), s1.ssn],
    [i18n._('Email address'), s1.email],
    [i18n._('Telephone number'), s1.phone],
    [i18n._('Citizenship or immigration status'), CITIZENSHIP_LABELS[s1.status] ?? s1.status],
    [i18n._('USCIS number (A-Number)'), s1.uscisNumber],
    [i18n._('Form I-94 admission number'), s1.i94Number],
    [
      i18n._('Foreign passport number and country of issuance'),
      [s1.foreignPassportNumber, s1.passportCountry].filter(Boolean).join(', '),
    ],
    [
      i18n._('Work authorization expires'),
      s1.status === 'authorizedAlien'
        ? s1.authorizationExpires
          ? formatDate(s1.authorizationExpires)
          : i18n._('N/A')
        : '',
    ],
    [i18n._('Signature of the employee (typed)'), s1.signature],
    [i18n._('Signed'), signedAt],
  ];
}

function section2Rows(s2: I9Section2, signedAt: string, timeZone: string): [string, string][] {
  return [
    [
      i18n._('Documents the employee chose'),
      s2.choice === 'listA'
        ? i18n._('One document from List A')
        : i18n._('One document from List B and one from List C'),
    ],
    ...documentRows(i18n._('List A document'), s2.listA),
    ...documentRows(i18n._('List B document (identity)'), s2.listB),
    ...documentRows(i18n._('List C document (employment authorization)'), s2.listC),
    [
      i18n._('Alternative procedure (remote examination)'),
      s2.remote
        ? i18n._('Yes: live video session on {when}', { when: formatDateTimeInZone(s2.videoSessionAt, timeZone) })
        : i18n._('No: documents examined in person'),
    ],
    [i18n._('Additional information'), s2.additionalInformation],
    [i18n._('Examiner’s name and title'), [s2.examinerName, s2.examinerTitle].filter(Boolean).join(', ')],
    [i18n._('Signed'), signedAt],
  ];
}

/** Field keys of a correction in words where the form names them (others as kept). */
const fieldName = (key: string) =>
  ({
    listA: i18n._('List A document'),
    listB: i18n._('List B document (identity)'),
    listC: i18n._('List C document (employment authorization)'),
    examinerName: i18n._('Examiner’s name'),
    examinerTitle: i18n._('Examiner’s title'),
    dateOfBirth: i18n._('Date of birth'),
    lastName: i18n._('Last name (family name)'),
    firstName: i18n._('First name (given name)'),
    status: i18n._('Citizenship or immigration status'),
  })[key] ?? key;

/** One form's inspection copy, and the name it is filed under. */
export function inspectionCopy(form: ExportForm, versions: ExportVersion[], ctx: CopyContext) {
  const at = (ms: number | string) => formatDateTimeInZone(new Date(Number(ms)), ctx.timeZone);
  const of = (part: string) => versions.filter((v) => v.part === part);
  const latest = <T>(part: string): T | null => {
    const v = of(part).at(-1);
    return v ? (JSON.parse(v.data) as T) : null;
  };
  const section1 = latest<I9Section1>('section1');
  const preparers = latest<I9Preparer[]>('supplementA') ?? [];
  const section2 = latest<I9Section2>('section2');
  const firstAt = (part: string) => (of(part)[0] ? at(of(part)[0]!.createdAt) : '');
  const name = filedName(form, section1);

  const blocks: RecordBlock[] = [
    { kind: 'heading', text: i18n._('Employee and employment') },
    {
      kind: 'rows',
      rows: [
        [i18n._('Employee'), name.display],
        [i18n._('Form number'), String(form.id)],
        [i18n._('Job'), form.jobTitle ?? ''],
        [i18n._('Hiring site'), [form.siteName, form.siteAddress].filter(Boolean).join(', ')],
        [i18n._('The hiring site uses E-Verify'), yesNo(form.everify === 1)],
        [i18n._('First day of work'), formatDate(form.startDate)],
        [i18n._('Last day of work'), form.endDate ? formatDate(form.endDate) : i18n._('Still employed')],
        [i18n._('Section 1 due'), formatDate(form.section1Due)],
        [i18n._('Section 2 due'), formatDate(form.section2Due)],
        [i18n._('State'), statusLabel(form.status)],
        [i18n._('Kept until'), retentionText(form.retentionUntil)],
      ],
    },
    { kind: 'heading', text: i18n._('Section 1: employee information and attestation') },
    section1
      ? { kind: 'rows', rows: section1Rows(section1, firstAt('section1')) }
      : { kind: 'paragraph', text: i18n._('Not completed yet.') },
    { kind: 'heading', text: i18n._('Supplement A: preparers and translators') },
    ...(preparers.length
      ? preparers.map((p, i): RecordBlock => ({
          kind: 'rows',
          rows: [
            [i18n._('Preparer or translator {n}', { n: i + 1 }), `${p.firstName} ${p.lastName}`],
            [i18n._('Address'), `${p.address}, ${p.city}, ${p.state} ${p.zipCode}`],
            [i18n._('Signature (typed)'), p.signature],
          ],
        }))
      : [{ kind: 'paragraph' as const, text: i18n._('None: the employee completed Section 1 alone.') }]),
    { kind: 'heading', text: i18n._('Section 2: employer review and verification') },
    section2
      ? { kind: 'rows', rows: section2Rows(section2, firstAt('section2'), ctx.timeZone) }
      : { kind: 'paragraph', text: i18n._('Not completed yet.') },
    { kind: 'heading', text: i18n._('Supplement B: reverification and rehires') },
    ...(of('supplementB').length
      ? of('supplementB').map((v, i): RecordBlock => {
          const entry = JSON.parse(v.data) as SupplementBEntry;
          return {
            kind: 'rows',
            rows: [
              [i18n._('Entry {n}, recorded', { n: i + 1 }), at(v.createdAt)],
              ...(entry.rehireDate
                ? [[i18n._('Date of rehire'), formatDate(entry.rehireDate)] as [string, string]]
                : []),
              ...(entry.newName ? [[i18n._('New name'), person(entry.newName)] as [string, string]] : []),
              ...documentRows(i18n._('Document'), entry.document),
              [
                i18n._('Examiner’s name and title'),
                [entry.examinerName, entry.examinerTitle].filter(Boolean).join(', '),
              ],
            ],
          };
        })
      : [{ kind: 'paragraph' as const, text: i18n._('None.') }]),
    { kind: 'heading', text: i18n._('E-Verify') },
    form.everifyStatus
      ? {
          kind: 'rows',
          rows: [
            [i18n._('Case number'), form.everifyCaseNumber ?? ''],
            [i18n._('Result'), EVERIFY()[form.everifyStatus as keyof ReturnType<typeof EVERIFY>] ?? form.everifyStatus],
            [i18n._('Further action notice'), form.everifyFurtherAction ?? ''],
            [i18n._('Case created'), form.everifyAt ? at(form.everifyAt) : ''],
          ],
        }
      : { kind: 'paragraph', text: i18n._('No E-Verify case was made for this form.') },
    { kind: 'heading', text: i18n._('History: every version, with who, when, what changed and why') },
    {
      kind: 'table',
      columns: [
        { header: i18n._('Part'), width: 14 },
        { header: i18n._('Version'), width: 10 },
        { header: i18n._('By'), width: 16 },
        { header: i18n._('When'), width: 19 },
        { header: i18n._('Changed'), width: 17 },
        { header: i18n._('Reason'), width: 24 },
      ],
      rows: versions.map((v) => {
        const before = versions.filter((p) => p.part === v.part && p.version === v.version - 1)[0];
        const changed = before ? changedFields(JSON.parse(before.data), JSON.parse(v.data)).map(fieldName) : [];
        const why =
          v.reason ??
          (v.kind === 'receipt'
            ? i18n._('The actual document, presented for the receipt')
            : v.lateReason
              ? i18n._('Late: {reason}', { reason: v.lateReason })
              : '');
        return [
          partLabel(v.part),
          String(v.version),
          v.actorFirstName ? `${v.actorFirstName} ${v.actorLastName}` : '',
          at(v.createdAt),
          changed.join(', '),
          why,
        ];
      }),
    },
  ];

  const record: RecordPdf = {
    language: LANGUAGE_TAGS[currentLanguage()],
    title: i18n._('Form I-9 of {name}', { name: name.display }),
    subtitle: i18n._('Copy of the electronic record kept by {site}, made on {when} by {who} for an inspection.', {
      site: ctx.siteName,
      when: at(ctx.madeAt),
      who: ctx.madeBy,
    }),
    blocks,
    // The worker numbers the pages: the placeholders pass through the translation as they are.
    footer: i18n._('Form I-9 number {id}, {name}. Page {page} of {pages}', {
      id: String(form.id),
      name: name.display,
      page: '{page}',
      pages: '{pages}',
    }),
    producer: ctx.siteName,
    createdAt: ctx.madeAt,
  };
  return { record, name, section1 };
}
