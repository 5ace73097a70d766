/** The text of a PDF (pdf.js, in the server's file pool: the same reader résumés go through). */
import type { Services } from '../../server/services';

export function pdfText(services: Pick<Services, 'files'>, bytes: Uint8Array): Promise<string> {
  return services.files.run('resumeText', { kind: 'pdf', bytes, maxPages: 30, maxChars: 1_000_000 });
}
