/**
 * A record as a legible, tagged PDF (US Letter, Helvetica): a title, headings, label and value rows,
 * tables and paragraphs, long text wrapped and continued over as many pages as it needs, each page
 * numbered. The server writes every word in the reader's language; this only lays them out, in the
 * file worker, off the server's event loop (the Form I-9 inspection copies and their index).
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { type StructElement, TaggedContent } from './tagged-pdf';

export type RecordBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** Label and value pairs, a row each (an empty value prints as a dash). */
  | { kind: 'rows'; rows: [label: string, value: string][] }
  /** A table whose header row is repeated on each page it runs over; widths are shares of the line. */
  | { kind: 'table'; columns: { header: string; width: number }[]; rows: string[][] };

export interface RecordPdf {
  /** BCP 47 tag of the language the words are in. */
  language: string;
  title: string;
  subtitle: string;
  blocks: RecordBlock[];
  /** Each page's footer: `{page}` and `{pages}` become the page's number and the count. */
  footer: string;
  /** The document's metadata: what made it, and when (ms). */
  producer: string;
  createdAt: number;
}

const PAGE = { width: 612, height: 792 };
const MARGIN = { left: 54, right: 54, top: 60, bottom: 64 };
const LINE_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const LABEL_WIDTH = 170;
const GUTTER = 10;
const SIZE = { title: 16, subtitle: 10, heading: 12, text: 9.5, footer: 8 };
const LEADING = 1.3;
const GREY = rgb(0.3, 0.3, 0.3);
const RULE = rgb(0.75, 0.75, 0.75);
const step = (size: number) => size * LEADING;

/** The characters each standard font draws (WinAnsi: Latin letters, ’ “ ” – — … and the like). */
const charsets = new WeakMap<PDFFont, Set<number>>();

/**
 * `text` as `font` can draw it: a letter it lacks loses its accents first (ễ becomes e), and only
 * then becomes '?'.
 */
function drawable(text: string, font: PDFFont): string {
  let set = charsets.get(font);
  if (!set) charsets.set(font, (set = new Set(font.getCharacterSet())));
  const known = set;
  return Array.from(text.replace(/[\t\u00a0]/g, ' '), (c) => {
    if (c === '\n' || c === '\r' || known.has(c.codePointAt(0)!)) return c;
    const bare = c.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    return bare && Array.from(bare).every((b) => known.has(b.codePointAt(0)!)) ? bare : '?';
  }).join('');
}

/** Wraps `text` to lines no wider than `width`; a word wider than the line is cut by characters. */
function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of drawable(text, font).split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      let w = word;
      while (font.widthOfTextAtSize(w, size) > width) {
        let cut = w.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(w.slice(0, cut), size) > width) cut -= 1;
        if (line) lines.push(line);
        line = '';
        lines.push(w.slice(0, cut));
        w = w.slice(cut);
      }
      const joined = line ? `${line} ${w}` : w;
      if (line && font.widthOfTextAtSize(joined, size) > width) {
        lines.push(line);
        line = w;
      } else line = joined;
    }
    lines.push(line);
  }
  return lines;
}

/** One record's pen: the page and height it is at, and a new page when the next line does not fit. */
class Pen {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];
  readonly tags: TaggedContent;

  constructor(
    readonly pdf: PDFDocument,
    language: string,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.tags = new TaggedContent(pdf, language);
    this.newPage();
  }

  newPage() {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - MARGIN.top;
  }

  /** Makes room for `height` points: true when a new page had to begin. */
  room(height: number): boolean {
    if (this.y - height >= MARGIN.bottom) return false;
    this.newPage();
    return true;
  }

  /** Draws `line` as content of `element`, its baseline a font size below the pen. */
  text(element: StructElement, line: string, x: number, size: number, font: PDFFont, color = rgb(0, 0, 0)) {
    const { page } = this;
    const y = this.y - size;
    return this.tags.mark(page, element, () => page.drawText(line, { x, y, size, font, color }));
  }

  /** Wrapped text across the line, as one element of `role` under `parent`. */
  async paragraph(
    parent: StructElement,
    role: string,
    text: string,
    size: number,
    font: PDFFont,
    color = rgb(0, 0, 0),
  ) {
    const element = this.tags.element(parent, role, this.page);
    for (const line of wrapText(text, font, size, LINE_WIDTH)) {
      this.room(step(size));
      await this.text(element, line, MARGIN.left, size, font, color);
      this.y -= step(size);
    }
  }
}

/** Label and value rows: a table of two columns, each label its row's header. */
async function drawRows(pen: Pen, parent: StructElement, rows: [string, string][]) {
  const table = pen.tags.element(parent, 'Table', pen.page);
  const valueX = MARGIN.left + LABEL_WIDTH;
  for (const [label, value] of rows) {
    const labels = wrapText(label, pen.bold, SIZE.text, LABEL_WIDTH - GUTTER);
    const values = wrapText(value.trim() || '-', pen.regular, SIZE.text, LINE_WIDTH - LABEL_WIDTH);
    const lines = Math.max(labels.length, values.length);
    // A row is kept on one page; only one longer than a page runs on to the next.
    pen.room(Math.min(lines * step(SIZE.text), PAGE.height - MARGIN.top - MARGIN.bottom));
    const tr = pen.tags.element(table, 'TR', pen.page);
    const th = pen.tags.element(tr, 'TH', pen.page, { A: pen.pdf.context.obj({ O: 'Table', Scope: 'Row' }) });
    const td = pen.tags.element(tr, 'TD', pen.page);
    for (let i = 0; i < lines; i += 1) {
      pen.room(step(SIZE.text));
      if (labels[i]) await pen.text(th, labels[i]!, MARGIN.left, SIZE.text, pen.bold, GREY);
      if (values[i]) await pen.text(td, values[i]!, valueX, SIZE.text, pen.regular);
      pen.y -= step(SIZE.text);
    }
    pen.y -= 3;
  }
}

/** A table with its header row, repeated at the top of each page it continues on. */
async function drawTable(pen: Pen, parent: StructElement, block: Extract<RecordBlock, { kind: 'table' }>) {
  const total = block.columns.reduce((sum, c) => sum + c.width, 0);
  let x = MARGIN.left;
  const columns = block.columns.map((c) => {
    const width = (c.width / total) * LINE_WIDTH;
    const column = { ...c, x, width };
    x += width;
    return column;
  });
  const table = pen.tags.element(parent, 'Table', pen.page);
  const header = async () => {
    const tr = pen.tags.element(table, 'TR', pen.page);
    const top = pen.y;
    const headers = columns.map((c) => wrapText(c.header, pen.bold, SIZE.text, c.width - GUTTER));
    for (const [i, c] of columns.entries()) {
      const th = pen.tags.element(tr, 'TH', pen.page, { A: pen.pdf.context.obj({ O: 'Table', Scope: 'Column' }) });
      for (const [n, line] of headers[i]!.entries()) {
        pen.y = top - n * step(SIZE.text);
        await pen.text(th, line, c.x, SIZE.text, pen.bold);
      }
    }
    pen.y = top - Math.max(...headers.map((h) => h.length)) * step(SIZE.text);
    const { page, y } = pen;
    pen.tags.artifact(page, () =>
      page.drawLine({
        start: { x: MARGIN.left, y: y + 2 },
        end: { x: PAGE.width - MARGIN.right, y: y + 2 },
        thickness: 0.5,
        color: RULE,
      }),
    );
    pen.y -= 3;
  };
  pen.room(step(SIZE.text) * 3);
  await header();
  for (const row of block.rows) {
    const cells = columns.map((c, i) => wrapText(row[i] ?? '', pen.regular, SIZE.text, c.width - GUTTER));
    const lines = Math.max(...cells.map((c) => c.length));
    if (pen.room(lines * step(SIZE.text))) await header();
    const tr = pen.tags.element(table, 'TR', pen.page);
    const top = pen.y;
    for (const [i, c] of columns.entries()) {
      const td = pen.tags.element(tr, 'TD', pen.page);
      for (const [n, line] of cells[i]!.entries()) {
        pen.y = top - n * step(SIZE.text);
        await pen.text(td, line, c.x, SIZE.text, pen.regular);
      }
    }
    pen.y = top - lines * step(SIZE.text) - 2;
  }
}

/** One record's PDF. */
async function renderRecord(record: RecordPdf): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const pen = new Pen(
    pdf,
    record.language,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  const document = pen.tags.top;
  await pen.paragraph(document, 'H1', record.title, SIZE.title, pen.bold);
  if (record.subtitle) await pen.paragraph(document, 'P', record.subtitle, SIZE.subtitle, pen.regular, GREY);
  pen.y -= 8;
  let section = document;
  for (const block of record.blocks) {
    if (block.kind === 'heading') {
      // A heading is never the last line of a page: room for it and a few lines after.
      pen.y -= 6;
      pen.room(step(SIZE.heading) + step(SIZE.text) * 3);
      section = pen.tags.element(document, 'Sect', pen.page);
      await pen.paragraph(section, 'H2', block.text, SIZE.heading, pen.bold);
      pen.y -= 2;
    } else if (block.kind === 'paragraph') {
      await pen.paragraph(section, 'P', block.text, SIZE.text, pen.regular);
      pen.y -= 4;
    } else if (block.kind === 'rows') await drawRows(pen, section, block.rows);
    else await drawTable(pen, section, block);
  }
  const count = pen.pages.length;
  for (const [i, page] of pen.pages.entries()) {
    const footer = drawable(
      record.footer.replace('{page}', String(i + 1)).replace('{pages}', String(count)),
      pen.regular,
    );
    pen.tags.artifact(page, () => {
      page.drawLine({
        start: { x: MARGIN.left, y: MARGIN.bottom - 18 },
        end: { x: PAGE.width - MARGIN.right, y: MARGIN.bottom - 18 },
        thickness: 0.5,
        color: RULE,
      });
      page.drawText(footer, {
        x: MARGIN.left,
        y: MARGIN.bottom - 32,
        size: SIZE.footer,
        font: pen.regular,
        color: GREY,
      });
    });
  }
  const at = new Date(record.createdAt);
  pdf.setTitle(record.title, { showInWindowTitleBar: true });
  pdf.setLanguage(record.language);
  pdf.setProducer(record.producer);
  pdf.setCreator(record.producer);
  pdf.setCreationDate(at);
  pdf.setModificationDate(at);
  return pdf.save();
}

/** Several records, one after the other (a batch is one task: the pool's round trip is paid once). */
export async function renderRecords(records: RecordPdf[]): Promise<Uint8Array[]> {
  const out: Uint8Array[] = [];
  for (const record of records) out.push(await renderRecord(record));
  return out;
}
