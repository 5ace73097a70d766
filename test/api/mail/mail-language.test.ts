/**
 * Mails, and the certificate of a sealed PDF, are written in their reader's language
 * (docs/architecture.md §9.9): the account's choice, whoever acts — a staff member reading English,
 * a request from an English page — and, for someone without an account yet, the page's language.
 */
import request from 'supertest';
import { solvedCaptcha } from '../../helpers/altcha';
import { CONSENT_ES } from '../../helpers/consent';
import { assignSample, gql, signedInUser, type Agent } from '../../helpers/documents';
import { pdftotext } from '../../helpers/pdfsig';
import { startTestServer, type TestServer } from '../../helpers/server';
import { PDFDocument, pageText, samplePdf } from '../../fixtures/pdfs';

const PASSWORD = 'Language-Passw0rd!';
const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function binary(res: any, cb: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

describe('The language of mails and signed copies', () => {
  let server: TestServer;
  let robin: { id: number; agent: Agent };

  beforeAll(async () => {
    server = await startTestServer();
    // A staff member who never chose a language, working from an English browser.
    robin = await signedInUser(server, 'robin@example.com', 'staff');
  });
  afterAll(() => server?.stop());

  const mailsTo = (email: string) =>
    server.database.db
      .selectFrom('outbox')
      .select(['subject', 'textBody', 'htmlBody'])
      .where('toAddress', '=', email)
      .orderBy('id')
      .execute();

  const prefer = (userId: number, language: string | null) =>
    server.database.db
      .updateTable('userAccount')
      .set({ preferredLanguage: language })
      .where('id', '=', userId)
      .execute();

  test('When a visitor registers from a Spanish page, Then the confirmation mail is in Spanish, html lang es-US', async () => {
    const reCaptchaResponse = await solvedCaptcha(server.url);
    await request(server.url)
      .post('/register')
      .set('Accept-Language', 'es-MX,es;q=0.9,en;q=0.5')
      .send({ email: 'ana@example.com', firstName: 'Ana', lastName: 'Díaz', password: PASSWORD, reCaptchaResponse })
      .expect(200);
    const [mail] = await mailsTo('ana@example.com');
    expect(mail!.subject).toBe('Confirme su correo electrónico para Test Careers');
    expect(mail!.textBody).toContain('¡Le damos la bienvenida, Ana!');
    expect(mail!.textBody).toContain('Confirmar mi correo electrónico: http');
    expect(mail!.htmlBody).toContain('<html lang="es-US" dir="ltr">');
    expect(mail!.htmlBody).toContain('Si el botón no funciona, copie esta dirección en su navegador:');
  });

  test('When a Spanish account signs in unconfirmed from an English page, Then the confirmation it gets again is in Spanish', async () => {
    const id = await server.services.auth.createUser({
      email: 'luis@example.com',
      password: PASSWORD,
      firstName: 'Luis',
      lastName: 'Soto',
      confirmed: false,
    });
    await prefer(id, 'es');
    const res = await request(server.url)
      .post('/login')
      .set('Accept-Language', 'en-US')
      .type('form')
      .send({ username: 'luis@example.com', password: PASSWORD });
    expect(res.status).toBeLessThan(500);
    const [mail] = await mailsTo('luis@example.com');
    expect(mail!.subject).toBe('Confirme su correo electrónico para Test Careers');
    expect(mail!.htmlBody).toContain('<html lang="es-US" dir="ltr">');
  });

  test('When an English-reading staff member assigns a document, Then the Spanish candidate’s mail is in Spanish and the English one’s in English', async () => {
    const carla = await server.services.auth.createUser({
      email: 'carla@example.com',
      password: PASSWORD,
      firstName: 'Carla',
      lastName: 'Ruiz',
      confirmed: true,
    });
    await prefer(carla, 'es');
    await server.services.auth.createUser({
      email: 'jamie@example.com',
      password: PASSWORD,
      firstName: 'Jamie',
      lastName: 'Park',
      confirmed: true,
    });
    const template = await server.services.documents.createTemplate({
      pdf: await samplePdf({ formTitle: 'Direct Deposit Form' }),
      reviewUploads: false,
    });
    const res = await robin.agent
      .post('/api/staff/document-assignments')
      .set('Accept-Language', 'en-US')
      .send({
        templateId: template.id,
        emails: 'carla@example.com, jamie@example.com',
        dueDate: isoDay(Date.now() + 7 * DAY),
      })
      .expect(200);
    expect(res.body.mailsQueued).toBe(2);
    expect(res.headers['content-language']).toBe('en-US');

    const [spanish] = await mailsTo('carla@example.com');
    expect(spanish!.subject).toMatch(/^Un documento para completar a más tardar el /);
    expect(spanish!.textBody).toContain('Hola, Carla:');
    expect(spanish!.textBody).toContain('Direct Deposit Form');
    expect(spanish!.textBody).toContain('Abrir sus documentos de incorporación: http');
    expect(spanish!.htmlBody).toContain('<html lang="es-US" dir="ltr">');

    const [english] = await mailsTo('jamie@example.com');
    expect(english!.subject).toMatch(/^A document to complete by /);
    expect(english!.textBody).toContain('Hello Jamie,');
    expect(english!.htmlBody).toContain('<html lang="en-US" dir="ltr">');
  });

  test('When a Spanish candidate signs, Then the sealed copy’s certificate page is in Spanish, its accents drawn', async () => {
    const casey = await signedInUser(server, 'casey@example.com');
    await prefer(casey.id, 'es');
    const doc = await assignSample(server, casey.id, { title: 'Mutual NDA' });
    const link = await gql(
      casey.agent,
      'query($id: Int!) { documentSigningUrl(documentId: $id, returnUrl: "/onboarding") { url } }',
      { id: doc.id },
    );
    const token = new URL(link.data.documentSigningUrl.url, 'http://x').searchParams.get('token');
    // The page asks in English (?lang=en): the copy is still the Spanish candidate's.
    const opened = await casey.agent.post('/api/esign/open?lang=en').send({ token }).expect(200);
    const key = opened.body.ceremonyKey as string;
    // The disclosure is read on the candidate's Spanish page: its Spanish version and language are recorded.
    await casey.agent.post('/api/esign/consent').set('X-Esign-Key', key).send(CONSENT_ES).expect(200);
    const consent = await server.database.db
      .selectFrom('esignConsent')
      .select(['disclosureVersion', 'disclosureLanguage'])
      .where('userId', '=', casey.id)
      .executeTakeFirstOrThrow();
    expect(consent).toEqual({ disclosureVersion: CONSENT_ES.disclosureVersion, disclosureLanguage: 'es' });
    await casey.agent
      .post('/api/esign/finish?lang=en')
      .set('X-Esign-Key', key)
      .send({ signature: { kind: 'typed', text: 'Casey Morgan' } })
      .expect(200);

    const copy = await casey.agent.get(`/api/documents/${doc.docHandle}.pdf`).buffer(true).parse(binary).expect(200);
    const signed = await PDFDocument.load(copy.body);
    const audit = pageText(signed.getPage(signed.getPageCount() - 1));
    expect(audit).toContain('Certificado de finalización');
    expect(audit).toContain('Registro de auditoría de la firma electrónica');
    expect(audit).toContain('Consentimiento para firmar electrónicamente');
    expect(audit).toContain('Firmado (signing_complete)');
    expect(audit).toContain('Mutual NDA');
    expect(audit).toContain(`versión ${CONSENT_ES.disclosureVersion} del aviso de divulgación ESIGN, leída en Español`);
    expect(audit).not.toContain('?');

    // poppler reads the same page through the fonts' own mapping, knowing nothing of how it was drawn.
    const pages = (await pdftotext(copy.body as Buffer)).split('\f').filter((p) => p.trim());
    const certificate = pages.at(-1)!.replace(/\s+/g, ' ');
    expect(certificate).toContain('Certificado de finalización');
    expect(certificate).toContain('Registro de auditoría de la firma electrónica');
    expect(certificate).toContain('Consentimiento para firmar electrónicamente');
    expect(certificate).toContain(
      `versión ${CONSENT_ES.disclosureVersion} del aviso de divulgación ESIGN, leída en Español`,
    );
    expect(certificate).not.toMatch(/Certificate of Completion|read in English|\uFFFD/);
  });
});
