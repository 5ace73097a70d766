/** Texts of the pipeline board (/admin/jobs/{id}/board). */
import { PIPELINE_LIMITS } from '../../../common/pipeline';

export const BOARD_TITLE = 'Pipeline board';

export const BOARD_TEXT = {
  lead: (title: string, location: string) => `${title} · ${location}`,
  loading: 'Loading the board…',
  couldNotLoad: 'Sorry, we could not load the board.',
  backToApplicants: 'Back to the applicants',
  backToJobs: 'Back to the jobs',
  columns: 'Applications by status',
  count: (n: number) => (n === 1 ? '1 application' : `${n} applications`),
  emptyColumn: 'None',
  noApplications: 'No applications yet. They appear here as candidates apply.',
  noMatch: 'No application matches these filters.',
  shown: (shown: number, total: number) => `Showing ${shown} of ${total} applications.`,
  applied: 'Applied',
  select: (name: string) => `Select ${name}`,
  previewResume: 'Preview résumé',
  downloadResume: 'Download',
  noResume: 'No résumé',
  notes: (n: number) => (n === 1 ? '1 note' : `${n} notes`),
  notesAndTags: 'Notes, tags and history',
  tags: 'Tags',
  moveTo: 'Move to…',
  forName: (name: string) => ` (${name})`,
  dragHint: 'Drag a card to another column, or use its Move to… menu.',
  candidatesOwn: 'Withdrawn is the candidate’s own step: staff cannot move an application there.',
  moving: (name: string, status: string) => `Moving ${name} to ${status}…`,
  moved: (name: string, status: string) => `${name} moved to ${status}.`,
  mailed: ' The candidate was sent a mail.',
  moveFailed: (name: string) => `Sorry, ${name} could not be moved. The card is back where it was.`,
  mailChoiceTitle: (name: string, status: string) => `Move ${name} to ${status}`,
  mailChoiceMany: (n: number, status: string) => `Move ${n} applications to ${status}`,
  sendMail: 'Send the candidate the status mail',
  move: 'Move',
  cancel: 'Cancel',
  close: 'Close',
} as const;

export const FILTER_TEXT = {
  legend: 'Filter the board',
  tag: 'Tag',
  anyTag: 'Any tag',
  after: 'Applied on or after',
  name: 'Name',
  namePlaceholder: 'Words of the name',
  apply: 'Filter',
  clear: 'Clear filters',
} as const;

export const BULK_TEXT = {
  selected: (n: number) => (n === 1 ? '1 selected' : `${n} selected`),
  selectColumn: (status: string) => `Select all in ${status}`,
  clear: 'Clear selection',
  status: 'New status',
  move: 'Move selected',
  sendStatusMail: 'Send the status mail',
  moving: 'Moving…',
  mail: 'Mail selected',
  limit: `At most ${PIPELINE_LIMITS.bulk} at a time.`,
  result: (done: number, total: number) =>
    done === total ? `${done} moved.` : `${done} of ${total} moved; the others are listed below.`,
  failed: 'Sorry, the selection could not be moved.',
  mailTitle: (n: number) => (n === 1 ? 'Mail 1 candidate' : `Mail ${n} candidates`),
  subject: 'Subject',
  body: 'Message',
  bodyHint: 'Plain text. A blank line starts a new paragraph. Each candidate’s mail starts with “Hello (first name),”.',
  send: 'Send',
  sending: 'Sending…',
  mailResult: (done: number, total: number) =>
    done === total ? `${done} mails queued.` : `${done} of ${total} mails queued; the others are listed below.`,
  mailFailed: 'Sorry, the mail could not be sent.',
  itemFailed: (name: string, error: string) => `${name}: ${error}`,
} as const;

export const DETAILS_TEXT = {
  title: (name: string) => `${name}: notes, tags and history`,
  history: 'Status history',
  by: (name: string) => ` by ${name}`,
  tags: 'Tags',
  noTags: 'No tags yet.',
  newTag: 'New tag',
  addTag: 'Add tag',
  removeTag: (tag: string) => `Remove tag ${tag}`,
  tagFailed: 'Sorry, the tag could not be saved.',
  notes: 'Notes',
  notesHint: 'Only staff see notes.',
  noNotes: 'No notes yet.',
  loadingNotes: 'Loading the notes…',
  notesFailed: 'Sorry, we could not load the notes.',
  newNote: 'New note',
  addNote: 'Add note',
  adding: 'Adding…',
  noteFailed: 'Sorry, the note could not be saved.',
  deleteNote: 'Delete',
  deleted: 'Note deleted.',
  added: 'Note added.',
  unknownAuthor: 'A former staff member',
} as const;

export const RESUME_TEXT = {
  title: (name: string) => `Résumé of ${name}`,
  loading: 'Loading the résumé…',
  failed: 'Sorry, the résumé could not be shown. Download it instead.',
  noPreview: 'This résumé is a Word document: it has no preview here. Download it to read it.',
  download: (fileName: string) => `Download ${fileName}`,
} as const;
