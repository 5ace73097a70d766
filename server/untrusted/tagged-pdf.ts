/**
 * Tagged PDF (ISO 32000-1 §14.7–14.8, as PDF/UA asks): the structure tree a screen reader follows,
 * for the pages we draw. pdf-lib draws but does not tag, so what we draw is wrapped here in marked
 * content with an MCID, each structure element names its parent, its page and its content, and the
 * parent tree maps each page's marked content back to its elements. A tree already in the file (an
 * employer's tagged form, or our own first certificate under a countersignature) is extended,
 * never replaced: an incremental update keeps what the earlier seal covers readable.
 * Only pages created by the caller are tagged (their MCIDs start at 0).
 */
import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  PDFRef,
  PDFString,
} from 'pdf-lib';

/** A structure element (or the tree's root): its dictionary, and the reference its kids and the parent tree use. */
export interface StructElement {
  ref: PDFRef;
  dict: PDFDict;
}

const name = (n: string) => PDFName.of(n);

/** An element's /K as an array, made one if it held a single kid or none. */
function kidsOf(context: PDFDocument['context'], dict: PDFDict): PDFArray {
  const k = dict.get(name('K'));
  if (k instanceof PDFArray) return k;
  const kids = context.obj(k ? [k] : []);
  dict.set(name('K'), kids);
  return kids;
}

/** The first key no number-tree entry uses (each node read once, however a hostile file links them). */
function nextFreeKey(
  node: PDFObject | undefined,
  context: PDFDocument['context'],
  seen = new Set<PDFObject>(),
): number {
  const dict = node instanceof PDFRef ? context.lookup(node) : node;
  if (!(dict instanceof PDFDict) || seen.has(dict)) return 0;
  seen.add(dict);
  let next = 0;
  const nums = dict.lookup(name('Nums'));
  if (nums instanceof PDFArray)
    for (let i = 0; i < nums.size(); i += 2) {
      const key = nums.lookup(i);
      if (key instanceof PDFNumber) next = Math.max(next, key.asNumber() + 1);
    }
  const kids = dict.lookup(name('Kids'));
  if (kids instanceof PDFArray)
    for (let i = 0; i < kids.size(); i += 1) next = Math.max(next, nextFreeKey(kids.get(i), context, seen));
  return next;
}

export class TaggedContent {
  private readonly pages = new Map<string, PDFArray>();
  private readonly root: StructElement;
  /** The array of the parent tree that new entries join (its root's /Nums, or a new leaf under its /Kids). */
  private readonly entries: PDFArray;
  private readonly limits: PDFArray | null;
  private nextKey: number;
  /**
   * Where new content goes: the tree's one /Document element, or the root itself when the file's
   * own tree has several top-level elements (ours then sits beside them).
   */
  readonly top: StructElement;

  /**
   * Marks the document as tagged, in `lang` unless it already declares its language (the
   * employer's pages are in theirs), and opens its structure tree, made when missing.
   */
  constructor(
    private readonly pdf: PDFDocument,
    lang: string,
  ) {
    const { catalog, context } = pdf;
    const markInfo = catalog.lookup(name('MarkInfo'));
    if (markInfo instanceof PDFDict) markInfo.set(name('Marked'), context.obj(true));
    else catalog.set(name('MarkInfo'), context.obj({ Marked: true }));
    if (!catalog.has(name('Lang'))) catalog.set(name('Lang'), PDFString.of(lang));
    // A reader's title bar names the document by its title, not its file name.
    catalog.getOrCreateViewerPreferences().setDisplayDocTitle(true);

    let rootDict = catalog.lookup(name('StructTreeRoot'));
    if (!(rootDict instanceof PDFDict)) {
      rootDict = context.obj({ Type: 'StructTreeRoot', K: [] });
      catalog.set(name('StructTreeRoot'), context.register(rootDict));
    }
    const rootRef = catalog.get(name('StructTreeRoot')) as PDFRef;
    this.root = { ref: rootRef, dict: rootDict as PDFDict };
    this.top = this.documentElement() ?? this.root;

    const root = this.root.dict;
    let tree = root.lookup(name('ParentTree'));
    if (!(tree instanceof PDFDict)) {
      tree = context.obj({ Nums: [] });
      root.set(name('ParentTree'), context.register(tree));
    }
    const declared = root.lookup(name('ParentTreeNextKey'));
    this.nextKey = Math.max(nextFreeKey(tree, context), declared instanceof PDFNumber ? declared.asNumber() : 0);
    const kids = (tree as PDFDict).lookup(name('Kids'));
    if (kids instanceof PDFArray) {
      // A tree of several nodes: ours is one more leaf after the others (its keys are all greater).
      this.limits = context.obj([this.nextKey, this.nextKey]);
      this.entries = context.obj([]);
      kids.push(context.register(context.obj({ Limits: this.limits, Nums: this.entries })));
    } else {
      this.limits = null;
      const nums = (tree as PDFDict).lookup(name('Nums'));
      this.entries = nums instanceof PDFArray ? nums : context.obj([]);
      (tree as PDFDict).set(name('Nums'), this.entries);
    }
  }

  /** The root's /Document element: made under an empty root, found when it is the root's only kid. */
  private documentElement(): StructElement | null {
    const { context } = this.pdf;
    const kids = kidsOf(context, this.root.dict);
    if (kids.size() === 0) return this.element(this.root, 'Document');
    const only = kids.size() === 1 ? kids.get(0) : null;
    const dict = only instanceof PDFRef ? context.lookup(only) : null;
    if (only instanceof PDFRef && dict instanceof PDFDict && dict.get(name('S')) === name('Document'))
      return { ref: only, dict };
    return null;
  }

  /**
   * A new element of `role` (H1, P, Table, TR, TH, TD, Figure, Sect…) as the last kid of
   * `parent`, starting on `page`, with these extra entries (/Alt, /A, /Lang…).
   */
  element(parent: StructElement, role: string, page?: PDFPage, extra: Record<string, PDFObject> = {}): StructElement {
    const { context } = this.pdf;
    const dict = context.obj({ Type: 'StructElem', S: role, P: parent.ref, K: [] });
    if (page) dict.set(name('Pg'), page.ref);
    for (const [key, value] of Object.entries(extra)) dict.set(name(key), value);
    const ref = context.register(dict);
    kidsOf(context, parent.dict).push(ref);
    return { ref, dict };
  }

  /** Draws what `draw` draws on `page` as content of `element` (a marked-content sequence with its MCID). */
  async mark(page: PDFPage, element: StructElement, draw: () => void | Promise<void>): Promise<void> {
    const { context } = this.pdf;
    const parents = this.parentsOf(page);
    const mcid = parents.size();
    parents.push(element.ref);
    const tag = element.dict.get(name('S')) as PDFName;
    // The property list written inline, as pdf-lib's operator arguments take no dictionary.
    page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [tag, `<< /MCID ${mcid} >>`]));
    await draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    if (!element.dict.has(name('Pg'))) element.dict.set(name('Pg'), page.ref);
    // Content on another page than the element's /Pg names its page (a marked-content reference).
    const onItsPage = element.dict.get(name('Pg')) === page.ref;
    kidsOf(context, element.dict).push(
      onItsPage ? PDFNumber.of(mcid) : context.obj({ Type: 'MCR', Pg: page.ref, MCID: mcid }),
    );
  }

  /** Draws decoration a screen reader skips (a band, a rule): an /Artifact sequence, outside the tree. */
  artifact(page: PDFPage, draw: () => void): void {
    page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContent, [name('Artifact')]));
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  /**
   * The page's array of elements by MCID in the parent tree: on its first use the page gets the
   * next key as its /StructParents, and its tab order follows the structure.
   */
  private parentsOf(page: PDFPage): PDFArray {
    const known = this.pages.get(page.ref.tag);
    if (known) return known;
    const { context } = this.pdf;
    if (page.node.has(name('StructParents'))) throw new Error('only pages drawn here are tagged here');
    const key = this.nextKey;
    this.nextKey += 1;
    const parents = context.obj([]);
    this.entries.push(PDFNumber.of(key));
    this.entries.push(context.register(parents));
    this.limits?.set(1, PDFNumber.of(key));
    this.root.dict.set(name('ParentTreeNextKey'), PDFNumber.of(this.nextKey));
    page.node.set(name('StructParents'), PDFNumber.of(key));
    page.node.set(name('Tabs'), name('S'));
    this.pages.set(page.ref.tag, parents);
    return parents;
  }
}

/** A text string of the structure tree (/Alt, /T): UTF-16, so any name reads as written. */
export const textString = (text: string) => PDFHexString.fromText(text);
