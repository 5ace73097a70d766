/**
 * A form template's field labels in Spanish (docs/architecture.md §9.9): staff translate the labels
 * of the fields a signer fills, saved whole (every label required, each within its limit); the
 * template lists Spanish as missing until then and again when a field is marked since. A Spanish
 * candidate's signing page names each field in Spanish (one not translated is marked as English),
 * the server's checks name them so, and the sealed copy's certificate (read with pdftotext) lists
 * the Spanish labels with Spanish dates and answers; an English candidate keeps the originals.
 */
import { labelKey, ONBOARDING_MESSAGES, type StaffTemplate } from '../../../common/onboarding';
import { fieldsPdf } from '../../fixtures/pdfs';
import { CONSENT } from '../../helpers/consent';
import { binary } from '../../helpers/documents';
import { pdftotext } from '../../helpers/pdfsig';
import { startTestServer, type TestServer } from '../../helpers/server';
import { es } from '../../helpers/spanish';
import { type SignedInUser, signedInUser } from '../../helpers/users';

const PASSWORD = 'Labels-Passw0rd!';
const MARKS = [
  { name: 'homeAddress', role: 'signer', type: 'text', required: true, label: 'Home address' },
  { name: 'startDate', role: 'signer', type: 'date', required: true, label: 'Start date' },
  { name: 'agreeTerms', role: 'signer', type: 'checkbox', required: true, label: 'I agree to the payroll terms' },
];
const SPANISH = {
  [labelKey('homeAddress')]: 'Domicilio',
  [labelKey('startDate')]: 'Fecha de inicio',
  [labelKey('agreeTerms')]: 'Acepto las condiciones de nómina',
};
const DAY = 86_400_000;

describe("A form template's field labels in each language", () => {
  let server: TestServer;
  let staff: SignedInUser;
  let dana: SignedInUser;
  let casey: SignedInUser;
  let template: StaffTemplate;
  const url = (language = 'es') => `/api/staff/document-templates/${template.id}/translations/${language}`;

  const mark = async (fields: object[]) =>
    (
      await staff.agent
        .put(`/api/staff/document-templates/${template.id}`)
        .send({ ...template, fields })
        .expect(200)
    ).body as StaffTemplate;

  const assign = (email: string) =>
    staff.agent
      .post('/api/staff/document-assignments')
      .send({
        templateId: template.id,
        emails: email,
        dueDate: new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10),
      })
      .expect(200);

  /** Opens the signing page of the reader's open document (in their account's language). */
  async function opened(who: SignedInUser) {
    const docs = await who.agent
      .post('/graphql')
      .send({ query: '{ myDocuments { id docHandle docusignStatus } }' })
      .expect(200);
    const doc = (docs.body.data.myDocuments as { id: number; docHandle: string; docusignStatus: string }[]).find(
      (d) => d.docusignStatus !== 'completed',
    )!;
    const id = doc.id;
    const link = await who.agent
      .post('/graphql')
      .send({
        query: 'query($id: Int!) { documentSigningUrl(documentId: $id, returnUrl: "/onboarding") { url } }',
        variables: { id },
      })
      .expect(200);
    const token = new URL(link.body.data.documentSigningUrl.url, 'http://x').searchParams.get('token');
    const open = await who.agent.post('/api/esign/open').send({ token }).expect(200);
    const key = open.body.ceremonyKey as string;
    await who.agent.post('/api/esign/consent').set('X-Esign-Key', key).send(CONSENT).expect(200);
    const fields = open.body.fields as Record<string, unknown>[];
    return {
      docHandle: doc.docHandle,
      key,
      fields,
      byName: Object.fromEntries(fields.map((f) => [f.name, [f.label, f.labelLanguage]])),
    };
  }

  beforeAll(async () => {
    server = await startTestServer();
    const user = (email: string, role: 'candidate' | 'staff') =>
      signedInUser(server, { email, password: PASSWORD, firstName: email.split('.')[0]!, role });
    staff = await user('robin.labels@example.com', 'staff');
    dana = await user('dana.labels@example.com', 'candidate');
    casey = await user('casey.labels@example.com', 'candidate');
    await dana.agent.put('/api/language').send({ language: 'es' }).expect(200);
    template = (
      await staff.agent
        .post('/api/staff/document-templates')
        .field('delivery', 'electronic')
        .attach('pdf', Buffer.from(await fieldsPdf()), { filename: 'payroll.pdf', contentType: 'application/pdf' })
        .expect(201)
    ).body;
    template = await mark(MARKS);
    for (const email of ['dana.labels@example.com', 'casey.labels@example.com']) await assign(email);
  });
  afterAll(() => server?.stop());

  test('Before any translation, Then Spanish is missing; a partial or overlong version is refused field by field', async () => {
    expect(template).toMatchObject({ translations: {}, missingTranslations: ['es'] });
    const partial = await staff.agent
      .put(url())
      .send({ [labelKey('homeAddress')]: 'Domicilio' })
      .expect(400);
    expect(partial.body.message).toBe(ONBOARDING_MESSAGES.translationInvalid);
    expect(partial.body.fields).toEqual({
      [labelKey('startDate')]: ONBOARDING_MESSAGES.labelRequired,
      [labelKey('agreeTerms')]: ONBOARDING_MESSAGES.labelRequired,
    });
    const long = await staff.agent
      .put(url())
      .send({ ...SPANISH, [labelKey('startDate')]: 'x'.repeat(121) })
      .expect(400);
    expect(Object.keys(long.body.fields)).toEqual([labelKey('startDate')]);
    expect(template.missingTranslations).toEqual(['es']);
  });

  test('When staff save the Spanish labels, Then the Spanish signer reads them, the checks name them, and the certificate lists them in Spanish', async () => {
    const saved = (await staff.agent.put(url()).send(SPANISH).expect(200)).body as StaffTemplate;
    expect(saved).toMatchObject({ translations: { es: { fields: SPANISH } }, missingTranslations: [] });

    const { docHandle, key, byName } = await opened(dana);
    expect(byName).toEqual({
      homeAddress: ['Domicilio', undefined],
      startDate: ['Fecha de inicio', undefined],
      agreeTerms: ['Acepto las condiciones de nómina', undefined],
    });
    // The English reader keeps the originals, and no ceremony sends the other languages' labels.
    const english = await opened(casey);
    expect(english.byName).toEqual({
      homeAddress: ['Home address', undefined],
      startDate: ['Start date', undefined],
      agreeTerms: ['I agree to the payroll terms', undefined],
    });
    expect(english.fields.every((f) => !('labels' in f))).toBe(true);
    const signature = { kind: 'typed', text: 'Dana Test' };
    const empty = await dana.agent
      .post('/api/esign/finish')
      .set('X-Esign-Key', key)
      .send({ signature, values: { homeAddress: ' ', startDate: '2026-02-30' } })
      .expect(400);
    expect(empty.body.fields).toEqual({
      homeAddress: es('{label} is required.', { label: 'Domicilio' }),
      startDate: es('{label} must be a valid date.', { label: 'Fecha de inicio' }),
      agreeTerms: es('{label} is required.', { label: 'Acepto las condiciones de nómina' }),
    });
    await dana.agent
      .post('/api/esign/finish')
      .set('X-Esign-Key', key)
      .send({ signature, values: { homeAddress: '12 Harbour Road', startDate: '2026-12-07', agreeTerms: true } })
      .expect(200);
    const copy = await dana.agent.get(`/api/documents/${docHandle}.pdf`).buffer(true).parse(binary).expect(200);
    const text = (await pdftotext(copy.body as Buffer)).replace(/\s+/g, ' ');
    expect(text).toContain(`${es('Filled by the signer: {label}', { label: 'Domicilio' })} 12 Harbour Road`);
    expect(text).toContain(`${es('Filled by the signer: {label}', { label: 'Fecha de inicio' })} 7 dic 2026`);
    expect(text).toContain(`${es('Filled by the signer: {label}', { label: 'Acepto las condiciones de nómina' })} Sí`);
    expect(text).not.toContain('Home address');
  });

  test('When a field is marked after the translation, Then Spanish is missing again and that one label reaches the Spanish signer marked as English', async () => {
    const remarked = await mark([
      ...MARKS,
      { name: 'firstName', role: 'signer', type: 'text', required: false, label: 'Preferred name' },
    ]);
    expect(remarked.missingTranslations).toEqual(['es']);
    await assign('dana.labels@example.com');
    expect((await opened(dana)).byName).toEqual({
      firstName: ['Preferred name', 'en'],
      homeAddress: ['Domicilio', undefined],
      startDate: ['Fecha de inicio', undefined],
      agreeTerms: ['Acepto las condiciones de nómina', undefined],
    });
  });

  test('Bad input gets a clear answer: a language not translated into, a template whose fields no signer fills, a candidate', async () => {
    await staff.agent.put(url('en')).send(SPANISH).expect(400);
    const bare = await mark(template.fields.map((f) => ({ ...f, role: f.name === 'firstName' ? 'record' : 'ignore' })));
    const nothing = await staff.agent.put(url()).send(SPANISH).expect(400);
    expect(nothing.body.message).toBe(ONBOARDING_MESSAGES.notTranslatable);
    expect(bare.missingTranslations).toEqual([]);
    await casey.agent.put(url()).send(SPANISH).expect(403);
  });
});
