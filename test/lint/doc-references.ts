/**
 * Finds references that lead nowhere: a comment or page citing `docs/<page>.md §N` (or §N.M) whose
 * page is missing or has no heading of that number; a bare §N inside a page of docs/ that the page
 * itself does not have; a reference to the outside documents the docs replaced; and a relative
 * Markdown link (in README, CONTRIBUTING or docs/) to a file or heading that does not exist.
 * Pure functions over texts, so the test can feed them planted cases as well as the repository.
 */
import path from 'node:path';

export interface SourceFile {
  /** The repository-relative path, with forward slashes. */
  name: string;
  text: string;
}

export interface Finding {
  file: string;
  line: number;
  message: string;
}

/** Gives a repository-relative file's text, or null when there is no such file. */
export type ReadFile = (name: string) => string | null;

/**
 * A page and the section numbers after it: "docs/product.md §2–§5, §7". Inside docs/ a page may be
 * named without the folder ("api.md §6").
 */
const PAGE_REFERENCE = /(?<![\w/.-])((?:docs\/)?[\w.-]+\.md)((?:\s*(?:,|–|-|\/|and|or)?\s*§\d+(?:\.\d+)*)*)/g;
const SECTION = /§(\d+(?:\.\d+)*)/g;
/** The documents that lived outside the repository before docs/ took their place. */
const LEGACY_REFERENCE = /\b(?:SPEC|ARCHITECTURE) §/g;
const MARKDOWN_LINK = /\[[^\]\n]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const FENCE = /^\s*(```|~~~)/;

/** Line number (1-based) of a character offset. */
function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** The text with fenced code blocks blanked out (line breaks kept, so offsets and lines stay). */
function withoutFences(markdown: string): string {
  let inFence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (FENCE.test(line)) {
        inFence = !inFence;
        return '';
      }
      return inFence ? ' '.repeat(line.length) : line;
    })
    .join('\n');
}

/** Markdown inline code blanked out, so `[a](b)` written as code is not taken for a link. */
function withoutInlineCode(markdown: string): string {
  return markdown.replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
}

function headings(markdown: string): string[] {
  return withoutFences(markdown)
    .split('\n')
    .map((line) => /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1])
    .filter((h): h is string => h !== undefined);
}

/** The numbers of a page's numbered headings: "## 2. Screens" gives 2, "### 2.4.1 Search" 2.4.1. */
export function headingNumbers(markdown: string): Set<string> {
  const numbers = new Set<string>();
  for (const heading of headings(markdown)) {
    const match = /^(\d+(?:\.\d+)*)\.?\s/.exec(heading);
    if (match) numbers.add(match[1]!);
  }
  return numbers;
}

/** The anchors a Markdown renderer gives a page's headings (GitHub's rule, repeats numbered). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const heading of headings(markdown)) {
    const text = heading.replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const isMarkdown = (name: string) => name.endsWith('.md');
const inDocs = (name: string) => name.startsWith('docs/') && isMarkdown(name);
/** Files whose relative links are checked: the handbook. */
const linksChecked = (name: string) => name === 'README.md' || name === 'CONTRIBUTING.md' || inDocs(name);

/** Every problem in `files`; `read` gives the pages and link targets they point at. */
export function findReferenceProblems(files: SourceFile[], read: ReadFile): Finding[] {
  const findings: Finding[] = [];
  const pages = new Map<string, string | null>();
  const page = (name: string) => {
    if (!pages.has(name)) pages.set(name, read(name));
    return pages.get(name) ?? null;
  };

  for (const file of files) {
    const report = (offset: number, message: string) =>
      findings.push({ file: file.name, line: lineOf(file.text, offset), message });
    // In Markdown, what is shown as code is still a reference; only fenced blocks of other
    // languages (diagrams, configuration) are left out.
    const text = isMarkdown(file.name) ? withoutFences(file.text) : file.text;

    for (const match of text.matchAll(LEGACY_REFERENCE)) {
      report(match.index, `"${match[0]}…" cites a document outside the repository: cite docs/*.md instead`);
    }

    // Offsets of the section numbers that follow a page's name: the rest are bare.
    const cited = new Set<number>();
    for (const match of text.matchAll(PAGE_REFERENCE)) {
      const sections = [...(match[2] ?? '').matchAll(SECTION)];
      let target = match[1]!;
      if (!target.startsWith('docs/')) {
        // Without the folder only a page of docs/ citing a sibling by section counts.
        if (!inDocs(file.name) || sections.length === 0) continue;
        target = `docs/${target}`;
      }
      const start = match.index + match[1]!.length;
      for (const section of sections) cited.add(start + section.index);
      const markdown = page(target);
      if (markdown === null) {
        report(match.index, `${target} does not exist`);
        continue;
      }
      const numbers = headingNumbers(markdown);
      for (const section of sections) {
        if (!numbers.has(section[1]!)) report(match.index, `${target} has no section ${section[1]}`);
      }
    }

    if (inDocs(file.name)) {
      const own = headingNumbers(file.text);
      for (const match of text.matchAll(SECTION)) {
        if (cited.has(match.index)) continue;
        if (!own.has(match[1]!)) report(match.index, `§${match[1]} is not a section of ${file.name}`);
      }
    }

    if (linksChecked(file.name)) {
      for (const match of withoutInlineCode(text).matchAll(MARKDOWN_LINK)) {
        const link = match[1]!;
        if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue; // https:, mailto: …
        const [target = '', anchor] = link.split('#');
        const name = target ? path.posix.normalize(path.posix.join(path.posix.dirname(file.name), target)) : file.name;
        const markdown = target ? page(name) : file.text;
        if (markdown === null) {
          report(match.index, `the link to ${link} leads to no file (${name})`);
          continue;
        }
        if (anchor && isMarkdown(name) && !headingAnchors(markdown).has(anchor)) {
          report(match.index, `the link to ${link} names no heading of ${name}`);
        }
      }
    }
  }
  return findings;
}
