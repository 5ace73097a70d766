/**
 * The built-in signing page's state machine (docs/architecture.md §5): opening -> consent -> review ->
 * submitting -> saved -> leaving, or invalid; an informational document skips the consent. A pure
 * reducer: the page sends the calls a transition asks for (see EsignSignPage). Beside the phases, the
 * page's time limit: quiet, a warning before it closes (WCAG 2.2.1), then asking for more time.
 */
import type { OpenedCeremony, SigningPages, SigningPreview } from '../../../common/esign';
import { checkSignerValues, FIELD_MESSAGES } from '../../../common/onboarding';
import { ESIGN_TEXT } from './messages';
import type { SignerValues } from './SignerFields';

type Phase = 'opening' | 'consent' | 'review' | 'submitting' | 'saved' | 'leaving' | 'invalid';

/** Without the server's pages: the PDF itself for pdf.js, or the failure to get it. */
export type Fallback = { kind: 'pdf'; data: Uint8Array } | { kind: 'failed' };

/** What the finish step sends. */
interface Submission {
  signature?: { kind: 'drawn'; png: string } | { kind: 'typed'; text: string };
  values: Record<string, string>;
}

export interface SigningState {
  phase: Phase;
  /** The ceremony as shown: the page's preview first, then the opening's answer. */
  opened: SigningPreview | null;
  /** The opening's answer (its key and deadline). */
  session: OpenedCeremony | null;
  fallback: Fallback | null;
  agreed: boolean;
  /** The consent is being recorded (it waits for the opening when given before it answered). */
  consenting: boolean;
  mode: 'draw' | 'type';
  drawn: string | null;
  typed: string;
  values: SignerValues;
  fieldErrors: Record<string, string>;
  /** The sentence shown above the actions (a missing consent, field or signature; the server's refusal). */
  problem: string | null;
  saveFailed: boolean;
  /** Decline asks first (with an optional reason), then waits for the server with the question open. */
  confirmingDecline: boolean;
  declining: boolean;
  submission: Submission | null;
  /** When the page closes (its own clock), from the opening or the last extension. */
  deadline: number | null;
  timeLimit: 'quiet' | 'warning' | 'extending';
  /** What the warning says is left. */
  minutesLeft: number;
  /** Said once more time was given (a status), or why it was not (with the warning). */
  extended: string | null;
  extendFailed: string | null;
}

export type SigningAction =
  | { type: 'opened'; ceremony: OpenedCeremony; deadline: number }
  | { type: 'invalid' }
  | { type: 'pages'; pages: SigningPages | undefined }
  | { type: 'fallback'; fallback: Fallback }
  | { type: 'agree'; agreed: boolean }
  | { type: 'consent' }
  | { type: 'consented' }
  | { type: 'consentFailed' }
  | { type: 'mode'; mode: 'draw' | 'type' }
  | { type: 'drawn'; png: string | null }
  | { type: 'typed'; text: string }
  | { type: 'value'; name: string; value: SignerValues[string] }
  | { type: 'dismissProblem' }
  | { type: 'finish' }
  | { type: 'saved' }
  | { type: 'refused'; message: string; fields: Record<string, string> }
  | { type: 'saveFailed' }
  | { type: 'askDecline'; open: boolean }
  | { type: 'declining' }
  | { type: 'leaving' }
  | { type: 'warn'; minutes: number }
  | { type: 'extend' }
  | { type: 'extended'; deadline: number; minutes: number }
  | { type: 'extendFailed'; message: string };

// The consumer's consent is the candidate's; an informational document or the employer's countersignature needs none.
const firstPhase = (ceremony: SigningPreview): Phase =>
  ceremony.informational || ceremony.countersign ? 'review' : 'consent';

/** A page without a token is invalid; with the HTML's preview it draws at once, else it waits for the opening. */
export function initialSigningState(token: string | undefined, preview: SigningPreview | null): SigningState {
  const opened = token ? preview : null;
  return {
    phase: !token ? 'invalid' : opened ? firstPhase(opened) : 'opening',
    opened,
    session: null,
    fallback: null,
    agreed: false,
    consenting: false,
    mode: 'draw',
    drawn: null,
    typed: '',
    values: {},
    fieldErrors: {},
    problem: null,
    saveFailed: false,
    confirmingDecline: false,
    declining: false,
    submission: null,
    deadline: null,
    timeLimit: 'quiet',
    minutesLeft: 0,
    extended: null,
    extendFailed: null,
  };
}

/** The signature the signer gave in the chosen mode, if any. */
function signatureOf(state: SigningState): Submission['signature'] | null {
  if (state.mode === 'draw' && state.drawn) return { kind: 'drawn', png: state.drawn };
  if (state.mode === 'type' && state.typed.trim()) return { kind: 'typed', text: state.typed.trim() };
  return null;
}

/** Asking for a signature is over once there is one. */
function withoutMissingSignature(state: SigningState): SigningState {
  return state.problem === ESIGN_TEXT.signatureRequired && signatureOf(state) ? { ...state, problem: null } : state;
}

export function signingReducer(state: SigningState, action: SigningAction): SigningState {
  switch (action.type) {
    case 'opened': {
      // The key stays with the session; pages the preview laid out stay until the opening's (or
      // the manifest's) replace them.
      const { ceremonyKey: _key, ...ceremony } = action.ceremony;
      return {
        ...state,
        opened: { ...ceremony, pages: ceremony.pages ?? state.opened?.pages },
        session: action.ceremony,
        deadline: action.deadline,
        phase: state.phase === 'opening' ? firstPhase(ceremony) : state.phase,
      };
    }
    case 'invalid':
      return { ...state, phase: 'invalid' };
    case 'pages':
      return state.opened ? { ...state, opened: { ...state.opened, pages: action.pages } } : state;
    case 'fallback':
      return { ...state, fallback: action.fallback };
    case 'agree':
      return { ...state, agreed: action.agreed };
    case 'consent':
      if (!state.agreed) return { ...state, problem: ESIGN_TEXT.consentRequired };
      return state.consenting ? state : { ...state, consenting: true, problem: null };
    case 'consented':
      return { ...state, consenting: false, phase: 'review' };
    case 'consentFailed':
      return { ...state, consenting: false, problem: ESIGN_TEXT.couldNotSaveBody };
    case 'mode':
      return withoutMissingSignature({ ...state, mode: action.mode });
    case 'drawn':
      return withoutMissingSignature({ ...state, drawn: action.png });
    case 'typed':
      return withoutMissingSignature({ ...state, typed: action.text });
    case 'value': {
      const { [action.name]: _gone, ...fieldErrors } = state.fieldErrors;
      return { ...state, values: { ...state.values, [action.name]: action.value }, fieldErrors };
    }
    case 'dismissProblem':
      return { ...state, problem: null };
    case 'finish': {
      if (!state.opened || state.phase !== 'review') return state;
      // The same rule the server applies: required fields first, with each field's own message.
      const checked = checkSignerValues(state.opened.fields, state.values);
      if (Object.keys(checked.errors).length > 0)
        return { ...state, fieldErrors: checked.errors, problem: FIELD_MESSAGES.missing };
      const signature = state.opened.informational ? undefined : signatureOf(state);
      if (signature === null) return { ...state, fieldErrors: {}, problem: ESIGN_TEXT.signatureRequired };
      return {
        ...state,
        fieldErrors: {},
        problem: null,
        saveFailed: false,
        phase: 'submitting',
        submission: { ...(signature ? { signature } : {}), values: checked.values },
      };
    }
    case 'saved':
      return { ...state, phase: 'saved' };
    case 'refused':
      return { ...state, phase: 'review', fieldErrors: action.fields, problem: action.message };
    case 'saveFailed':
      return {
        ...state,
        phase: state.phase === 'submitting' ? 'review' : state.phase,
        saveFailed: true,
        confirmingDecline: false,
        declining: false,
      };
    case 'askDecline':
      return { ...state, confirmingDecline: action.open };
    case 'declining':
      return { ...state, declining: true };
    case 'leaving':
      return { ...state, phase: 'leaving', confirmingDecline: false };
    case 'warn':
      return { ...state, timeLimit: 'warning', minutesLeft: action.minutes, extended: null, extendFailed: null };
    case 'extend':
      return state.timeLimit === 'warning' ? { ...state, timeLimit: 'extending', extendFailed: null } : state;
    case 'extended':
      return {
        ...state,
        timeLimit: 'quiet',
        deadline: action.deadline,
        extended: ESIGN_TEXT.timeAdded(action.minutes),
      };
    case 'extendFailed':
      return { ...state, timeLimit: 'warning', extendFailed: action.message };
  }
}

/** The signer is waiting on the server: the actions wait too. */
export const isBusy = (state: SigningState) =>
  state.phase === 'submitting' || state.phase === 'saved' || state.phase === 'leaving' || state.declining;
