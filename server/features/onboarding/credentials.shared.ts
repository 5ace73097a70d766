/** What the credential use cases share: their deps (see credentials.ts). */
import type { Db } from '../../db';
import type { Clock } from '../../lib/clock';
import type { FileStorage } from '../../providers/storage/storage.types';
import type { FilePool } from '../../untrusted';
import type { DocumentsService } from '../documents/documents.service';
import type { OnboardingRepository } from './onboarding.repository';

export interface CredentialsDeps {
  db: Db;
  documents: DocumentsService;
  /** What a candidate has open already (a renewal is not requested beside it). */
  openAssignments: OnboardingRepository['openAssignments'];
  storage: FileStorage;
  files: FilePool;
  clock: Clock;
  site: { siteName: string; publicUrl: string };
  mailQueued: () => void;
}
