/**
 * The accessibility conformance report (docs/accessibility-conformance-report.md) as the statement's
 * report screen shows it. The file ships with the server and does not change while it runs: it
 * is read and rendered once, on the first request.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CONFORMANCE_REPORT_FILE, type ConformanceReport } from '../../../common/accessibility';
import { i18n } from '../../../common/i18n';
import { AppError, ErrorCode } from '../../errors';
import { markdownToSafeHtml } from '../../lib/markdown';
import { PROJECT_ROOT } from '../../lib/project-root';

export function conformanceReport(root = PROJECT_ROOT): () => Promise<ConformanceReport> {
  let rendered: Promise<ConformanceReport> | undefined;
  return () =>
    (rendered ??= readFile(path.join(root, CONFORMANCE_REPORT_FILE), 'utf8').then(
      (markdown) => ({ html: markdownToSafeHtml(markdown) }),
      (error: unknown) => {
        // A failed read is not kept: the next request tries again.
        rendered = undefined;
        // An installation without the repository's docs/ says so instead of failing.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT')
          throw new AppError(ErrorCode.NOT_FOUND, i18n._('The conformance report is not installed with this server.'));
        throw error;
      },
    ));
}
