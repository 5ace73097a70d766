/**
 * Step-up from anywhere in the client: a call the server answers 401 STEP_UP_REQUIRED asks the
 * person to confirm it is them (the dialog that StepUpHost draws for staff sessions), then runs
 * again. Candidates never meet it: the server asks it of staff sessions only.
 */
import { pageState } from './page-state';

/** What the person is about to do: the dialog says why it asks. */
export type StepUpPurpose =
  'signedDocument' | 'export' | 'role' | 'apiKey' | 'resume' | 'candidateFile' | 'brand' | 'action';

type Ask = (purpose: StepUpPurpose) => Promise<boolean>;
let ask: Ask | null = null;

/** The host that draws the dialog registers here (null when it goes). */
export function onStepUp(handler: Ask | null): void {
  ask = handler;
}

/** Asks for a recent authentication; true once the person confirmed it, false if they cancelled. */
export function askStepUp(purpose: StepUpPurpose): Promise<boolean> {
  return ask ? ask(purpose) : Promise.resolve(false);
}

/** A staff member's session, also while viewing as a candidate: the only sessions step-up applies to. */
export const staffSession = (): boolean =>
  pageState.role === 'staff' || pageState.role === 'admin' || pageState.viewAs !== null;
