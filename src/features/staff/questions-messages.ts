/** Texts of the job form's screening questions, their translations, and the answers on the applicants page. */
import { msg, t } from '@lingui/core/macro';
import { FORM_LIMITS, YES_NO_LABELS } from '../../../common/application-form';
import { translatable } from '../../../common/i18n';

const maxQuestions = FORM_LIMITS.questions;

export const QUESTION_TEXT = translatable({
  heading: msg`Screening questions`,
  hint: msg({
    message: `Asked on the application form before a candidate applies (at most ${maxQuestions}). Without questions, applying stays one click. A knockout answer sets the application to Not selected at once; candidates never see the rules.`,
    comment: '“Not selected” is the name of an application’s status.',
  }),
  none: msg`No questions: candidates apply in one click.`,
  question: (n: number) => t({ message: `Question ${n}`, comment: 'The number of a screening question in the form.' }),
  kind: msg({ message: 'Kind', comment: 'Label of the kind of question: yes or no, single choice, number…' }),
  chooseKind: msg`Choose a kind`,
  text: msg({ message: 'Question', comment: 'Label of the question’s text.' }),
  required: msg`Required`,
  options: msg`Options, one per line`,
  knockout: msg`Answers that knock out`,
  knockoutHint: msg({
    message: 'An application with one of these answers is set to Not selected.',
    comment: '“Not selected” is the name of an application’s status.',
  }),
  min: msg`Knock out below`,
  max: msg`Knock out above`,
  rangeHint: msg`Leave empty for no limit.`,
  add: msg`Add a question`,
  remove: msg`Remove`,
  up: msg`Move up`,
  down: msg`Move down`,
  answers: msg`Application form`,
  coverLetter: msg`Cover letter`,
  noCoverLetter: msg`No cover letter.`,
  notAnswered: msg`Not answered`,
  knockedOut: (question: string, answer: string) => t`Knocked out by “${question}”: answered “${answer}”.`,
  uploaded: msg`Résumé uploaded for this application.`,
  translations: msg`Screening questions in other languages`,
  translationsHint: msg`Candidates who read the portal in another language get these versions; a question without one is shown in English. Answers are kept in English. A question you change loses its translations when the job is saved.`,
  originalsAbove: msg`The original questions are written in the job form above.`,
  questionIn: (n: number, language: string) =>
    t({
      message: `Question ${n} in ${language}`,
      comment: 'Name of a question’s translation form; {language} is a language named in itself: “Español”.',
    }),
  option: (n: number) => t({ message: `Option ${n}`, comment: 'The number of an answer of a choice question.' }),
});

/** A yes/no question's answer as a person reads it (stored and compared in English); any other answer as it is. */
export const answerLabel = (answer: string) =>
  Object.hasOwn(YES_NO_LABELS, answer) ? YES_NO_LABELS[answer as keyof typeof YES_NO_LABELS] : answer;
