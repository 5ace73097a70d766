import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppError, ErrorCode } from '../../errors';
import { conformanceReport } from './conformance-report';

describe('The conformance report as served', () => {
  test('When read, Then it is the repository’s report as HTML with its tables, read once', async () => {
    const report = conformanceReport();
    const first = await report();
    expect(first.html).toContain('<h1>Accessibility Conformance Report');
    expect(first.html.match(/<table>/g)?.length).toBeGreaterThanOrEqual(3);
    expect(await report()).toBe(first);
  });

  test('When the installation has no docs/, Then it answers that the report is not installed, not a failure', async () => {
    const report = conformanceReport(mkdtempSync(path.join(tmpdir(), 'no-docs-')));
    const refused = await report().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe(ErrorCode.NOT_FOUND);
    // Not kept: a later request reads again.
    expect(await report().catch((error: unknown) => error)).not.toBe(refused);
  });
});
