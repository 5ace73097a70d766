/**
 * E-Verify behind one interface (docs/product.md §4.19): after Form I-9 Section 2 at a hiring site
 * enrolled in E-Verify, a case is created from the form's data and its result kept with the form.
 * `simulator` answers in-process as the DHS test environment's scenarios do; `none` creates no case.
 * The DHS web service itself (SOAP over mutual TLS, credentials from an employer's memorandum of
 * understanding) is left for an employer with that agreement: nothing here pretends to call it.
 */
import { randomInt } from 'node:crypto';

/** A case's result as E-Verify words it. */
type EVerifyStatus = 'employment_authorized' | 'tentative_nonconfirmation' | 'dhs_verification_in_process';

interface EVerifyCase {
  caseNumber: string;
  status: EVerifyStatus;
  /** A Further Action Notice to give the employee (for a tentative nonconfirmation); null otherwise. */
  furtherAction: string | null;
}

/** What a case is made from: Section 1's person and Section 2's first day. */
interface EVerifyCaseInput {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  ssn: string;
  citizenship: string;
  startDate: string;
}

export interface EVerifyProvider {
  /** Gives up when `signal` aborts (the caller's deadline): a real adapter cancels its request. */
  createCase(input: EVerifyCaseInput, signal: AbortSignal): Promise<EVerifyCase>;
}

/** The case, or the deadline's refusal: a provider that ignores `signal` still answers in time. */
export function createCaseBy(provider: EVerifyProvider, input: EVerifyCaseInput, ms: number): Promise<EVerifyCase> {
  const signal = AbortSignal.timeout(ms);
  const late = new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(new Error(`E-Verify did not answer within ${ms} ms`)), {
      once: true,
    }),
  );
  return Promise.race([provider.createCase(input, signal), late]);
}

/**
 * The simulator: a case number like E-Verify's (a year and digits), and a result chosen by the
 * last name, as the DHS test environment does: "Tentative" gives a tentative nonconfirmation with
 * its further action notice, "Pending" a verification still in process, "Unavailable" no answer at
 * all (E-Verify down: the caller's deadline ends the wait); anyone else is authorized.
 */
export function everifySimulator(now: () => number = Date.now): EVerifyProvider {
  return {
    async createCase(input, signal) {
      if (input.lastName.trim().toLowerCase() === 'unavailable')
        return new Promise<never>((_, reject) =>
          signal.addEventListener('abort', () => reject(new Error('E-Verify unavailable')), { once: true }),
        );
      const year = new Date(now()).getUTCFullYear();
      const caseNumber = `${year}${String(randomInt(0, 1e9)).padStart(9, '0')}SIM`;
      const last = input.lastName.trim().toLowerCase();
      if (last === 'tentative')
        return {
          caseNumber,
          status: 'tentative_nonconfirmation',
          furtherAction: 'SSA Tentative Nonconfirmation: give the employee the Further Action Notice.',
        };
      if (last === 'pending') return { caseNumber, status: 'dhs_verification_in_process', furtherAction: null };
      return { caseNumber, status: 'employment_authorized', furtherAction: null };
    },
  };
}
