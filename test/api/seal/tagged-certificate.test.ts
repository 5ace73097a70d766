/**
 * The certificate a completed copy carries is a tagged PDF (WCAG 1.3.1, PDF/UA): read by pdf.js as
 * a screen reader is given it, its title is a heading, the audit's facts a table of row headers and
 * cells, the logo and the signature figures with alternative texts in the signer's language, and
 * the document says which language that is. A countersignature's certificate extends the tree the
 * candidate's sealed copy has; one of many rows goes on over pages, every page in the tree. What
 * pdftotext reads is in the same order as what a screen reader reads.
 * Past 300 lines because the countersignature story signs over the first story's copy on one server.
 */
import sharp from 'sharp';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFString } from 'pdf-lib';
import { signTexts } from '../../../server/features/esign/certificate-texts';
import { inLanguage } from '../../../server/lib/i18n';
import { signPdf } from '../../../server/untrusted/sign-pdf';
import { samplePdf } from '../../fixtures/pdfs';
import { CONSENT } from '../../helpers/consent';
import { binary, gql, signedInUser, uploadTemplate, type Agent } from '../../helpers/documents';
import { elements, outline, pdfStructure, type StructNode, textOf } from '../../helpers/pdf-structure';
import { pdfsig, pdftotext } from '../../helpers/pdfsig';
import { startTestServer, type TestServer } from '../../helpers/server';
import { es } from '../../helpers/spanish';

type Signature = { kind: 'typed'; text: string } | { kind: 'drawn'; png: string };

/** Opens the document's signing page as `agent`, consents when asked, and finishes with `signature`. */
async function sign(agent: Agent, documentId: number, signature: Signature, consent = true) {
  const { data } = await gql(
    agent,
    'query($id: Int!) { documentSigningUrl(documentId: $id, returnUrl: "/onboarding") { url } }',
    { id: documentId },
  );
  return signAt(agent, data.documentSigningUrl.url as string, signature, consent);
}

async function signAt(agent: Agent, url: string, signature: Signature, consent = true) {
  const token = new URL(url, 'http://x').searchParams.get('token');
  const key = (await agent.post('/api/esign/open').send({ token }).expect(200)).body.ceremonyKey as string;
  if (consent) await agent.post('/api/esign/consent').set('X-Esign-Key', key).send(CONSENT).expect(200);
  await agent.post('/api/esign/finish').set('X-Esign-Key', key).send({ signature }).expect(200);
}

async function download(agent: Agent, docHandle: string): Promise<Buffer> {
  return (await agent.get(`/api/documents/${docHandle}.pdf`).buffer(true).parse(binary).expect(200)).body as Buffer;
}

/** The text of each block of the tree, in its order (what a screen reader speaks; a figure's is its alt). */
function readingOrder(node: StructNode): string[] {
  if (['H1', 'P', 'TH', 'TD'].includes(node.role ?? '')) return [textOf(node)];
  return (node.children ?? []).flatMap(readingOrder);
}

/**
 * pdftotext's reading of page `n` (from 1), as one line of words; beside `words`, which writes the
 * screen reader's so, without the lone "-" of an empty value (pdftotext drops it as a hyphen).
 */
async function pdftotextPage(pdf: Uint8Array, n: number): Promise<string> {
  return (await pdftotext(pdf)).split('\f')[n - 1]!.replace(/\s+/g, ' ').trim();
}

const words = (texts: string[]) =>
  texts
    .filter((text) => text !== '-')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

/** What pdf-lib reads of the tree's top: the catalog's entries and each certificate's /Sect under the one /Document. */
async function treeTop(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const key = (k: string) => PDFName.of(k);
  const root = doc.catalog.lookup(key('StructTreeRoot'), PDFDict);
  const top = root.lookup(key('K'), PDFArray);
  const document = doc.context.lookup(top.get(0), PDFDict);
  const sections = document
    .lookup(key('K'), PDFArray)
    .asArray()
    .map((ref) => doc.context.lookup(ref, PDFDict));
  const title = (sect: PDFDict) => sect.lookup(key('T'), PDFHexString).decodeText();
  const nums = root.lookup(key('ParentTree'), PDFDict).lookup(key('Nums'), PDFArray);
  const pages = doc.getPages().map((page) => ({
    structParents: page.node.lookupMaybe(key('StructParents'), PDFNumber)?.asNumber() ?? null,
    tabs: page.node.lookupMaybe(key('Tabs'), PDFName)?.decodeText() ?? null,
  }));
  return {
    lang: doc.catalog.lookup(key('Lang'), PDFString).decodeText(),
    marked: doc.catalog.lookup(key('MarkInfo'), PDFDict).get(key('Marked'))?.toString(),
    topLevel: top.size(),
    document: document.get(key('S'))?.toString(),
    sections: sections.map((s) => [s.get(key('S'))?.toString(), title(s)]),
    parentTreeKeys: Array.from({ length: nums.size() / 2 }, (_, i) => (nums.get(i * 2) as PDFNumber).asNumber()),
    nextKey: root.lookup(key('ParentTreeNextKey'), PDFNumber).asNumber(),
    pages,
  };
}

describe('The certificate page a screen reader reads', () => {
  let server: TestServer;
  let casey: { id: number; agent: Agent };
  let staff: { id: number; agent: Agent };
  /** Casey's sealed copy of a form the employer countersigns, signed in Spanish (the second story signs over it). */
  let candidateCopy: { pdf: Buffer; docId: number; docHandle: string };

  beforeAll(async () => {
    server = await startTestServer();
    casey = await signedInUser(server, 'casey@example.com');
    staff = await signedInUser(server, 'staff.staff@example.com', 'staff');
  });
  afterAll(() => server?.stop());

  test('When Casey signs in Spanish, Then her certificate is tagged in es-US: a heading, the audit as a table of row headers and cells, her signature as a figure named in Spanish', async () => {
    await casey.agent.put('/api/language').send({ language: 'es' }).expect(200);
    const template = await uploadTemplate(staff.agent, 'Acuerdo de colocación', {
      countersign: 'true',
      countersignDays: '2',
    });
    const doc = await server.services.documents.assign({ userId: casey.id, templateId: template.id });
    await sign(casey.agent, doc.id, { kind: 'typed', text: 'Casey Morgan' });
    const pdf = await download(casey.agent, doc.docHandle);
    candidateCopy = { pdf, docId: doc.id, docHandle: doc.docHandle };

    const { language, markInfo, pages } = await pdfStructure(pdf);
    expect(language).toBe('es-US');
    expect(markInfo).toMatchObject({ Marked: true });
    // The employer's form stays as they made it: untagged; the certificate is the last page.
    expect(pages.slice(0, -1).every((p) => elements(p.tree, 'Sect').length === 0)).toBe(true);
    const tree = pages.at(-1)!.tree!;
    const [section] = elements(tree, 'Sect');
    expect(section).toMatchObject({ lang: 'es-US' });
    expect(elements(tree, 'H1').map(textOf)).toEqual([es('Certificate of Completion')]);
    expect(elements(tree, 'P').map(textOf)[0]).toBe(es('Electronic signature audit trail'));
    // The events of the audit: one row each, its label a row header, its value a cell.
    const rows = elements(tree, 'TR').map((tr) => tr.children!.map((cell) => [cell.role, textOf(cell)]));
    expect(rows).toEqual(
      expect.arrayContaining([
        [
          ['TH', es('Document')],
          ['TD', 'Acuerdo de colocación'],
        ],
        [
          ['TH', es('Signer')],
          ['TD', 'Casey Morgan'],
        ],
        [
          ['TH', es('Outcome')],
          ['TD', es('Signed (signing_complete)')],
        ],
      ]),
    );
    expect(rows.every((cells) => cells.map(([role]) => role).join() === 'TH,TD')).toBe(true);
    const figures = elements(tree, 'Figure');
    expect(figures).toEqual([
      expect.objectContaining({ alt: es('Signature of {name}', { name: 'Casey Morgan' }), bbox: expect.any(Array) }),
    ]);
    // The signature is the table's last row, under its label.
    expect(rows.at(-1)).toEqual([
      ['TH', es('Signature')],
      ['TD', 'Casey Morgan'],
    ]);
    expect(elements(tree, 'P').map(textOf).at(-1)).toMatch(/^El firmante aceptó/);
    // pdftotext reads the page in the order a screen reader does: the structure follows the drawing.
    expect(await pdftotextPage(pdf, pages.length)).toBe(words(readingOrder(tree)));

    const top = await treeTop(pdf);
    expect(top).toMatchObject({
      lang: 'es-US',
      marked: 'true',
      topLevel: 1,
      document: '/Document',
      sections: [['/Sect', es('Certificate of Completion')]],
      parentTreeKeys: [0],
      nextKey: 1,
    });
    expect(top.pages.at(-1)).toEqual({ structParents: 0, tabs: 'S' });
  });

  test("When the employer countersigns, Then the candidate's certificate keeps its structure and the countersignature's is a second section of the same document", async () => {
    const link = await staff.agent
      .post(`/api/staff/documents/${candidateCopy.docId}/countersign`)
      .send({ returnUrl: '/admin/documents/countersign' })
      .expect(200);
    await signAt(staff.agent, link.body.url as string, { kind: 'typed', text: 'Robin Lee' }, false);
    const pdf = await download(casey.agent, candidateCopy.docHandle);
    // Casey's seal still covers her copy, the structure of which the update extended.
    expect(pdf.subarray(0, candidateCopy.pdf.length).equals(candidateCopy.pdf)).toBe(true);
    expect((await pdfsig(pdf)).signatures.map((s) => s.valid)).toEqual([true, true]);

    const before = await pdfStructure(candidateCopy.pdf);
    const after = await pdfStructure(pdf);
    const first = before.pages.length - 1;
    expect(after.pages).toHaveLength(before.pages.length + 1);
    expect(after.pages[first]!.tree).toEqual(before.pages[first]!.tree);
    const tree = after.pages.at(-1)!.tree!;
    expect(elements(tree, 'H1').map(textOf)).toEqual([es('Countersignature Certificate')]);
    expect(elements(tree, 'Figure').map((f) => f.alt)).toEqual([es('Signature of {name}', { name: 'Robin Lee' })]);
    expect(elements(tree, 'TR').map((tr) => tr.children!.map(textOf))).toEqual(
      expect.arrayContaining([
        [es('1. Candidate'), 'Casey Morgan <casey@example.com>'],
        [es('2. Employer'), 'Robin Lee <staff.staff@example.com>'],
        [es('Employer signature'), 'Robin Lee'],
      ]),
    );
    expect(await pdftotextPage(pdf, after.pages.length)).toBe(words(readingOrder(tree)));
    expect(after.language).toBe('es-US');

    const top = await treeTop(pdf);
    expect(top).toMatchObject({
      topLevel: 1,
      document: '/Document',
      sections: [
        ['/Sect', es('Certificate of Completion')],
        ['/Sect', es('Countersignature Certificate')],
      ],
      parentTreeKeys: [0, 1],
      nextKey: 2,
    });
    expect(top.pages.slice(-2)).toEqual([
      { structParents: 0, tabs: 'S' },
      { structParents: 1, tabs: 'S' },
    ]);
  });

  test("When Casey signs in English with a drawn signature under the employer's logo, Then both are figures with their alternative texts, and the document is in en-US", async () => {
    await casey.agent.put('/api/language').send({ language: 'en' }).expect(200);
    const logo = await sharp({ create: { width: 160, height: 40, channels: 3, background: '#224466' } })
      .png()
      .toBuffer();
    await server.services.brand.setImage('logo', logo, { alt: 'Acme Logistics' }, staff.id, {
      ip: '127.0.0.1',
      userAgent: 'test',
    });
    const drawn = await sharp({ create: { width: 300, height: 80, channels: 4, background: '#00000000' } })
      .composite([
        {
          input: Buffer.from(
            '<svg width="300" height="80"><path d="M10 60 Q 80 0 150 50 T 290 30" stroke="black" fill="none" stroke-width="4"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    const template = await uploadTemplate(staff.agent, 'Safety Policy', {});
    const doc = await server.services.documents.assign({ userId: casey.id, templateId: template.id });
    await sign(casey.agent, doc.id, { kind: 'drawn', png: `data:image/png;base64,${drawn.toString('base64')}` });
    const pdf = await download(casey.agent, doc.docHandle);

    const { language, pages } = await pdfStructure(pdf);
    expect(language).toBe('en-US');
    const tree = pages.at(-1)!.tree!;
    expect(outline(tree)).toEqual({
      Root: [
        {
          Document: [
            {
              'Sect lang=en-US': [
                'Figure "Acme Logistics"',
                'H1',
                'P',
                {
                  Table: [
                    ...Array.from({ length: 11 }, () => ({ TR: ['TH', 'TD'] })),
                    { TR: ['TH', { TD: ['Figure "Signature of Casey Morgan"'] }] },
                  ],
                },
                'P',
              ],
            },
          ],
        },
      ],
    });
    expect(elements(tree, 'H1').map(textOf)).toEqual(['Certificate of Completion']);
    expect(elements(tree, 'TH').map(textOf).at(-1)).toBe('Signature');
    expect(await pdftotextPage(pdf, pages.length)).toBe(words(readingOrder(tree)));
  });

  test('When a certificate lists more filled fields than a page holds, Then its rows go on over pages, each page tagged and in the parent tree', async () => {
    const signerValues = Array.from({ length: 45 }, (_, i) => ({
      label: `Filled by the signer: Field ${i + 1}`,
      value: `Value ${i + 1}`,
    }));
    const texts = inLanguage('es', () =>
      signTexts({
        event: 'signing_complete',
        signerName: 'Casey Morgan',
        dateText: '5 ene 2026',
        consentedAt: 0,
        disclosureVersion: CONSENT.disclosureVersion,
      }),
    );
    const source = await samplePdf({ formTitle: 'Long Form' });
    const signed = await signPdf({
      source,
      fields: {},
      signerValues,
      texts,
      signature: { kind: 'typed', text: 'Casey Morgan' },
      formTitle: 'Long Form',
      docHandle: 'long-form',
      signer: { name: 'Casey Morgan', email: 'casey@example.com' },
      ip: '203.0.113.9',
      userAgent: 'test',
      consentedAt: 0,
      signedAt: Date.UTC(2026, 0, 5),
      event: 'signing_complete',
      dateText: 'Jan 5, 2026',
    });
    const originalPages = (await PDFDocument.load(source)).getPageCount();
    const { language, pages } = await pdfStructure(signed.bytes);
    expect(language).toBe('es-US');
    const certificate = pages.slice(originalPages);
    expect(certificate.length).toBeGreaterThanOrEqual(3);
    // Every row, on whichever page it is drawn, is one row of the one table.
    const cells = certificate.flatMap((p) =>
      elements(p.tree, 'TD')
        .map(textOf)
        .filter((text) => /^Value \d+$/.test(text)),
    );
    expect(cells).toEqual(signerValues.map((v) => v.value));
    for (const [i, page] of certificate.entries()) {
      expect(elements(page.tree, 'Sect')).toHaveLength(1);
      expect(elements(page.tree, 'Table')).toHaveLength(1);
      // Only the first page has the heading, only the last the note and the signature.
      expect(elements(page.tree, 'H1')).toHaveLength(i === 0 ? 1 : 0);
      expect(elements(page.tree, 'Figure')).toHaveLength(i === certificate.length - 1 ? 1 : 0);
    }
    const top = await treeTop(signed.bytes);
    expect(top.parentTreeKeys).toEqual(certificate.map((_, i) => i));
    expect(top.pages.slice(originalPages)).toEqual(certificate.map((_, i) => ({ structParents: i, tabs: 'S' })));
    expect(top.pages.slice(0, originalPages).every((p) => p.structParents === null)).toBe(true);
  });
});
