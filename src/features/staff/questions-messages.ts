/** Texts of the job form's screening questions and of the answers on the applicants page. */
import { FORM_LIMITS } from '../../../common/application-form';

export const QUESTION_TEXT = {
  heading: 'Screening questions',
  hint: `Asked on the application form before a candidate applies (at most ${FORM_LIMITS.questions}). Without questions, applying stays one click. A knockout answer sets the application to Not selected at once; candidates never see the rules.`,
  none: 'No questions: candidates apply in one click.',
  question: (n: number) => `Question ${n}`,
  kind: 'Kind',
  chooseKind: 'Choose a kind',
  text: 'Question',
  required: 'Required',
  options: 'Options, one per line',
  knockout: 'Answers that knock out',
  knockoutHint: 'An application with one of these answers is set to Not selected.',
  min: 'Knock out below',
  max: 'Knock out above',
  rangeHint: 'Leave empty for no limit.',
  add: 'Add a question',
  remove: 'Remove',
  up: 'Move up',
  down: 'Move down',
  answers: 'Application form',
  coverLetter: 'Cover letter',
  noCoverLetter: 'No cover letter.',
  notAnswered: 'Not answered',
  knockedOut: (question: string, answer: string) => `Knocked out by “${question}”: answered “${answer}”.`,
  uploaded: 'Résumé uploaded for this application.',
} as const;
