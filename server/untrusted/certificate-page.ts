/**
 * The audit certificate appended to a completed copy (the candidate's, and the employer's under a
 * countersignature), drawn as a tagged PDF so a screen reader reads it as it looks: a heading, a
 * table of the audit's facts (each label a row header), the signature as a figure with its
 * alternative text, and the note. Each certificate is a /Sect of the document's structure.
 */
import { type PDFDocument, type PDFImage, type PDFFont, type PDFPage, rgb, StandardFonts, PDFString } from 'pdf-lib';
import { winAnsiSafe } from '../lib/pdf-forms';
import { type StructElement, TaggedContent, textString } from './tagged-pdf';

/** The employer's brand on the certificate page: its colour and its logo (our own re-encoded PNG). */
export interface CertificateBrand {
  colour: string | null;
  logoPng: Uint8Array | null;
  /** The logo's alternative text (the certificate's title when none is given). */
  logoAlt?: string;
}

export type SignatureInput = { kind: 'drawn'; png: Uint8Array } | { kind: 'typed'; text: string } | null;

export type CertificateRow = [label: string, value: string, mono?: boolean];

/** A certificate's own words, written by the server in the reader's language (the worker translates nothing). */
export interface CertificateTexts {
  /** The BCP 47 tag of the language they are written in (the certificate's /Lang). */
  language: string;
  title: string;
  subtitle: string;
  note: string;
  /** The signature it certifies: its label, and what a screen reader says for it ("Signature of …"). */
  signature: { label: string; alt: string };
}

export interface Certificate {
  texts: CertificateTexts;
  rows: CertificateRow[];
  /** The signature drawn under its label (none: no row for it). */
  signature: SignatureInput;
  brand?: CertificateBrand;
}

/** '#rrggbb' as a pdf-lib colour. */
function rgbOfHex(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  return rgb(r, g, b);
}

/** Wraps text to lines no wider than `width` at `size` in `font`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsiSafe(text).split(/\s+/)) {
    let w = word;
    // A single over-long token (a hash, a user agent) is broken by characters.
    while (font.widthOfTextAtSize(w, size) > width) {
      let cut = w.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(w.slice(0, cut), size) > width) cut -= 1;
      if (line) {
        lines.push(line);
        line = '';
      }
      lines.push(w.slice(0, cut));
      w = w.slice(cut);
    }
    const candidate = line ? `${line} ${w}` : w;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = w;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** Each drawn signature's image, embedded once however often it is drawn (its field, its certificate). */
const embedded = new WeakMap<PDFDocument, WeakMap<Uint8Array, Promise<PDFImage>>>();

function embedOnce(pdf: PDFDocument, png: Uint8Array): Promise<PDFImage> {
  const images = embedded.get(pdf) ?? new WeakMap<Uint8Array, Promise<PDFImage>>();
  embedded.set(pdf, images);
  const image = images.get(png) ?? pdf.embedPng(png);
  images.set(png, image);
  return image;
}

/** Draws a signature (an image, or the typed name in script) into `box` on `page`. */
export async function drawSignature(
  pdf: PDFDocument,
  page: PDFPage,
  box: { x: number; y: number; width: number; height: number },
  signature: NonNullable<SignatureInput>,
  font: PDFFont,
): Promise<void> {
  if (signature.kind === 'drawn') {
    const image = await embedOnce(pdf, signature.png);
    const scale = Math.min(box.width / image.width, box.height / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    page.drawImage(image, { x: box.x, y: box.y + (box.height - h) / 2, width: w, height: h });
    return;
  }
  const text = winAnsiSafe(signature.text);
  let size = Math.min(28, box.height * 0.8);
  while (size > 8 && font.widthOfTextAtSize(text, size) > box.width) size -= 1;
  page.drawText(text, {
    x: box.x + 2,
    y: box.y + (box.height - size) / 2 + 2,
    size,
    font,
    color: rgb(0.05, 0.1, 0.4),
  });
}

/** A figure's layout attributes: where it is on its page (PDF/UA asks a figure's bounding box). */
const figureLayout = (pdf: PDFDocument, box: { x: number; y: number; width: number; height: number }) =>
  pdf.context.obj({ O: 'Layout', Placement: 'Block', BBox: [box.x, box.y, box.x + box.width, box.y + box.height] });

/** Appends audit certificate pages: a title, labelled rows (wrapped, over pages as needed), the signature, a note. */
export async function drawCertificate(pdf: PDFDocument, certificate: Certificate): Promise<void> {
  const { texts, rows, signature, brand } = certificate;
  const { title, subtitle, note, language } = texts;
  const tags = new TaggedContent(pdf, language);
  let page = pdf.addPage([612, 792]);
  const section = tags.element(tags.top, 'Sect', page, { T: textString(title), Lang: PDFString.of(language) });
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const mono = await pdf.embedFont(StandardFonts.Courier);
  const accent = brand?.colour ? rgbOfHex(brand.colour) : rgb(0.04, 0.33, 0.58);
  // The employer's band across the top, with its logo at the right (within 160 by 40 points).
  tags.artifact(page, () => page.drawRectangle({ x: 0, y: 776, width: 612, height: 16, color: accent }));
  if (brand?.logoPng) {
    const logo = await pdf.embedPng(brand.logoPng);
    const scale = Math.min(160 / logo.width, 40 / logo.height, 1);
    const box = { x: 556 - logo.width * scale, y: 726, width: logo.width * scale, height: logo.height * scale };
    const figure = tags.element(section, 'Figure', page, {
      Alt: textString(brand.logoAlt || title),
      A: figureLayout(pdf, box),
    });
    await tags.mark(page, figure, () => page.drawImage(logo, box));
  }
  let y = 730;
  await tags.mark(page, tags.element(section, 'H1', page), () =>
    page.drawText(winAnsiSafe(title), { x: 56, y, size: 20, font: bold, color: accent }),
  );
  y -= 22;
  await tags.mark(page, tags.element(section, 'P', page), () =>
    page.drawText(winAnsiSafe(subtitle), { x: 56, y, size: 11, font: regular, color: rgb(0.3, 0.3, 0.3) }),
  );
  y -= 30;
  const table = tags.element(section, 'Table', page);
  /** A row of the table: its label (a row header), then its cell (`height` tall at least) drawn by `drawCell` from `y`. */
  const row = async (label: string, height: number, drawCell: (cell: StructElement) => Promise<void>) => {
    if (y - height < 76) {
      // Many filled fields: the certificate goes on over another page.
      page = pdf.addPage([612, 792]);
      y = 730;
    }
    const tr = tags.element(table, 'TR', page);
    const th = tags.element(tr, 'TH', page, { A: pdf.context.obj({ O: 'Table', Scope: 'Row' }) });
    await tags.mark(page, th, () =>
      page.drawText(winAnsiSafe(label), { x: 56, y, size: 9, font: bold, color: rgb(0.25, 0.25, 0.25) }),
    );
    y -= 13;
    await drawCell(tags.element(tr, 'TD', page));
    y -= 8;
  };
  for (const [label, value, isMono] of rows) {
    const font = isMono ? mono : regular;
    await row(label, 14, (cell) =>
      tags.mark(page, cell, () => {
        for (const line of wrap(value, font, 10.5, 500)) {
          page.drawText(line, { x: 56, y, size: 10.5, font });
          y -= 14;
        }
      }),
    );
  }
  if (signature) {
    const script = await pdf.embedFont(StandardFonts.TimesRomanItalic);
    await row(texts.signature.label, 40, async (cell) => {
      const box = { x: 56, y: y - 30, width: 220, height: 40 };
      const figure = tags.element(cell, 'Figure', page, {
        Alt: textString(texts.signature.alt),
        A: figureLayout(pdf, box),
      });
      await tags.mark(page, figure, () => drawSignature(pdf, page, box, signature, script));
      y = box.y - 6;
    });
  }
  y -= 10;
  await tags.mark(page, tags.element(section, 'P', page), () => {
    for (const line of wrap(note, regular, 9, 500)) {
      page.drawText(line, { x: 56, y, size: 9, font: regular, color: rgb(0.3, 0.3, 0.3) });
      y -= 12;
    }
  });
}
