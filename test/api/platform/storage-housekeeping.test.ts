/**
 * Storage stays clean after crashes (SECURITY reliability): housekeeping removes temporaries and
 * unreferenced files older than an hour, and never a file the database refers to.
 */
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sweepStorage } from '../../../server/lib/housekeeping';
import { scannedPdf } from '../../fixtures/pdfs';
import { assignSample, useServerWithCasey } from '../../helpers/documents';

const HOUR = 3_600_000;

describe('Storage housekeeping', () => {
  const ctx = useServerWithCasey();

  const file = (key: string) => path.join(ctx.server.config.storageDir, key);
  function place(key: string, ageMs: number) {
    mkdirSync(path.dirname(file(key)), { recursive: true });
    writeFileSync(file(key), 'left behind');
    age(key, ageMs);
  }
  function age(key: string, ageMs: number) {
    const at = new Date(Date.now() - ageMs);
    utimesSync(file(key), at, at);
  }

  test('When a crash left temporaries and unreferenced files, Then the old ones go and referenced or recent files stay', async () => {
    const doc = await assignSample(ctx.server, ctx.casey.id, { delivery: 'manual' });
    await ctx.casey.agent
      .put(`/api/documents/${doc.docHandle}.pdf`)
      .attach('pdf_signed', Buffer.from(await scannedPdf()), 'scan.pdf')
      .expect(200);
    const row = await ctx.server.database.db
      .selectFrom('document')
      .select(['sourceKey', 'signedKey'])
      .where('id', '=', doc.id)
      .executeTakeFirstOrThrow();
    const referenced = [row.sourceKey, row.signedKey!, doc.template.storageKey];
    for (const key of referenced) age(key, 30 * 24 * HOUR); // old, but in use

    place('signed/.tmp-0123456789abcdef', 2 * HOUR);
    place('templates/.tmp-fedcba9876543210', 2 * HOUR);
    place('signed/orphan-old.pdf', 2 * HOUR);
    place('doc-check/orphan-old.pdf', 5 * HOUR);
    place('signed/.tmp-aaaaaaaaaaaaaaaa', 10 * 60_000); // an upload in progress
    place('signed/orphan-new.pdf', 10 * 60_000); // written, its row not yet committed

    const removed = await sweepStorage(ctx.server.database.db, ctx.server.services.storage, Date.now());

    expect(removed.sort()).toEqual(
      [
        'doc-check/orphan-old.pdf',
        'signed/.tmp-0123456789abcdef',
        'signed/orphan-old.pdf',
        'templates/.tmp-fedcba9876543210',
      ].sort(),
    );
    for (const key of removed) expect(existsSync(file(key))).toBe(false);
    for (const key of [...referenced, 'signed/.tmp-aaaaaaaaaaaaaaaa', 'signed/orphan-new.pdf']) {
      expect(existsSync(file(key))).toBe(true);
    }
    // The signed copy still downloads.
    await ctx.casey.agent.get(`/api/documents/${doc.docHandle}.pdf`).expect(200);
  });
});
