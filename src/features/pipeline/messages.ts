/** Texts of the pipeline board (/admin/jobs/{id}/board). */
import { msg, plural, t } from '@lingui/core/macro';
import { PIPELINE_LIMITS } from '../../../common/pipeline';
import { translatable } from '../../../common/i18n';

const bulkLimit = PIPELINE_LIMITS.bulk;

export const BOARD_TEXT = translatable({
  title: msg`Pipeline Board`,
  accountDeleted: msg`The candidate deleted their account: nothing more can be sent or changed.`,
  /** The job's title and location: no words of ours. */
  lead: (title: string, location: string) => `${title} · ${location}`,
  loading: msg`Loading the board…`,
  couldNotLoad: msg`Sorry, we could not load the board.`,
  backToApplicants: msg`Back to the applicants`,
  backToJobs: msg`Back to the jobs`,
  columns: msg`Applications by status`,
  count: (count: number) => plural(count, { one: '# application', other: '# applications' }),
  emptyColumn: msg({ message: 'None', comment: 'A column of the board without applications.' }),
  noApplications: msg`No applications yet. They appear here as candidates apply.`,
  noMatch: msg`No application matches these filters.`,
  shown: (shown: number, total: number) => t`Showing ${shown} of ${total} applications.`,
  applied: msg({ message: 'Applied', comment: 'Before the date the candidate applied: “Applied Jan 3, 2026”.' }),
  select: (name: string) => t`Select ${name}`,
  previewResume: msg`Preview résumé`,
  downloadResume: msg({ message: 'Download', comment: 'Downloads the résumé of the card’s application.' }),
  noResume: msg`No résumé`,
  notes: (count: number) => plural(count, { one: '# note', other: '# notes' }),
  notesAndTags: msg`Notes, tags and history`,
  tags: msg`Tags`,
  moveTo: msg({ message: 'Move to…', comment: 'Menu of the statuses a card can be moved to.' }),
  /** A candidate's name after a control's label, for screen readers: no words of ours. */
  forName: (name: string) => ` (${name})`,
  dragHint: msg({
    message: 'Drag a card to another column, or use its Move to… menu.',
    comment: '“Move to…” is the name of the card’s menu, as translated on the card.',
  }),
  candidatesOwn: msg({
    message: 'Withdrawn is the candidate’s own step: staff cannot move an application there.',
    comment: '“Withdrawn” is the name of an application’s status.',
  }),
  moving: (name: string, status: string) => t`Moving ${name} to ${status}…`,
  moved: (name: string, status: string) => t`${name} moved to ${status}.`,
  mailed: msg({
    message: ' The candidate was sent a mail.',
    comment: 'Follows “(name) moved to (status).”; keep the leading space.',
  }),
  moveFailed: (name: string) => t`Sorry, ${name} could not be moved. The card is back where it was.`,
  mailChoiceTitle: (name: string, status: string) => t`Move ${name} to ${status}`,
  mailChoiceMany: (count: number, status: string) => t`Move ${count} applications to ${status}`,
  sendMail: msg`Send the candidate the status mail`,
  move: msg({ message: 'Move', comment: 'Confirms moving the application to the new status.' }),
  cancel: msg`Cancel`,
  close: msg`Close`,
});

export const FILTER_TEXT = translatable({
  legend: msg`Filter the board`,
  tag: msg`Tag`,
  anyTag: msg`Any tag`,
  after: msg`Applied on or after`,
  name: msg`Name`,
  namePlaceholder: msg`Words of the name`,
  knockedOut: msg`Knocked out only`,
  question: msg({
    message: 'Answered',
    comment: 'Label of the choice of a screening question the candidates answered.',
  }),
  anyQuestion: msg`Any question`,
  answer: msg`Answer`,
  anyAnswer: msg`Any answer`,
  answerPlaceholder: msg`Words of the answer`,
  apply: msg({ message: 'Filter', comment: 'Button that applies the board’s filters.' }),
  clear: msg`Clear filters`,
});

export const BULK_TEXT = translatable({
  /** The bar's name for screen readers; the count beside it changes as cards are selected. */
  region: msg`Selected applications`,
  selected: (count: number) => plural(count, { one: '# selected', other: '# selected' }),
  selectColumn: (status: string) => t`Select all in ${status}`,
  clear: msg`Clear selection`,
  status: msg`New status`,
  move: msg`Move selected`,
  sendStatusMail: msg`Send the status mail`,
  moving: msg`Moving…`,
  mail: msg`Mail selected`,
  limit: msg`At most ${bulkLimit} at a time.`,
  result: (done: number, total: number) =>
    done === total ? t`${done} moved.` : t`${done} of ${total} moved; the others are listed below.`,
  failed: msg`Sorry, the selection could not be moved.`,
  mailTitle: (count: number) => plural(count, { one: 'Mail # candidate', other: 'Mail # candidates' }),
  subject: msg`Subject`,
  body: msg`Message`,
  bodyHint: msg({
    message:
      'Plain text. A blank line starts a new paragraph. Each candidate’s mail starts with “Hello (first name),”.',
    comment: 'Write the greeting as the Spanish mails write it.',
  }),
  send: msg`Send`,
  sending: msg`Sending…`,
  mailResult: (done: number, total: number) =>
    done === total ? t`${done} mails queued.` : t`${done} of ${total} mails queued; the others are listed below.`,
  mailFailed: msg`Sorry, the mail could not be sent.`,
  /** A candidate's name and the server's reason: no words of ours. */
  itemFailed: (name: string, error: string) => `${name}: ${error}`,
});

export const DETAILS_TEXT = translatable({
  title: (name: string) => t`${name}: notes, tags and history`,
  history: msg`Status history`,
  by: (name: string) =>
    t({
      message: ` by ${name}`,
      comment: 'After a status and its date in the history: “Offer · Jan 3, 2026 by Alex Lee”.',
    }),
  tags: msg`Tags`,
  noTags: msg`No tags yet.`,
  newTag: msg`New tag`,
  addTag: msg`Add tag`,
  removeTag: (tag: string) => t`Remove tag ${tag}`,
  tagFailed: msg`Sorry, the tag could not be saved.`,
  notes: msg`Notes`,
  notesHint: msg`Only staff see notes.`,
  noNotes: msg`No notes yet.`,
  loadingNotes: msg`Loading the notes…`,
  notesFailed: msg`Sorry, we could not load the notes.`,
  newNote: msg`New note`,
  addNote: msg`Add note`,
  adding: msg`Adding…`,
  noteFailed: msg`Sorry, the note could not be saved.`,
  deleteNote: msg({ message: 'Delete', comment: 'Deletes a note.' }),
  deleted: msg`Note deleted.`,
  added: msg`Note added.`,
  unknownAuthor: msg`A former staff member`,
});

export const RESUME_TEXT = translatable({
  title: (name: string) => t`Résumé of ${name}`,
  loading: msg`Loading the résumé…`,
  failed: msg`Sorry, the résumé could not be shown. Download it instead.`,
  noPreview: msg`This résumé is a Word document: it has no preview here. Download it to read it.`,
  download: (fileName: string) => t`Download ${fileName}`,
});
