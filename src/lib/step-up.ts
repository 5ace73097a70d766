/**
 * Step-up from anywhere in the client: a call the server answers 401 STEP_UP_REQUIRED asks the
 * person to confirm it is them (the dialog that StepUpHost draws for staff sessions), then runs
 * again. Candidates never meet it: the server asks it of staff sessions only.
 */
import { pageState } from './page-state';

/** What the person is about to do: the dialog says why it asks. */
export type StepUpPurpose =
  'signedDocument' | 'export' | 'role' | 'apiKey' | 'resume' | 'candidateFile' | 'brand' | 'action' | 'i9Copy';

type Ask = (purpose: StepUpPurpose) => Promise<boolean>;
let ask: Ask | null = null;
/** Those who asked before the host's chunk had loaded (a click right after the page showed). */
let early: ((handler: Ask | null) => void)[] = [];

/** How long a question waits for the host to load before it counts as cancelled. */
const HOST_WAIT_MS = 10_000;

/** The host that draws the dialog registers here (null when it goes). */
export function onStepUp(handler: Ask | null): void {
  ask = handler;
  if (!handler) return;
  const waiting = early;
  early = [];
  for (const resolve of waiting) resolve(handler);
}

/**
 * Asks for a recent authentication; true once the person confirmed it, false if they cancelled.
 * The host loads after the page: a question asked before it has, waits for it.
 */
export function askStepUp(purpose: StepUpPurpose): Promise<boolean> {
  if (ask) return ask(purpose);
  return new Promise<Ask | null>((resolve) => {
    early.push(resolve);
    setTimeout(() => resolve(null), HOST_WAIT_MS);
  }).then((handler) => (handler ? handler(purpose) : false));
}

/** A staff member's session, also while viewing as a candidate: the only sessions step-up applies to. */
export const staffSession = (): boolean =>
  pageState.role === 'staff' || pageState.role === 'admin' || pageState.viewAs !== null;
