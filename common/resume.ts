/** The résumé API contract: upload limits, the summary the profile shows, and its messages. */
import { translatable } from './i18n';

export const RESUME_UPLOAD_FIELD = 'resume';
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
/** What the file input offers; the server checks the content, never the name or type. */
export const RESUME_ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const MAX_ACCEPTED_SKILLS = 50;

export type ResumeMediaType = 'pdf' | 'docx';

export interface ResumeSuggestions {
  /** A job title read from the résumé, or null. */
  title: string | null;
  /** Skills found in its text that the candidate's record does not hold yet. */
  skills: string[];
}

/** The Content-Type a résumé is downloaded with. */
export const RESUME_MEDIA_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

export interface ResumeSummary {
  fileName: string;
  mediaType: ResumeMediaType;
  byteSize: number;
  /** ISO 8601. */
  uploadedAt: string;
  suggestions: ResumeSuggestions;
}

export interface AcceptSuggestionsInput {
  skills: string[];
  title?: string | null;
}

export const RESUME_MESSAGES = /* @__PURE__ */ translatable({
  notResume: /*i18n*/ {
    id: 'Sorry, that file is not a PDF or Word (.docx) résumé, so it was not saved. Please upload a PDF or DOCX file.',
  },
  tooLarge: /*i18n*/ { id: 'The file is too large: the limit is 5 MB. Please upload a smaller PDF or DOCX file.' },
  noFile: /*i18n*/ { id: 'Please choose a PDF or DOCX file to upload.' },
  tooComplex: /*i18n*/ {
    id: 'Sorry, that file expands to more than we can open safely, so it was not saved. Please save it again as a smaller PDF or DOCX file.',
  },
  tooManyUploads: /*i18n*/ {
    id: 'You have uploaded several résumés in a short time. Please wait a few minutes, then try again.',
  },
  unreadable: /*i18n*/ { id: 'Sorry, we could not read that file. Please check that it opens, then upload it again.' },
  notFound: /*i18n*/ { id: 'You have not uploaded a résumé yet.' },
  notSuggested: /*i18n*/ { id: 'Only skills and a job title found in your résumé can be added here.' },
});
