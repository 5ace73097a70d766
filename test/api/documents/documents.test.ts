/**
 * Onboarding documents over real HTTP, a real database and real PDFs (docs/product.md §3, §5, §7; SECURITY).
 * Past 300 lines because its stories share one server and its seeded data, which take the longest to
 * set up.
 */
import { VIEW_AS_ACTIONS } from '../../../common/staff-candidates';
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { DOCUMENT_SERVER_MESSAGES, MAX_UPLOAD_BYTES } from '../../../common/documents';
import { startTestServer, type TestServer } from '../../helpers/server';
import { HTML_NAMED_PDF, PDFDocument, scannedPdf } from '../../fixtures/pdfs';
import { assignSample, DOC_FIELDS, gql, signedInUser, type Agent } from '../../helpers/documents';

function binary(res: request.Response, cb: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

describe('Onboarding documents', () => {
  let server: TestServer;
  let casey: { id: number; agent: Agent };
  let robin: { id: number; agent: Agent };
  let staff: { id: number; agent: Agent };

  beforeAll(async () => {
    server = await startTestServer();
    casey = await signedInUser(server, 'casey@example.com');
    robin = await signedInUser(server, 'robin@example.com');
    staff = await signedInUser(server, 'staff.member@example.com', 'staff');
  });
  afterAll(() => server?.stop());

  const signedFiles = () => {
    const dir = path.join(server.config.storageDir, 'signed');
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  describe('lists and counts (GraphQL, docs/product.md §7)', () => {
    test('When a candidate has manual, electronic and informational documents, Then each list and count is right', async () => {
      const user = await signedInUser(server, 'lists@example.com');
      await assignSample(server, user.id, { title: 'NDA', displayLevel: 4 });
      await assignSample(server, user.id, { title: 'W-4', displayLevel: 1 });
      await assignSample(server, user.id, { title: 'Handbook', signatureType: 'INFO', displayLevel: 2 });
      const manual = await assignSample(server, user.id, { title: 'Contractor Agreement', delivery: 'manual' });
      await assignSample(server, robin.id, { title: 'Not yours' });

      const { data } = await gql(
        user.agent,
        `{ myElectronicDocuments { unsigned { ${DOC_FIELDS} } signed { id } informational { formTitle } }
           myManualDocuments { unsigned { id formTitle } signed { id } }
           myDocuments { formTitle }
           myDocumentsCount myDocumentsCompletedCount myDocumentsCompletableCount }`,
      );
      // docs/product.md §4: an informational document is read, not signed: listed apart from the unsigned ones.
      expect(data.myElectronicDocuments.unsigned.map((d: any) => d.formTitle)).toEqual(['W-4', 'NDA']);
      expect(data.myElectronicDocuments.informational).toEqual([{ formTitle: 'Handbook' }]);
      expect(data.myElectronicDocuments.signed).toEqual([]);
      const first = data.myElectronicDocuments.unsigned[0];
      expect(first).toMatchObject({
        signatureType: 'SIGN',
        docusignStatus: 'sent',
        isUserActionRequired: true,
        displayLevel: 1,
        delivery: 'electronic',
        signedAt: null,
      });
      expect(first.docHandle).toMatch(/^[a-f0-9]{40}$/);
      expect(Number.isNaN(Date.parse(first.lastUpdateTimestamp))).toBe(false);
      expect(data.myManualDocuments.unsigned).toEqual([{ id: manual.id, formTitle: 'Contractor Agreement' }]);
      expect(data.myDocuments).toHaveLength(4);
      expect(data.myDocumentsCount).toBe(4);
      expect(data.myDocumentsCompletedCount).toBe(0);
      expect(data.myDocumentsCompletableCount).toBe(3);

      // Uploading the signed copy of the manual one completes it.
      const scan = await scannedPdf();
      await user.agent
        .put(`/api/documents/${manual.docHandle}.pdf`)
        .attach('pdf_signed', Buffer.from(scan), 'scan.pdf')
        .expect(200);
      const after = await gql(
        user.agent,
        '{ myManualDocuments { unsigned { id } signed { id signedAt } } myDocumentsCompletedCount }',
      );
      expect(after.data.myManualDocuments.unsigned).toEqual([]);
      expect(after.data.myManualDocuments.signed[0].id).toBe(manual.id);
      expect(after.data.myDocumentsCompletedCount).toBe(1);
    });

    test('When a visitor asks for documents, Then GraphQL refuses', async () => {
      const res = await request(server.url).post('/graphql').send({ query: '{ myDocuments { id } }' });
      expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });

    test('When documentContent is asked, Then keywords.FormTitle comes from the PDF metadata', async () => {
      const doc = await assignSample(server, casey.id, { title: 'Direct Deposit Authorization' });
      const { data } = await gql(
        casey.agent,
        'query($id: Int!) { documentContent(documentId: $id) { keywords { FormTitle SignatureType } } }',
        {
          id: doc.id,
        },
      );
      expect(data.documentContent.keywords).toEqual({
        FormTitle: 'Direct Deposit Authorization',
        SignatureType: 'SIGN',
      });
    });
  });

  describe('download (GET /api/documents/{docHandle}.pdf)', () => {
    test("When the owner downloads an unsigned form, Then it is a PDF filled with the candidate's data", async () => {
      const doc = await assignSample(server, casey.id, { title: 'Emergency Contact / "Form" <b>' });
      const res = await casey.agent.get(`/api/documents/${doc.docHandle}.pdf`).buffer(true).parse(binary).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename="Emergency Contact Form b.pdf"');
      expect(res.headers['cache-control']).toBe('no-store');
      const pdf = await PDFDocument.load(res.body as Buffer);
      const form = pdf.getForm();
      expect(form.getTextField('firstName').getText()).toBe('Casey');
      expect(form.getTextField('lastName').getText()).toBe('Morgan');
      expect(form.getTextField('email').getText()).toBe('casey@example.com');
      expect(form.getTextField('firstName').isReadOnly()).toBe(true);
      // Fields for the candidate stay editable for signing on paper.
      expect(form.getTextField('employeeId').isReadOnly()).toBe(false);
    });
  });

  describe('signed-copy upload (PUT /api/documents/{docHandle}.pdf, docs/product.md §5, SECURITY 5.2.x)', () => {
    test('When a signed PDF is uploaded under a hostile name, Then it is stored by handle and the document is signed', async () => {
      const doc = await assignSample(server, casey.id, { delivery: 'manual' });
      const scan = Buffer.from(await scannedPdf());
      const res = await casey.agent
        .put(`/api/documents/${doc.docHandle}.pdf`)
        .attach('pdf_signed', scan, { filename: '../../x\r\n.pdf', contentType: 'text/html' })
        .expect(200);
      expect(res.body.document).toMatchObject({ docusignStatus: 'completed', isUserActionRequired: false });
      expect(signedFiles().filter((f) => f.startsWith(doc.docHandle))).toHaveLength(1);
      expect(signedFiles().some((f) => f.includes('x'))).toBe(false);
      const copy = await casey.agent.get(`/api/documents/${doc.docHandle}.pdf`).buffer(true).parse(binary).expect(200);
      expect(Buffer.compare(copy.body as Buffer, scan)).toBe(0);
      expect(copy.headers['content-disposition']).toBe('attachment; filename="Sample Safety Policy (signed).pdf"');
      const events = await server.services.documents.events(doc.id);
      const uploaded = events.find((e) => e.event === 'signed_copy.uploaded')!;
      expect(uploaded.userId).toBe(casey.id);
      expect(uploaded.source).toBe('server');
      expect(uploaded.ip).toBeTruthy();
    });

    test("When an HTML file named .pdf is uploaded, Then SPEC's rejection message comes back and nothing is stored", async () => {
      const doc = await assignSample(server, casey.id, { delivery: 'manual' });
      const res = await casey.agent
        .put(`/api/documents/${doc.docHandle}.pdf`)
        .attach('pdf_signed', HTML_NAMED_PDF, { filename: 'signed.pdf', contentType: 'application/pdf' });
      expect(res.status).toBe(415);
      expect(res.body.message).toBe(
        'Sorry, the file you attempted to upload was not a PDF, so it was rejected. Try uploading a signed PDF copy instead',
      );
      expect(signedFiles().filter((f) => f.startsWith(doc.docHandle))).toEqual([]);
      const { data } = await gql(
        casey.agent,
        'query($id: Int!) { documentContent(documentId: $id) { keywords { FormTitle } } }',
        { id: doc.id },
      );
      expect(data.documentContent).toBeTruthy();
      expect((await server.services.documents.get(casey.id, { id: doc.id })).docusignStatus).toBe('sent');
    });

    test('When a file one byte over the limit is uploaded, Then 413 with a clear message and nothing is stored', async () => {
      const doc = await assignSample(server, casey.id, { delivery: 'manual' });
      const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
      big.write('%PDF-1.7\n', 0, 'latin1');
      const res = await casey.agent.put(`/api/documents/${doc.docHandle}.pdf`).attach('pdf_signed', big, 'big.pdf');
      expect(res.status).toBe(413);
      expect(res.body.message).toBe(DOCUMENT_SERVER_MESSAGES.tooLarge);
      expect(signedFiles().filter((f) => f.startsWith(doc.docHandle))).toEqual([]);
      expect((await server.services.documents.get(casey.id, { id: doc.id })).docusignStatus).toBe('sent');
    });

    test('When the upload has no file or a cross-site origin, Then it is refused', async () => {
      const doc = await assignSample(server, casey.id, { delivery: 'manual' });
      const none = await casey.agent.put(`/api/documents/${doc.docHandle}.pdf`).field('note', 'x');
      expect(none.status).toBe(400);
      expect(none.body.message).toBe(DOCUMENT_SERVER_MESSAGES.noFile);
      const cross = await casey.agent
        .put(`/api/documents/${doc.docHandle}.pdf`)
        .set('Origin', 'https://evil.example')
        .attach('pdf_signed', Buffer.from(await scannedPdf()), 'scan.pdf');
      expect(cross.status).toBe(403);
    });
  });

  describe('object-level access (SECURITY 8.2.2, 8.3.1)', () => {
    test("When another candidate asks for Casey's document by handle or id, Then every call answers not found", async () => {
      const doc = await assignSample(server, casey.id);
      const a = robin.agent;
      expect((await a.get(`/api/documents/${doc.docHandle}.pdf`)).status).toBe(404);
      expect((await a.get(`/api/documents/${doc.docHandle}/report-event?event=signing_complete`)).status).toBe(404);
      const put = await a
        .put(`/api/documents/${doc.docHandle}.pdf`)
        .attach('pdf_signed', Buffer.from(await scannedPdf()), 'x.pdf');
      expect(put.status).toBe(404);
      expect(signedFiles().filter((f) => f.startsWith(doc.docHandle))).toEqual([]);

      for (const query of [
        'query($id: Int!) { documentSigningUrl(documentId: $id, returnUrl: "/onboarding") { url } }',
        'query($id: Int!) { documentContent(documentId: $id) { keywords { FormTitle } } }',
        'mutation($id: Int!) { reportDocumentSigned(documentId: $id, event: "signing_complete") { id } }',
      ]) {
        const res = await gql(a, query, { id: doc.id });
        expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
        expect(res.errors?.[0]?.message).toBe(DOCUMENT_SERVER_MESSAGES.notFound);
      }
      // Unknown and malformed handles look the same.
      expect((await a.get('/api/documents/0123456789abcdef0123456789abcdef01234567.pdf')).status).toBe(404);
      expect((await a.get('/api/documents/..%2F..%2Fetc.pdf')).status).toBe(404);
      // The owner still sees it unchanged.
      expect((await server.services.documents.get(casey.id, { id: doc.id })).docusignStatus).toBe('sent');
    });

    test('When a visitor calls the documents API, Then 401', async () => {
      const doc = await assignSample(server, casey.id);
      expect((await request(server.url).get(`/api/documents/${doc.docHandle}.pdf`)).status).toBe(401);
      expect((await request(server.url).put(`/api/documents/${doc.docHandle}.pdf`)).status).toBe(401);
    });
  });

  describe('browser-reported events (docs/architecture.md §5)', () => {
    test('When the browser reports signing_complete for an unsigned document, Then it stays unsigned and the report is audited', async () => {
      const doc = await assignSample(server, casey.id);
      const rest = await casey.agent
        .get(`/api/documents/${doc.docHandle}/report-event?event=signing_complete`)
        .expect(200);
      expect(rest.body.document.docusignStatus).toBe('sent');
      const { data } = await gql(
        casey.agent,
        'mutation($id: Int!) { reportDocumentSigned(documentId: $id, event: "signing_complete") { docusignStatus isUserActionRequired } }',
        { id: doc.id },
      );
      expect(data.reportDocumentSigned).toEqual({ docusignStatus: 'sent', isUserActionRequired: true });
      const events = await server.services.documents.events(doc.id);
      const reported = events.filter((e) => e.event === 'browser.reported');
      expect(reported).toHaveLength(2);
      expect(reported.every((e) => e.source === 'browser' && e.userId === casey.id)).toBe(true);
      expect(JSON.parse(reported[0]!.detail!)).toEqual({ event: 'signing_complete' });
    });
  });

  describe('views as a candidate (docs/architecture.md §5)', () => {
    test('When a staff member viewing as the candidate asks for a signing URL by session token, Then it is refused and audited with them; the token of an ended view is refused', async () => {
      const doc = await assignSample(server, casey.id);
      await staff.agent.post(`/api/staff/candidates/${casey.id}/view-as`).expect(200);
      const token = (await staff.agent.get('/api/session-token').expect(200)).body.token as string;
      await staff.agent.post('/api/view-as/end').expect(200);
      // Ended: the view's token is dead with it; a live view's token is refused the signing URL.
      await staff.agent.post(`/api/staff/candidates/${casey.id}/view-as`).expect(200);
      const live = (await staff.agent.get('/api/session-token').expect(200)).body.token as string;
      const ask = (bearer: string) =>
        request(server.url)
          .post('/graphql')
          .set('Authorization', `Bearer ${bearer}`)
          .send({
            query: 'query($id: Int!) { documentSigningUrl(documentId: $id, returnUrl: "/onboarding") { url } }',
            variables: { id: doc.id },
          });
      expect((await ask(token)).status).toBe(401);
      const res = await ask(live);
      expect(res.body.errors[0].extensions.code).toBe('VIEWING_AS_CANDIDATE');
      await staff.agent.post('/api/view-as/end').expect(200);
      const audits = await server.database.db
        .selectFrom('auditEvent')
        .selectAll()
        .where('action', '=', VIEW_AS_ACTIONS.refused)
        .execute();
      expect(audits.map((a) => [a.userId, a.actorId])).toEqual([[casey.id, staff.id]]);
    });
  });

  describe('doc check (docs/product.md §7, staff only)', () => {
    test('When a candidate calls the doc-check API, Then 403', async () => {
      const pdf = Buffer.from(await scannedPdf());
      for (const p of ['substitution', 'signing']) {
        const res = await casey.agent.post(`/api/documents/doc-check/${p}`).attach('contents', pdf, 'x.pdf');
        expect(res.status).toBe(403);
      }
      expect((await request(server.url).post('/api/documents/doc-check/substitution')).status).toBe(401);
    });

    test('When staff preview a template, Then the PDF comes back flattened with the sample or the chosen candidate', async () => {
      const { pdf } = await assignSample(server, casey.id, { title: 'Preview Me' });
      const sample = await staff.agent
        .post('/api/documents/doc-check/substitution')
        .attach('contents', Buffer.from(pdf), 'template.pdf')
        .expect(200);
      const preview = await PDFDocument.load(Buffer.from(sample.body.content, 'base64'));
      expect(preview.getForm().getFields()).toHaveLength(0);
      expect(sample.body.keywords.FormTitle).toBe('Preview Me');
      const raw = Buffer.from(sample.body.content, 'base64').toString('latin1');
      expect(raw.length).toBeGreaterThan(1000);

      const chosen = await staff.agent
        .post('/api/documents/doc-check/substitution')
        .field('candidateEmail', 'casey@example.com')
        .attach('contents', Buffer.from(pdf), 'template.pdf')
        .expect(200);
      expect(chosen.body.content).not.toBe(sample.body.content);

      const bad = await staff.agent
        .post('/api/documents/doc-check/substitution')
        .attach('contents', HTML_NAMED_PDF, 'x.pdf');
      expect(bad.status).toBe(415);
      // The doc check reads templates: its message does not talk about a signed copy.
      expect(bad.body.message).toBe(DOCUMENT_SERVER_MESSAGES.docCheckNotPdf);
    });

    test('When staff ask for a test signing, Then a one-time signing URL comes back and the test document is never listed', async () => {
      const { pdf } = await assignSample(server, casey.id);
      const res = await staff.agent
        .post('/api/documents/doc-check/signing')
        .attach('contents', Buffer.from(pdf), 't.pdf')
        .expect(200);
      expect(res.body.url).toMatch(/^\/esign\/sign\?token=[A-Za-z0-9_-]{43}$/);
      const { data } = await gql(staff.agent, '{ myDocumentsCount }');
      expect(data.myDocumentsCount).toBe(0);
    });
  });
});
