/** What the documents feature shows of its rows, and the values its forms are filled with. */
import { randomBytes } from 'node:crypto';
import dayjs from 'dayjs';
import { type DocumentSummary } from '../../../common/documents';
import { DEFAULT_LANGUAGE } from '../../../common/i18n';
import { isSealState } from '../../../common/seal';
import { type TemplateField } from '../../../common/onboarding';
import type { DocumentRow } from './documents.repository';

export interface DocumentUser {
  id: number;
}

export interface Profile {
  firstName: string;
  lastName: string;
  email: string;
}

/** docs/architecture.md §5: at least 128 random bits; hex keeps storage names lowercase. */
export const newDocHandle = () => randomBytes(20).toString('hex');
export const DOC_HANDLE_PATTERN = /^[a-f0-9]{40}$/;

export function toSummary(row: DocumentRow): DocumentSummary {
  return {
    id: row.id,
    docHandle: row.docHandle,
    formTitle: row.formTitle,
    signatureType: row.signatureType,
    docusignStatus: row.status,
    isUserActionRequired: row.isUserActionRequired === 1,
    displayLevel: row.displayLevel,
    lastUpdateTimestamp: new Date(Number(row.lastUpdateTimestamp)).toISOString(),
    createTimestamp: new Date(Number(row.createTimestamp)).toISOString(),
    delivery: row.delivery,
    signedAt: isoOrNull(row.signedAt),
    dueAt: isoOrNull(row.dueAt),
    rejectedReason: row.reviewStatus === 'rejected' ? row.rejectedReason : null,
    kind: row.kind === 'credential' ? 'credential' : 'form',
    awaitingReview: row.reviewStatus === 'pending',
    credentialNumber: row.credentialNumber,
    credentialExpiresAt: isoOrNull(row.credentialExpiresAt),
    instructions: row.kind === 'credential' ? instructionsOf(row.keywords) : null,
    instructionsLanguage: row.kind === 'credential' ? DEFAULT_LANGUAGE : null,
    sealState: isSealState(row.sealState) ? row.sealState : null,
    employerDueAt: isoOrNull(row.employerDueAt),
    acknowledge: row.acknowledge === 1,
  };
}

/** A credential template keeps the instructions staff wrote in its keywords (beside FormTitle). */
export function instructionsOf(keywords: string): string | null {
  const value = (JSON.parse(keywords) as { Instructions?: unknown }).Instructions;
  return typeof value === 'string' ? value : null;
}

export const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** A template's marked fields (none for templates stored before fields were marked). */
export function templateFields(template: { fields: string | null } | undefined): TemplateField[] {
  return template?.fields ? (JSON.parse(template.fields) as TemplateField[]) : [];
}

/**
 * A download name that cannot break the header or the file system (SECURITY 5.3.2): letters (any
 * script), digits, apostrophes and a few marks; res.attachment quotes and encodes it in the header.
 */
export function downloadName(formTitle: string, signed: boolean, person?: string): string {
  // Staff download many people's copies: theirs are named by the person first.
  const base = (person ? `${person} - ${formTitle}` : formTitle)
    .replace(/[^\p{L}\p{N} '\u2019._()-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${base || 'document'}${signed ? ' (signed)' : ''}.pdf`;
}

export function candidateValues(profile: Profile, now: number): Record<string, string> {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    fullName: `${profile.firstName} ${profile.lastName}`.trim(),
    email: profile.email,
    date: dayjs(now).format('MMM D, YYYY'),
  };
}

/** The sample candidate of the doc check. */
export const SAMPLE_PROFILE: Profile = { firstName: 'Jordan', lastName: 'Sample', email: 'jordan.sample@example.com' };
