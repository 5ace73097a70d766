/** Runs the migrations in order. The list is static so it works from sources and from dist/. */
import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './index';
import * as m0001 from './migrations/2026-11-21-0001-content';
import * as m0002 from './migrations/2026-11-21-0002-accounts';
import * as m0003 from './migrations/2026-11-21-0003-jobs';
import * as m0004 from './migrations/2026-11-21-0004-documents';
import * as m0005 from './migrations/2026-11-21-0005-job-changes';
import * as m0006 from './migrations/2026-11-23-0006-candidate-record';
import * as m0007 from './migrations/2026-11-23-0007-candidate-files-alerts';
import * as m0008 from './migrations/2026-11-23-0008-hardening';
import * as m0009 from './migrations/2026-11-23-0009-search-engines';
import * as m0010 from './migrations/2026-11-23-0010-staff';
import * as m0011 from './migrations/2026-11-23-0011-console-candidates';
import * as m0012 from './migrations/2026-11-23-0012-content-history-staff-accounts';
import * as m0013 from './migrations/2026-11-23-0013-onboarding';
import * as m0014 from './migrations/2026-11-23-0014-credentials';
import * as m0015 from './migrations/2026-11-25-0015-esign-session-age';
import * as m0018 from './migrations/2026-11-25-0018-seals';
import * as m0019 from './migrations/2026-11-25-0019-countersign';
import * as m0021 from './migrations/2026-11-25-0021-word-prefixes';
import * as m0022 from './migrations/2026-11-25-0022-document-review-and-reading';
import * as m0023 from './migrations/2026-11-25-0023-seeded-pages-markdown';
import * as m0024 from './migrations/2026-11-25-0024-structured-pay';
import * as m0029 from './migrations/2026-11-28-0029-external-ids';
import * as m0030 from './migrations/2026-11-28-0030-stored-files';
import * as m0031 from './migrations/2026-11-28-0031-two-factor';
import * as m0025 from './migrations/2026-11-28-0025-application-form';
import * as m0027 from './migrations/2026-11-28-0027-pipeline-board';
import * as m0026 from './migrations/2026-11-28-0026-self-identification';
import * as m0028 from './migrations/2026-11-28-0028-interviews-mail-templates';
import * as m0032 from './migrations/2026-11-28-0032-webhooks';
import * as m0033 from './migrations/2026-11-28-0033-api-keys';
import * as m0034 from './migrations/2026-11-28-0034-passkeys';
import * as m0035 from './migrations/2026-11-28-0035-oidc-identities';
import * as m0036 from './migrations/2026-11-28-0036-job-category-index';
import * as m0038 from './migrations/2026-11-29-0038-document-downloads';
import * as m0039 from './migrations/2026-11-29-0039-one-open-assignment';
import * as m0041 from './migrations/2026-11-29-0041-session-public-id';
import * as m0046 from './migrations/2026-11-29-0046-account-time-zone';
import * as m0047 from './migrations/2026-11-29-0047-job-time-zone';
import * as m0048 from './migrations/2026-11-29-0048-document-last-reminded';
import * as m0053 from './migrations/2026-11-29-0053-idempotency-answers';
import * as m0056 from './migrations/2026-11-29-0056-brand';
import * as m0057 from './migrations/2026-11-29-0057-view-as-actions';
import * as m0058 from './migrations/2026-11-29-0058-preferred-language';
import * as m0059 from './migrations/2026-11-29-0059-disclosure-language';
import * as m0060 from './migrations/2026-11-30-0060-content-translations';
import * as m0061 from './migrations/2026-11-30-0061-form-i9';
import * as m0062 from './migrations/2026-11-30-0062-everify-cases';
import * as m0063 from './migrations/2026-11-30-0063-i9-reverification';
import * as m0064 from './migrations/2026-11-30-0064-one-i9-per-application';
import * as m0065 from './migrations/2026-11-30-0065-i9-templates';
import * as m0066 from './migrations/2026-11-30-0066-i9-purges';
import * as m0067 from './migrations/2026-11-30-0067-i9-copies-receipts';
import * as m0068 from './migrations/2026-11-30-0068-i9-rehires';

const migrations: Record<string, Migration> = {
  '2026-11-21-0001-content': m0001,
  '2026-11-21-0002-accounts': m0002,
  '2026-11-21-0003-jobs': m0003,
  '2026-11-21-0004-documents': m0004,
  '2026-11-21-0005-job-changes': m0005,
  '2026-11-23-0006-candidate-record': m0006,
  '2026-11-23-0007-candidate-files-alerts': m0007,
  '2026-11-23-0008-hardening': m0008,
  '2026-11-23-0009-search-engines': m0009,
  '2026-11-23-0010-staff': m0010,
  '2026-11-23-0011-console-candidates': m0011,
  '2026-11-23-0012-content-history-staff-accounts': m0012,
  '2026-11-23-0013-onboarding': m0013,
  '2026-11-23-0014-credentials': m0014,
  '2026-11-25-0015-esign-session-age': m0015,
  '2026-11-25-0018-seals': m0018,
  '2026-11-25-0019-countersign': m0019,
  '2026-11-25-0021-word-prefixes': m0021,
  '2026-11-25-0022-document-review-and-reading': m0022,
  '2026-11-25-0023-seeded-pages-markdown': m0023,
  '2026-11-25-0024-structured-pay': m0024,
  '2026-11-28-0029-external-ids': m0029,
  '2026-11-28-0030-stored-files': m0030,
  '2026-11-28-0031-two-factor': m0031,
  '2026-11-28-0025-application-form': m0025,
  '2026-11-28-0027-pipeline-board': m0027,
  '2026-11-28-0026-self-identification': m0026,
  '2026-11-28-0028-interviews-mail-templates': m0028,
  '2026-11-28-0032-webhooks': m0032,
  '2026-11-28-0033-api-keys': m0033,
  '2026-11-28-0034-passkeys': m0034,
  '2026-11-28-0035-oidc-identities': m0035,
  '2026-11-28-0036-job-category-index': m0036,
  '2026-11-29-0038-document-downloads': m0038,
  '2026-11-29-0039-one-open-assignment': m0039,
  '2026-11-29-0041-session-public-id': m0041,
  '2026-11-29-0046-account-time-zone': m0046,
  '2026-11-29-0047-job-time-zone': m0047,
  '2026-11-29-0048-document-last-reminded': m0048,
  '2026-11-29-0053-idempotency-answers': m0053,
  '2026-11-29-0056-brand': m0056,
  '2026-11-29-0057-view-as-actions': m0057,
  '2026-11-29-0058-preferred-language': m0058,
  '2026-11-29-0059-disclosure-language': m0059,
  '2026-11-30-0060-content-translations': m0060,
  '2026-11-30-0061-form-i9': m0061,
  '2026-11-30-0062-everify-cases': m0062,
  '2026-11-30-0063-i9-reverification': m0063,
  '2026-11-30-0064-one-i9-per-application': m0064,
  '2026-11-30-0065-i9-templates': m0065,
  '2026-11-30-0066-i9-purges': m0066,
  '2026-11-30-0067-i9-copies-receipts': m0067,
  '2026-11-30-0068-i9-rehires': m0068,
};

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
