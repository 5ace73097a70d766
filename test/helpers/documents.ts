/** Shared steps of the documents API stories: users, documents, GraphQL calls, signing. */
import request from 'supertest';
import { CONSENT } from './consent';
import { startTestServer, type TestServer } from './server';
import type { StaffTemplate } from '../../common/onboarding';
import { samplePdf, signedCopyPdf } from '../fixtures/pdfs';
import { makeCaIssuedP12 } from '../fixtures/p12';

export const PASSWORD = 'Docs-Passw0rd!';

export type Agent = ReturnType<typeof request.agent>;

export async function signedInUser(
  server: TestServer,
  email: string,
  role: 'candidate' | 'staff' = 'candidate',
): Promise<{ id: number; agent: Agent }> {
  const id = await server.services.auth.createUser({
    email,
    password: PASSWORD,
    firstName: email.startsWith('casey') ? 'Casey' : 'Robin',
    lastName: email.startsWith('casey') ? 'Morgan' : 'Lee',
    role,
    confirmed: true,
  });
  const agent = request.agent(server.url);
  const res = await agent.post('/login').type('form').send({ username: email, password: PASSWORD });
  // A signed-in candidate goes home, staff to their console; a failure goes back to /login.
  const landing = role === 'staff' ? '/admin' : '/';
  if (res.status !== 303 || res.headers.location !== landing) throw new Error(`login failed for ${email}`);
  return { id, agent };
}

export async function assignSample(
  server: TestServer,
  userId: number,
  options: {
    delivery?: 'manual' | 'electronic';
    signatureType?: 'SIGN' | 'INFO';
    title?: string;
    displayLevel?: number;
    pages?: number;
    /** Off unless asked: these stories keep an upload at once (review has its own, documents-review). */
    reviewUploads?: boolean;
  } = {},
) {
  const pdf = await samplePdf({
    formTitle: options.title ?? 'Sample Safety Policy',
    signatureType: options.signatureType ?? 'SIGN',
    minPages: options.pages,
  });
  const template = await server.services.documents.createTemplate({
    pdf,
    reviewUploads: options.reviewUploads ?? false,
  });
  const doc = await server.services.documents.assign({
    userId,
    templateId: template.id,
    delivery: options.delivery ?? 'electronic',
    displayLevel: options.displayLevel,
  });
  return { ...doc, template, pdf };
}

export async function gql(agent: Agent, query: string, variables: Record<string, unknown> = {}) {
  const res = await agent.post('/graphql').set('Accept', 'application/json').send({ query, variables });
  return res.body as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
}

export const DOC_FIELDS =
  'id docHandle formTitle signatureType docusignStatus isUserActionRequired displayLevel lastUpdateTimestamp createTimestamp delivery signedAt';

/** A test file's server with the candidate Casey signed in (started before the tests, stopped after). */
export function useServerWithCasey(): { server: TestServer; casey: { id: number; agent: Agent } } {
  const ctx = {} as { server: TestServer; casey: { id: number; agent: Agent } };
  beforeAll(async () => {
    ctx.server = await startTestServer();
    ctx.casey = await signedInUser(ctx.server, 'casey@example.com');
  });
  afterAll(() => ctx.server?.stop());
  return ctx;
}

/** A supertest parser that keeps an answer's body as bytes (a PDF download). */
export function binary(res: any, cb: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

/** Signs a newly assigned document through the signing page's calls; answers the stored copy. */
export async function signDocument(server: TestServer, user: { id: number; agent: Agent }, title: string) {
  const doc = await assignSample(server, user.id, { title });
  const res = await gql(
    user.agent,
    'query($id: Int!) { documentSigningUrl(documentId: $id, returnUrl: "/onboarding") { url } }',
    { id: doc.id },
  );
  const token = new URL(res.data.documentSigningUrl.url, 'http://x').searchParams.get('token');
  const opened = await user.agent.post('/api/esign/open').send({ token }).expect(200);
  const key = opened.body.ceremonyKey as string;
  await user.agent.post('/api/esign/consent').set('X-Esign-Key', key).send(CONSENT).expect(200);
  await user.agent
    .post('/api/esign/finish')
    .set('X-Esign-Key', key)
    .send({ signature: { kind: 'typed', text: 'Casey Morgan' } })
    .expect(200);
  const copy = await user.agent.get(`/api/documents/${doc.docHandle}.pdf`).buffer(true).parse(binary).expect(200);
  return { doc, pdf: copy.body as Buffer };
}

const OTHER_P12_PASSWORD = 'another installation';

/**
 * Another installation of the portal under the same site name: it seals with its own CA, whose
 * root and seal certificate carry exactly the names ours do (anyone may choose any name).
 */
export async function startAnotherInstallation(siteName = 'Test Careers'): Promise<TestServer> {
  const p12 = await makeCaIssuedP12({ organization: siteName, password: OTHER_P12_PASSWORD });
  return startTestServer({
    SITE_NAME: siteName,
    SIGNING_P12: p12.toString('base64'),
    SIGNING_P12_PASSWORD: OTHER_P12_PASSWORD,
  });
}

/** A document Casey signed on another installation (see startAnotherInstallation), as she downloaded it. */
export async function sealedElsewhere(title: string): Promise<Buffer> {
  const other = await startAnotherInstallation();
  try {
    return (await signDocument(other, await signedInUser(other, 'casey@example.com'), title)).pdf;
  } finally {
    await other.stop();
  }
}

/** Staff upload a sample form as a template of this title, with these settings (form fields). */
export async function uploadTemplate(
  staff: Agent,
  formTitle: string,
  settings: Record<string, string>,
): Promise<StaffTemplate> {
  let req = staff.post('/api/staff/document-templates');
  for (const [k, v] of Object.entries({ formTitle, ...settings })) req = req.field(k, v);
  const pdf = Buffer.from(await samplePdf({ formTitle }));
  return (await req.attach('pdf', pdf, { filename: 'form.pdf', contentType: 'application/pdf' }).expect(201)).body;
}

/** The (one) document of this title: each story gives its documents titles of their own. */
export function documentTitled(server: TestServer, formTitle: string) {
  return server.database.db
    .selectFrom('document')
    .select(['id', 'docHandle'])
    .where('formTitle', '=', formTitle)
    .executeTakeFirstOrThrow();
}

/** The candidate uploads a signed copy of the document of this title. */
export async function uploadSignedCopy(server: TestServer, candidate: Agent, formTitle: string) {
  const { docHandle } = await documentTitled(server, formTitle);
  return candidate
    .put(`/api/documents/${docHandle}.pdf`)
    .attach('pdf_signed', Buffer.from(await signedCopyPdf({ formTitle })), 'signed.pdf')
    .expect(200);
}
