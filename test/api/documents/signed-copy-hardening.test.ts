/**
 * Signed copies (SECURITY 5.2.2 and the reliability checklist): only a real PDF with its pages is
 * accepted, and one document gets one signed copy whatever the races.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { DOCUMENT_SERVER_MESSAGES } from '../../../common/documents';
import { scannedPdf } from '../../fixtures/pdfs';
import { HOSTILE_UPLOAD_NAMES } from '../../fixtures/upload-names';
import { assignSample, gql, useServerWithCasey } from '../../helpers/documents';
import { CONSENT } from '../../helpers/consent';

describe('Signed copies', () => {
  const ctx = useServerWithCasey();

  const signedFiles = (handle: string) => {
    const dir = path.join(ctx.server.config.storageDir, 'signed');
    return (existsSync(dir) ? readdirSync(dir) : []).filter((f) => f.startsWith(handle));
  };
  const upload = (handle: string, bytes: Uint8Array, name = 'signed.pdf') =>
    ctx.casey.agent.put(`/api/documents/${handle}.pdf`).attach('pdf_signed', Buffer.from(bytes), name);

  async function pdfOfPages(pages: number): Promise<Uint8Array> {
    const pdf = await PDFDocument.create();
    for (let i = 0; i < pages; i += 1) pdf.addPage().drawText(`Signed page ${i + 1}`);
    return pdf.save({ addDefaultPage: false });
  }

  describe('content checks', () => {
    const notPdfs: [string, () => Promise<Uint8Array> | Uint8Array][] = [
      ['a %PDF- line and nothing else', () => Buffer.from('%PDF-1.7\n')],
      ['a %PDF- line, then text', () => Buffer.from('%PDF-1.4\nThis is a letter, not a PDF.\n%%EOF\n')],
      ['a %PDF- line, then HTML', () => Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>')],
      ['a PDF without pages', () => pdfOfPages(0)],
      ['a truncated PDF', async () => (await pdfOfPages(1)).subarray(0, 200)],
    ];
    test.each(notPdfs)(
      "When the upload is %s, Then SPEC's rejection message and nothing is stored",
      async (_l, make) => {
        const doc = await assignSample(ctx.server, ctx.casey.id, { delivery: 'manual' });
        const res = await upload(doc.docHandle, await make());
        expect(res.status).toBe(415);
        expect(res.body.message).toBe(DOCUMENT_SERVER_MESSAGES.notPdf);
        expect(signedFiles(doc.docHandle)).toEqual([]);
      },
    );

    test('When the signed copy of a 3-page electronic document has 1 page, Then it is refused; 3 or more pages are accepted', async () => {
      const doc = await assignSample(ctx.server, ctx.casey.id, { delivery: 'electronic', pages: 3 });
      const short = await upload(doc.docHandle, await pdfOfPages(1));
      expect(short.status).toBe(400);
      expect(short.body.message).toBe(DOCUMENT_SERVER_MESSAGES.missingPages);
      expect(signedFiles(doc.docHandle)).toEqual([]);
      await upload(doc.docHandle, await pdfOfPages(4)).expect(200);
    });

    test('When a hard-copy document comes back as a one-page scan, Then it is accepted', async () => {
      const doc = await assignSample(ctx.server, ctx.casey.id, { delivery: 'manual', pages: 2 });
      await upload(doc.docHandle, await scannedPdf()).expect(200);
    });
  });

  describe('hostile file names', () => {
    test('When signed copies arrive under hostile names, Then each is stored under a ctx.server-made name and downloads with a safe header', async () => {
      const refused: string[] = [];
      for (const name of HOSTILE_UPLOAD_NAMES) {
        const doc = await assignSample(ctx.server, ctx.casey.id, { delivery: 'manual' });
        const res = await upload(doc.docHandle, await scannedPdf(), name);
        if (res.status === 400) {
          // A name that breaks the multipart part header: the body cannot be read, nothing is stored.
          expect(res.body.message).toBe(DOCUMENT_SERVER_MESSAGES.malformedUpload);
          expect(signedFiles(doc.docHandle)).toEqual([]);
          refused.push(name);
          continue;
        }
        expect(res.status).toBe(200);
        expect(signedFiles(doc.docHandle)).toEqual([expect.stringMatching(/^[a-f0-9]{40}-[a-f0-9]{12}\.pdf$/)]);
        const download = await ctx.casey.agent.get(`/api/documents/${doc.docHandle}.pdf`).expect(200);
        expect(download.headers['content-disposition']).toBe(
          'attachment; filename="Sample Safety Policy (signed).pdf"',
        );
      }
      // eslint-disable-next-line no-control-regex
      expect(refused.filter((n) => !/[\r\n"\u0000]/.test(n))).toEqual([]);
    });
  });

  describe('races', () => {
    test('When ten uploads of one signed copy arrive at once, Then one is stored (200), nine get 409, one file, one audit event', async () => {
      const doc = await assignSample(ctx.server, ctx.casey.id, { delivery: 'manual' });
      const scan = await scannedPdf();
      const answers = await Promise.all(Array.from({ length: 10 }, () => upload(doc.docHandle, scan)));
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([200, ...Array(9).fill(409)]);
      for (const res of answers.filter((r) => r.status === 409)) {
        expect(res.body.message).toBe(DOCUMENT_SERVER_MESSAGES.alreadySigned);
      }
      expect(signedFiles(doc.docHandle)).toHaveLength(1);
      const events = await ctx.server.services.documents.events(doc.id);
      expect(events.filter((e) => e.event === 'signed_copy.uploaded')).toHaveLength(1);
    });

    test('When e-sign completion races an upload, Then exactly one wins and the loser leaves no file', async () => {
      const doc = await assignSample(ctx.server, ctx.casey.id, { delivery: 'electronic' });
      const { data } = await gql(
        ctx.casey.agent,
        'query($id: Int!, $r: String!) { documentSigningUrl(documentId: $id, returnUrl: $r) { url } }',
        { id: doc.id, r: '/onboarding' },
      );
      const token = new URL(data.documentSigningUrl.url, 'http://x').searchParams.get('token');
      const opened = await ctx.casey.agent.post('/api/esign/open').send({ token }).expect(200);
      const key = opened.body.ceremonyKey as string;
      await ctx.casey.agent.post('/api/esign/consent').set('X-Esign-Key', key).send(CONSENT).expect(200);
      const [signing, uploading] = await Promise.all([
        ctx.casey.agent
          .post('/api/esign/finish')
          .set('X-Esign-Key', key)
          .send({ signature: { kind: 'typed', text: 'Casey Morgan' } }),
        upload(doc.docHandle, await scannedPdf()),
      ]);
      expect([signing.status, uploading.status].sort()).toEqual([200, 409]);
      expect(signedFiles(doc.docHandle)).toHaveLength(1);
      const after = await ctx.server.database.db
        .selectFrom('document')
        .select(['signedKey', 'signedMethod'])
        .where('id', '=', doc.id)
        .executeTakeFirstOrThrow();
      expect(signedFiles(doc.docHandle)).toEqual([path.basename(after.signedKey!)]);
      expect(after.signedMethod).toBe(uploading.status === 200 ? 'upload' : 'esign:builtin');
      const events = await ctx.server.services.documents.events(doc.id);
      expect(events.filter((e) => e.event === 'signed_copy.uploaded' || e.event === 'esign.signed')).toHaveLength(1);
    });
  });
});
