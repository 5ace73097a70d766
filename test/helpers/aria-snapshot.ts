/**
 * A screen as a screen reader gets it, kept as reviewed text (test/e2e/aria-snapshots/): Playwright's
 * ARIA snapshot of the page's <body>, normalised where runs and machines differ, then what that
 * snapshot leaves out and Chromium's own accessibility tree holds (live regions, required fields,
 * descriptions); and the structure every screen keeps (one h1, no skipped level, named landmarks
 * and fields), read from that tree, independent of any stored file.
 * Past 300 lines because the tree, its checks, the normalisation and the comparison are one tool.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Frame, Page } from 'playwright-core';

const SNAPSHOT_DIR = path.resolve(__dirname, '../e2e/aria-snapshots');
/** Set to 1, the stored files are written from the screens instead of compared (review the git diff). */
const UPDATE = process.env.UPDATE_ARIA_SNAPSHOTS === '1';

/** A node of Chromium's accessibility tree, ignored nodes left out (their children taken up). */
interface AxNode {
  role: string;
  name: string;
  description: string;
  props: Record<string, unknown>;
  children: AxNode[];
}

interface CdpValue {
  type: string;
  value?: unknown;
}
interface CdpNode {
  nodeId: string;
  ignored: boolean;
  role?: CdpValue;
  name?: CdpValue;
  description?: CdpValue;
  properties?: { name: string; value: CdpValue }[];
  childIds?: string[];
  parentId?: string;
}
interface CdpFrameTree {
  frame: { id: string; url: string; urlFragment?: string };
  childFrames?: CdpFrameTree[];
}

function findFrameId(tree: CdpFrameTree, url: string): string | undefined {
  if (tree.frame.url + (tree.frame.urlFragment ?? '') === url || tree.frame.url === url) return tree.frame.id;
  for (const child of tree.childFrames ?? []) {
    const found = findFrameId(child, url);
    if (found) return found;
  }
  return undefined;
}

/** Chromium's accessibility tree of `page`, or of one of its frames: what screen readers are given. */
export async function chromiumTree(page: Page, frame?: Frame): Promise<AxNode> {
  const cdp = await page.context().newCDPSession(page);
  try {
    let frameId: string | undefined;
    if (frame) {
      const { frameTree } = (await cdp.send('Page.getFrameTree')) as { frameTree: CdpFrameTree };
      frameId = findFrameId(frameTree, frame.url());
      if (!frameId) throw new Error(`No frame at ${frame.url()}`);
    }
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree', frameId ? { frameId } : {})) as {
      nodes: CdpNode[];
    };
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    const build = (node: CdpNode): AxNode[] => {
      const children = (node.childIds ?? []).flatMap((id) => {
        const child = byId.get(id);
        return child ? build(child) : [];
      });
      const role = String(node.role?.value ?? '');
      if (node.ignored || role === 'InlineTextBox') return children;
      const props = Object.fromEntries((node.properties ?? []).map((p) => [p.name, p.value.value]));
      const text = (v?: CdpValue) => String(v?.value ?? '').trim();
      return [{ role, name: text(node.name), description: text(node.description), props, children }];
    };
    const root = nodes.find((n) => !n.parentId || !byId.has(n.parentId));
    if (!root) throw new Error('Empty accessibility tree');
    const [tree] = build(root);
    return tree ?? { role: 'RootWebArea', name: '', description: '', props: {}, children: [] };
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/** Every node of `tree` in document order, with whether it lies inside the main landmark. */
function walk(tree: AxNode, visit: (node: AxNode, inMain: boolean) => void, inMain = false) {
  visit(tree, inMain);
  for (const child of tree.children) walk(child, visit, inMain || tree.role === 'main');
}

/** The text a node holds, as its static texts read in order. */
function textOf(node: AxNode): string {
  const parts: string[] = [];
  walk(node, (n) => {
    if (n.role === 'StaticText' && n.name) parts.push(n.name);
  });
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

const FIELD_ROLES = new Set([
  'textbox',
  'searchbox',
  'combobox',
  'listbox',
  'checkbox',
  'radio',
  'spinbutton',
  'slider',
  'switch',
  // Chromium's own roles for <input type=date|datetime-local|time> (their parts, in the browser's
  // locale and order, are left out).
  'Date',
  'DateTime',
  'InputTime',
]);
const GROUP_ROLES = new Set(['group', 'radiogroup']);
/** Landmarks that may appear more than once, and must then tell themselves apart by name. */
const REPEATABLE_LANDMARKS = ['navigation', 'complementary', 'search'];
/** Landmarks only when named (HTML-AAM: a <section> or <form> without a name is none): names told apart. */
const NAMED_LANDMARKS = ['region', 'form'];

/**
 * What a screen reader user would miss in `tree`: not exactly one h1, a heading level skipped
 * (h2 then h4), a missing or doubled banner, main or contentinfo (a framed page has only its own
 * main), landmarks of one kind that cannot be told apart by name, a field in main without a name.
 */
export function structureProblems(tree: AxNode, kind: 'page' | 'frame'): string[] {
  const problems: string[] = [];
  const headings: AxNode[] = [];
  const landmarks = new Map<string, AxNode[]>();
  walk(tree, (node, inMain) => {
    if (node.role === 'heading') headings.push(node);
    landmarks.set(node.role, [...(landmarks.get(node.role) ?? []), node]);
    if (inMain && FIELD_ROLES.has(node.role) && !node.name) problems.push(`${node.role} without a name in main`);
  });
  const level = (h: AxNode) => Number(h.props.level);
  const h1s = headings.filter((h) => level(h) === 1);
  if (h1s.length !== 1) problems.push(`${h1s.length} h1 headings (one expected): ${h1s.map((h) => h.name).join(', ')}`);
  let previous = 0;
  for (const h of headings) {
    if (level(h) > previous + 1) problems.push(`heading "${h.name}" is h${level(h)} after h${previous}`);
    previous = level(h);
  }
  for (const role of kind === 'page' ? ['banner', 'main', 'contentinfo'] : ['main']) {
    const count = landmarks.get(role)?.length ?? 0;
    if (count !== 1) problems.push(`${count} ${role} landmarks (one expected)`);
  }
  for (const role of REPEATABLE_LANDMARKS) {
    const all = landmarks.get(role) ?? [];
    if (all.length < 2) continue;
    const unnamed = all.filter((n) => !n.name).length;
    if (unnamed) problems.push(`${unnamed} of ${all.length} ${role} landmarks without a name`);
  }
  for (const role of [...REPEATABLE_LANDMARKS, ...NAMED_LANDMARKS]) {
    const names = (landmarks.get(role) ?? []).map((n) => n.name).filter(Boolean);
    for (const name of new Set(names.filter((n, i) => names.indexOf(n) !== i))) {
      problems.push(`more than one ${role} named "${name}"`);
    }
  }
  return problems;
}

/**
 * What differs between runs and machines, and what stands for it in the stored files (applied to
 * every line). The demo data is dated from the day the server starts, and the server listens on a
 * free port.
 */
const NORMALISATIONS: { pattern: RegExp; by: string; why: string }[] = [
  {
    pattern: /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}, \d{4}\b/g,
    by: '<date>',
    why: 'a date (Posted Nov 30, 2026)',
  },
  { pattern: /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g, by: '<date>', why: 'a date in figures' },
  { pattern: /\b\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AP]M)?\b/gi, by: '<time>', why: 'a time of day' },
  { pattern: /© \d{4}/g, by: '© <year>', why: "the footer's year" },
  {
    pattern: /\b\d+ (?:second|minute|hour|day|week|month|year)s? ago\b/g,
    by: '<time ago>',
    why: 'a time relative to now',
  },
  { pattern: /https?:\/\/(?:localhost|127\.0\.0\.1):\d+/g, by: '<origin>', why: "the test server's address" },
];
/** In link addresses only: database ids (/jobs/301/apply, /documents?id=1, ?r=%2Fjobs%2F1). */
const URL_IDS: { pattern: RegExp; by: string }[] = [
  { pattern: /(?<=\/|%2F)\d+(?=[/?#&]|%2F|%3F|$)/gi, by: '<id>' },
  { pattern: /([?&](?:id|job)=)\d+/g, by: '$1<id>' },
];
/** A list of more than LONG_LIST items keeps its first KEPT_ITEMS (a page of 20 job cards reads alike). */
const LONG_LIST = 8;
const KEPT_ITEMS = 3;

function normaliseLine(line: string): string {
  let out = line;
  for (const { pattern, by } of NORMALISATIONS) out = out.replace(pattern, by);
  if (/^\s*- \/url: /.test(out)) for (const { pattern, by } of URL_IDS) out = out.replace(pattern, by);
  return out;
}

const indentOf = (line: string) => line.length - line.trimStart().length;

/** The lines of each item (its line and those under it) of the list at `lines[at]`, and where the list ends. */
function listItems(lines: string[], at: number): { items: string[][]; end: number } {
  const depth = indentOf(lines[at]!);
  const items: string[][] = [];
  let end = at + 1;
  for (; end < lines.length && indentOf(lines[end]!) > depth; end += 1) {
    if (indentOf(lines[end]!) === depth + 2) items.push([]);
    items.at(-1)?.push(lines[end]!);
  }
  return { items, end };
}

/**
 * Sorts the items of each list whose name matches `names`: lists whose order is the database's
 * whim (the demo's tags on a card, added within one millisecond, come in either order).
 */
function sortLists(lines: string[], names: RegExp | undefined): string[] {
  if (!names) return lines;
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    out.push(lines[i]!);
    const name = /^\s*- list "(.*)":$/.exec(lines[i]!)?.[1];
    if (name === undefined || !names.test(name)) continue;
    const { items, end } = listItems(lines, i);
    // By code point, not the machine's collation.
    const key = (item: string[]) => item.join('\n');
    out.push(...items.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)).flat());
    i = end - 1;
  }
  return out;
}

/** Cuts each long list of Playwright's snapshot to its first items, and says how many are left out. */
function cutLongLists(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    out.push(lines[i]!);
    if (!/^\s*- list\b.*:$/.test(lines[i]!)) continue;
    const { items, end } = listItems(lines, i);
    if (items.length <= LONG_LIST || !items.every((item) => /^\s*- listitem\b/.test(item[0]!))) continue;
    out.push(...items.slice(0, KEPT_ITEMS).flat());
    out.push(`${' '.repeat(indentOf(lines[i]!) + 2)}# ${items.length - KEPT_ITEMS} more listitems left out`);
    i = end - 1;
  }
  return out;
}

/** A YAML key as Playwright writes one: quoted when it would not read as a plain scalar. */
function yamlKey(key: string): string {
  return /: |:$| #|^[[\]{}&*!|>'"%@`#,?-]/.test(key) ? `'${key.replace(/'/g, "''")}'` : key;
}

function nodeKey(node: AxNode, attrs: string[]): string {
  return `${node.role}${node.name ? ` ${JSON.stringify(node.name)}` : ''}${attrs.map((a) => ` [${a}]`).join('')}`;
}

/** A field's states, as a screen reader announces them beside its name. */
function fieldAttrs(node: AxNode): string[] {
  const attrs: string[] = [];
  const { checked, disabled, required, invalid } = node.props;
  if (checked === 'true') attrs.push('checked');
  if (checked === 'mixed') attrs.push('checked=mixed');
  if (disabled === true) attrs.push('disabled');
  if (required === true) attrs.push('required');
  if (typeof invalid === 'string' && invalid !== 'false')
    attrs.push(invalid === 'true' ? 'invalid' : `invalid=${invalid}`);
  return attrs;
}

/** The groups and fields of main, nested as they are, with states and descriptions. */
function fieldLines(tree: AxNode): string[] {
  const lines: string[] = [];
  const hasField = (node: AxNode): boolean => FIELD_ROLES.has(node.role) || node.children.some(hasField);
  const visit = (node: AxNode, depth: number, inMain: boolean) => {
    const shown = inMain && (FIELD_ROLES.has(node.role) || (GROUP_ROLES.has(node.role) && hasField(node)));
    if (shown) {
      const pad = '  '.repeat(depth);
      const key = yamlKey(nodeKey(node, FIELD_ROLES.has(node.role) ? fieldAttrs(node) : []));
      const nested = GROUP_ROLES.has(node.role) || node.description;
      lines.push(`${pad}- ${key}${nested ? ':' : ''}`);
      if (node.description) lines.push(`${pad}  - /description: ${JSON.stringify(node.description)}`);
    }
    // A field's own children (a select's options) are the ARIA snapshot's business.
    if (FIELD_ROLES.has(node.role)) return;
    for (const child of node.children) visit(child, shown ? depth + 1 : depth, inMain || node.role === 'main');
  };
  visit(tree, 0, false);
  return lines;
}

/** Every live region of the document, outermost only, with its politeness and what it says now. */
function liveRegionLines(tree: AxNode): string[] {
  const lines: string[] = [];
  const visit = (node: AxNode) => {
    const live = node.props.live;
    if (live === 'polite' || live === 'assertive') {
      const attrs = [`live=${live}`, ...(node.props.atomic === true ? ['atomic'] : [])];
      if (node.props.busy === true) attrs.push('busy');
      lines.push(`- ${yamlKey(nodeKey(node, attrs))}: ${JSON.stringify(textOf(node))}`);
      return;
    }
    node.children.forEach(visit);
  };
  visit(tree);
  return lines;
}

/** Playwright's ARIA snapshot of `root`'s body once it has stopped changing (two reads alike). */
async function settledSnapshot(root: Page | Frame): Promise<string> {
  let previous = '';
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const current = await root.locator('body').ariaSnapshot({ timeout: 15_000 });
    if (current === previous) return current;
    previous = current;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The ARIA snapshot kept changing for 10 s');
}

interface ScreenSnapshot {
  /** The text to store: the normalised ARIA snapshot, then Chromium's live regions and fields. */
  text: string;
  tree: AxNode;
}

export interface SnapshotOptions {
  /** The frame to read instead of the page (its body, and its own accessibility tree). */
  frame?: Frame;
  /** Names of lists whose items come in no fixed order: sorted before storing. */
  unorderedLists?: RegExp;
}

/** The screen in `page` (or in one of its frames), as stored text and as Chromium's tree. */
export async function screenSnapshot(
  page: Page,
  { frame, unorderedLists }: SnapshotOptions = {},
): Promise<ScreenSnapshot> {
  const aria = await settledSnapshot(frame ?? page);
  const tree = await chromiumTree(page, frame);
  const extras = [
    "# Chromium's accessibility tree, for what the ARIA snapshot above leaves out.",
    '# Live regions (outermost), their politeness and what they say now:',
    ...liveRegionLines(tree),
    '# The fields of main in their groups: [required], [invalid], [checked], [disabled], /description:',
    ...fieldLines(tree),
  ].map(normaliseLine);
  const snapshot = cutLongLists(sortLists(aria.split('\n').map(normaliseLine), unorderedLists));
  return { text: `${[...snapshot, '---', ...extras].join('\n')}\n`, tree };
}

/**
 * The lines of `stored` missing from `live` ("- line N: …") and the lines of `live` not in `stored`
 * ("+ after line N: …"), in order; '' when they are the same.
 */
function snapshotDiff(stored: string, live: string): string {
  const a = stored.split('\n');
  const b = live.split('\n');
  // Longest common subsequence, from the ends.
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const out: string[] = [];
  let [i, j] = [0, 0];
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) [i, j] = [i + 1, j + 1];
    else if (j < b.length && (i === a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      out.push(`+ after line ${i}: ${b[j]}`);
      j += 1;
    } else {
      out.push(`- line ${i + 1}: ${a[i]}`);
      i += 1;
    }
  }
  return out.join('\n');
}

/** A stored file's text: a header saying what it shows and how it is made, then the snapshot. */
function withHeader(title: string, text: string): string {
  return [
    `# ${title}`,
    "# Playwright's ARIA snapshot of <body> (locator.ariaSnapshot()), normalised and checked by",
    '# test/e2e/aria-snapshots.e2e.test.ts; UPDATE_ARIA_SNAPSHOTS=1 rewrites this file from the screen.',
    text,
  ].join('\n');
}

/** How the screen's snapshot differs from its stored file ('' when it does not); never writes. */
export function diffFromStored(file: string, title: string, live: string): string {
  const stored = path.join(SNAPSHOT_DIR, file);
  if (!existsSync(stored)) return `No stored snapshot ${file}: run with UPDATE_ARIA_SNAPSHOTS=1 and review it.`;
  return snapshotDiff(readFileSync(stored, 'utf8'), withHeader(title, live));
}

/** diffFromStored; with UPDATE_ARIA_SNAPSHOTS=1, writes the stored file from the screen instead. */
export function checkAgainstStored(file: string, title: string, live: string): string {
  if (!UPDATE) return diffFromStored(file, title, live);
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  writeFileSync(path.join(SNAPSHOT_DIR, file), withHeader(title, live));
  return '';
}
