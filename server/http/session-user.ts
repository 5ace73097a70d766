/** The signed-in user as the HTTP layer knows it (SPEC §3 User, plus role and confirmation). */
import type {} from 'passport';

export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: 'candidate' | 'staff' | 'admin';
  emailConfirmed: boolean;
  /** A staff member viewing the portal as this candidate (ARCHITECTURE §5). */
  ghost: boolean;
  /** While `ghost`: the staff member viewing (audited as the actor of what the view asks for). */
  viewedBy: number | null;
  edgeCandidateId: string | null;
  /** The account's session version: session tokens carry it and die when it moves. */
  sessionVersion: number;
  /** The zone this person reads times in (IANA); null: not chosen yet (the job's, then the default). */
  timeZone: string | null;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SessionUser {}
  }
}
