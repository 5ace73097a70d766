/**
 * What a screen reader is given of a PDF, as pdf.js (the legacy build the server uses) reads it:
 * each page's structure tree, and the document's language and marking. pdf.js is an ES module
 * that jest's CommonJS cannot import, so it runs in a child Node process.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A node of pdf.js's `page.getStructTree()`: an element (role, kids, alt text…) or a piece of content. */
export interface StructNode {
  role?: string;
  alt?: string;
  lang?: string;
  bbox?: number[];
  children?: StructNode[];
  type?: 'content' | 'object' | 'annotation';
  id?: string;
  /** A content reference's text (its marked-content sequence's). */
  text?: string;
}

export interface PdfStructure {
  /** The catalog's /Lang, as pdf.js reports it in the document's information. */
  language: string | null;
  markInfo: { Marked?: boolean } | null;
  /** Each page's structure tree (null: an untagged page), and its text in content order. */
  pages: { tree: StructNode | null; text: string[] }[];
}

const READER = `
const [pdfjsUrl, file] = process.argv.slice(1);
const { getDocument } = await import(pdfjsUrl);
const { readFileSync } = await import('node:fs');
const doc = await getDocument({ data: new Uint8Array(readFileSync(file)), isEvalSupported: false, verbosity: 0 }).promise;
const { info } = await doc.getMetadata();
const pages = [];
for (let n = 1; n <= doc.numPages; n += 1) {
  const page = await doc.getPage(n);
  // The text of each marked-content sequence, by the id its structure element names.
  const marked = new Map();
  const open = [];
  const text = [];
  for (const item of (await page.getTextContent({ includeMarkedContent: true })).items) {
    if (item.type === 'beginMarkedContentProps' || item.type === 'beginMarkedContent') open.push(item.id ?? null);
    else if (item.type === 'endMarkedContent') open.pop();
    else if ('str' in item && item.str.trim()) {
      text.push(item.str);
      const id = open.findLast((i) => i);
      if (id) marked.set(id, [...(marked.get(id) ?? []), item.str]);
    }
  }
  const withText = (node) => {
    if (node.type === 'content') node.text = (marked.get(node.id) ?? []).join(' ');
    for (const kid of node.children ?? []) withText(kid);
    return node;
  };
  const tree = await page.getStructTree();
  pages.push({ tree: tree && withText(tree), text });
}
process.stdout.write(JSON.stringify({ language: info.Language ?? null, markInfo: await doc.getMarkInfo(), pages }));
await doc.destroy();
`;

export async function pdfStructure(bytes: Uint8Array): Promise<PdfStructure> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pdf-structure-'));
  const file = path.join(dir, 'document.pdf');
  writeFileSync(file, bytes);
  try {
    const pdfjs = pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', READER, pdfjs, file], {
      timeout: 60_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    return JSON.parse(stdout) as PdfStructure;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The elements of `tree` of this role, depth first (in reading order). */
export function elements(tree: StructNode | null, role: string): StructNode[] {
  if (!tree) return [];
  const found = tree.role === role ? [tree] : [];
  return [...found, ...(tree.children ?? []).flatMap((kid) => elements(kid, role))];
}

/** The text an element holds, its kids' in order. */
export function textOf(node: StructNode): string {
  if (node.type === 'content') return node.text ?? '';
  return (node.children ?? []).map(textOf).filter(Boolean).join(' ');
}

/** The tree without content references, as roles and alternative texts: what a test can compare. */
export function outline(node: StructNode): unknown {
  const kids = (node.children ?? []).filter((kid) => kid.role).map(outline);
  const label = [node.role, node.alt && `"${node.alt}"`, node.lang && `lang=${node.lang}`].filter(Boolean).join(' ');
  return kids.length ? { [label]: kids } : label;
}
