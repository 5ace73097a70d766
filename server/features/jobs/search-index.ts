/**
 * The in-memory job search index: postings of the same stemmed terms the databases index, plus
 * compact per-job columns (state, type and category, position, opened date, length). One query
 * matches, ranks, filters by radius and counts the facets in a few milliseconds over 500,000 jobs,
 * where FTS5 or GIN must visit every match in the table (hundreds of milliseconds to seconds for a
 * common word). The score is FTS5's bm25 (k1 1.2, b 0.75, title weight 4, body 1), computed the
 * same way on both databases. The database stays the source of truth; `search-index.sync.ts` keeps
 * this copy current from the job change feed.
 */
import { CATEGORY_KEYS, EMPLOYMENT_TYPES } from '../../../common/jobs';
import { boundingBox, greatCircleMiles } from '../../providers/maps/geo';
import type { QueryClause } from './search-terms';

export interface IndexCircle {
  latitude: number;
  longitude: number;
  miles: number;
}

export interface IndexQuery {
  clauses: QueryClause[];
  type: 'Contract' | 'Permanent' | null;
  categories: string[];
  circles: IndexCircle[];
}

export interface IndexDoc {
  id: number;
  /** Open and active: only these are found; closed jobs still count in the bm25 statistics (as in FTS5). */
  searchable: boolean;
  employmentType: string;
  category: string;
  latitude: number;
  longitude: number;
  openedAt: number;
  searchTitle: string;
  searchBody: string;
}

export interface FacetCount {
  employmentType: string;
  category: string;
  n: number;
}

export interface IndexResult {
  ids: number[];
  scores: number[];
  facets: FacetCount[];
}

// bm25 as FTS5 computes it (fts5_aux.c) with bm25(job_fts, 4.0, 1.0).
const K1 = 1.2;
const B = 0.75;
const TITLE_WEIGHT = 4;
const BODY_WEIGHT = 1;
/** Term frequencies are kept per field in 4 bits each; bm25 saturates long before 15. */
const MAX_TF = 15;
const DEAD = 0;
const CLOSED = 1;
const OPEN = 2;
const FACETS = CATEGORY_KEYS.length * EMPLOYMENT_TYPES.length;

interface Postings {
  /** (ordinal << 8) | (title tf << 4) | body tf, in ordinal order. */
  buf: Uint32Array;
  len: number;
}

function grow<T extends Uint8Array | Uint32Array | Int32Array | Float64Array>(a: T, size: number): T {
  if (a.length >= size) return a;
  const next = new (a.constructor as new (n: number) => T)(Math.max(size, Math.ceil(a.length * 1.5), 1024));
  next.set(a);
  return next;
}

export class SearchIndex {
  private vocab = new Map<string, number>();
  private postings: Postings[] = [];
  private sortedTerms: string[] | null = null;

  // Per ordinal. A changed job gets a new ordinal; the old one is marked dead.
  private size = 0;
  private state = new Uint8Array(0);
  private jobId = new Int32Array(0);
  private facet = new Uint8Array(0);
  private lat = new Float64Array(0);
  private lng = new Float64Array(0);
  private opened = new Float64Array(0);
  private docLen = new Uint32Array(0);
  /** Job id → ordinal + 1 (0: not indexed); a typed array keeps 500,000 entries off the GC's heap. */
  private ordOf = new Uint32Array(0);

  private maxDocLen = 0;
  private normByLength = new Float64Array(0);
  private normAvgdl = NaN;
  private liveDocs = 0;
  private liveTokens = 0;
  private deadOrds = 0;

  // Scratch space reused by every query (queries run synchronously, one at a time).
  private qStamp = new Uint32Array(0);
  private pStamp = new Uint32Array(0);
  private matched = new Uint8Array(0);
  private score = new Float64Array(0);
  private freq = new Float64Array(0);
  private cand = new Int32Array(0);
  private touched = new Int32Array(0);
  private queryStamp = 0;
  private phraseStamp = 0;
  // Per-document term counting while indexing: packed tf by term id, and the terms touched.
  private tfByTerm = new Uint8Array(1024);
  private docTerms: number[] = [];

  /** Open jobs by facet, kept as jobs change: the no-text, no-radius facets cost nothing. */
  private openByFacet = new Array<number>(FACETS).fill(0);
  /** Ordinals by recency (newest first) up to `sortedUpTo`; newer ordinals are merged in at query time. */
  private recency = new Int32Array(0);
  private sortedUpTo = 0;
  /** One-degree cells of ordinals, for radius searches. */
  private cells = new Map<number, { ords: Int32Array; len: number }>();
  private geoStamp = new Uint32Array(0);
  private geoQuery = 0;
  private geoList = new Int32Array(0);

  get documents(): number {
    return this.liveDocs;
  }

  /** Ordinals of replaced or deleted jobs still take space until the index is rebuilt. */
  get deadShare(): number {
    return this.size === 0 ? 0 : this.deadOrds / this.size;
  }

  /** Approximate memory held, in bytes. */
  get bytes(): number {
    let n = this.size * 30;
    for (const p of this.postings) n += p.buf.byteLength;
    return n;
  }

  upsert(doc: IndexDoc): void {
    this.remove(doc.id);
    const ord = this.size;
    this.ensureCapacity(ord + 1);
    this.size += 1;
    const type = (EMPLOYMENT_TYPES as readonly string[]).indexOf(doc.employmentType);
    const category = (CATEGORY_KEYS as string[]).indexOf(doc.category);
    this.jobId[ord] = doc.id;
    this.state[ord] = doc.searchable ? OPEN : CLOSED;
    // Unknown values fall outside every facet and every type or category filter.
    this.facet[ord] = type < 0 || category < 0 ? 255 : category * EMPLOYMENT_TYPES.length + type;
    this.lat[ord] = doc.latitude;
    this.lng[ord] = doc.longitude;
    this.opened[ord] = doc.openedAt;
    const length = this.count(doc.searchTitle, 4) + this.count(doc.searchBody, 0);
    this.docLen[ord] = length;
    if (length > this.maxDocLen) this.maxDocLen = length;
    for (const term of this.docTerms) {
      const p = this.postings[term]!;
      if (p.len === p.buf.length) p.buf = grow(p.buf, p.len + 1);
      p.buf[p.len++] = (ord << 8) | this.tfByTerm[term]!;
      this.tfByTerm[term] = 0;
    }
    this.docTerms.length = 0;
    this.ordOf = grow(this.ordOf, doc.id + 1);
    this.ordOf[doc.id] = ord + 1;
    this.liveDocs += 1;
    this.liveTokens += length;
    if (doc.searchable && this.facet[ord]! < FACETS) this.openByFacet[this.facet[ord]!]! += 1;
    const key = cellKey(doc.latitude, doc.longitude);
    let cell = this.cells.get(key);
    if (!cell) this.cells.set(key, (cell = { ords: new Int32Array(16), len: 0 }));
    if (cell.len === cell.ords.length) cell.ords = grow(cell.ords, cell.len + 1);
    cell.ords[cell.len++] = ord;
  }

  /** After a bulk load: gives back the growth slack of the postings and sorts by recency. */
  trim(): void {
    for (const p of this.postings) if (p.buf.length > p.len) p.buf = p.buf.slice(0, p.len);
    this.sortRecency();
  }

  private sortRecency(): void {
    const ords = Int32Array.from({ length: this.size }, (_, i) => i).filter((o) => this.state[o] !== DEAD);
    ords.sort((a, b) => this.opened[b]! - this.opened[a]! || this.jobId[b]! - this.jobId[a]!);
    this.recency = ords;
    this.sortedUpTo = this.size;
  }

  remove(id: number): void {
    const ord = (this.ordOf[id] ?? 0) - 1;
    if (ord < 0) return;
    this.ordOf[id] = 0;
    if (this.state[ord] === OPEN && this.facet[ord]! < FACETS) this.openByFacet[this.facet[ord]!]! -= 1;
    this.state[ord] = DEAD;
    this.liveDocs -= 1;
    this.liveTokens -= this.docLen[ord]!;
    this.deadOrds += 1;
  }

  /** Counts the terms of one field into `tfByTerm` (4 bits at `shift`); returns its token count. */
  private count(text: string, shift: 0 | 4): number {
    let tokens = 0;
    for (const word of text.split(' ')) {
      if (!word) continue;
      tokens += 1;
      let term = this.vocab.get(word);
      if (term === undefined) {
        term = this.postings.length;
        this.vocab.set(word, term);
        this.postings.push({ buf: new Uint32Array(4), len: 0 });
        this.tfByTerm = grow(this.tfByTerm, term + 1);
        this.sortedTerms = null;
      }
      const packed = this.tfByTerm[term]!;
      if (packed === 0) this.docTerms.push(term);
      if (((packed >> shift) & 15) < MAX_TF) this.tfByTerm[term] = packed + (1 << shift);
    }
    return tokens;
  }

  private ensureCapacity(n: number): void {
    if (this.state.length >= n) return;
    this.state = grow(this.state, n);
    this.jobId = grow(this.jobId, n);
    this.facet = grow(this.facet, n);
    this.lat = grow(this.lat, n);
    this.lng = grow(this.lng, n);
    this.opened = grow(this.opened, n);
    this.docLen = grow(this.docLen, n);
  }

  private ensureScratch(): void {
    const n = this.size;
    if (this.qStamp.length >= n) return;
    this.qStamp = grow(this.qStamp, n);
    this.pStamp = grow(this.pStamp, n);
    this.matched = grow(this.matched, n);
    this.score = grow(this.score, n);
    this.freq = grow(this.freq, n);
    this.cand = grow(this.cand, n);
    this.touched = grow(this.touched, n);
    this.geoStamp = grow(this.geoStamp, n);
    this.geoList = grow(this.geoList, n);
  }

  private nextStamp(which: 'queryStamp' | 'phraseStamp' | 'geoQuery', array: Uint32Array): number {
    if (this[which] >= 0xfffffffe) {
      array.fill(0);
      this[which] = 0;
    }
    return ++this[which];
  }

  /** Term ids of the vocabulary that start with `prefix`. */
  private termsWithPrefix(prefix: string): number[] {
    this.sortedTerms ??= [...this.vocab.keys()].sort();
    const terms = this.sortedTerms;
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (terms[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: number[] = [];
    for (let i = lo; i < terms.length && terms[i]!.startsWith(prefix); i += 1) out.push(this.vocab.get(terms[i]!)!);
    return out;
  }

  /** The phrases of a clause, as FTS5 sees `"stem"` or `("stem" OR "prefix"*)`: term ids each. */
  private phrasesOf(clause: QueryClause): number[][] {
    const stem = this.vocab.get(clause.stem);
    const phrases = [stem === undefined ? [] : [stem]];
    if (clause.prefix) phrases.push(this.termsWithPrefix(clause.prefix));
    return phrases;
  }

  search(query: IndexQuery, offset: number, limit: number): IndexResult {
    this.ensureScratch();
    const circles = query.circles.map((c) => ({ ...c, box: boundingBox(c.latitude, c.longitude, c.miles) }));
    const typeIndex = query.type ? (EMPLOYMENT_TYPES as readonly string[]).indexOf(query.type) : -1;
    const wantedCategories = new Set(query.categories.map((c) => (CATEGORY_KEYS as string[]).indexOf(c)));
    const passesFilters = (fk: number) =>
      (typeIndex < 0 || fk % EMPLOYMENT_TYPES.length === typeIndex) &&
      (wantedCategories.size === 0 || wantedCategories.has(Math.floor(fk / EMPLOYMENT_TYPES.length)));
    const passesFilter = new Uint8Array(256);
    for (let fk = 0; fk < FACETS; fk += 1) passesFilter[fk] = passesFilters(fk) ? 1 : 0;

    const withText = query.clauses.length > 0;
    const nClauses = query.clauses.length;
    const counts = new Array<number>(FACETS).fill(0);
    const top = new TopK(offset + limit, withText ? this.score : null, this.opened, this.jobId);
    const { state, facet, lat, lng, matched, qStamp } = this;
    const nText = withText ? this.matchText(query.clauses) : 0;
    const qs = this.queryStamp;

    if (!withText && circles.length === 0) {
      // Every open job: facets are kept up to date; the page is read in recency order.
      this.openByFacet.forEach((n, fk) => (counts[fk] = n));
      this.newest(offset + limit, (ord) => passesFilter[facet[ord]!] === 1, top);
    } else {
      const inside = (ord: number) => {
        const la = lat[ord]!;
        const lo = lng[ord]!;
        for (const c of circles) {
          const b = c.box;
          if (la < b.minLat || la > b.maxLat || lo < b.minLng || lo > b.maxLng) continue;
          if (greatCircleMiles(c.latitude, c.longitude, la, lo) <= c.miles) return true;
        }
        return false;
      };
      // Walk the smaller side: the text matches, or the jobs in the circles' cells.
      const nGeo = circles.length ? this.collectCells(circles, withText ? nText : Infinity) : -1;
      const fromGeo = nGeo >= 0;
      const list = fromGeo ? this.geoList : this.cand;
      const n = fromGeo ? nGeo : nText;
      for (let i = 0; i < n; i += 1) {
        const ord = list[i]!;
        if (state[ord] !== OPEN) continue;
        if (withText && (qStamp[ord] !== qs || matched[ord] !== nClauses)) continue;
        if (circles.length && !inside(ord)) continue;
        const fk = facet[ord]!;
        if (fk < FACETS) counts[fk]! += 1;
        if (passesFilter[fk]) top.offer(ord);
      }
    }

    const ords = top.sorted().slice(offset);
    const facets: FacetCount[] = [];
    counts.forEach((n, fk) => {
      if (n > 0)
        facets.push({
          employmentType: EMPLOYMENT_TYPES[fk % EMPLOYMENT_TYPES.length]!,
          category: CATEGORY_KEYS[Math.floor(fk / EMPLOYMENT_TYPES.length)]!,
          n,
        });
    });
    return {
      ids: ords.map((o) => this.jobId[o]!),
      scores: ords.map((o) => (withText ? this.score[o]! : 0)),
      facets,
    };
  }

  /**
   * The ordinals in the cells the circles' boxes touch, into `geoList` (each once); -1 without
   * collecting when they are more than `limit`.
   */
  private collectCells(circles: { box: ReturnType<typeof boundingBox> }[], limit: number): number {
    const cells: { ords: Int32Array; len: number }[] = [];
    let total = 0;
    const seen = new Set<number>();
    for (const { box } of circles) {
      for (let la = Math.floor(box.minLat); la <= Math.floor(box.maxLat); la += 1) {
        for (let lo = Math.floor(box.minLng); lo <= Math.floor(box.maxLng); lo += 1) {
          const key = cellKey(la, lo);
          const cell = this.cells.get(key);
          if (!cell || seen.has(key)) continue;
          seen.add(key);
          cells.push(cell);
          total += cell.len;
        }
      }
    }
    if (total > limit) return -1;
    const gs = this.nextStamp('geoQuery', this.geoStamp);
    let n = 0;
    for (const cell of cells) {
      for (let i = 0; i < cell.len; i += 1) {
        const ord = cell.ords[i]!;
        if (this.geoStamp[ord] === gs) continue;
        this.geoStamp[ord] = gs;
        this.geoList[n++] = ord;
      }
    }
    return n;
  }

  /** Offers open ordinals that pass `keep` to `top`, newest first, until `k` were taken. */
  private newest(k: number, keep: (ord: number) => boolean, top: TopK): void {
    if (this.sortedUpTo < this.size - 1024) this.sortRecency();
    // Ordinals added since the sort are few: offer them all; the sorted ones until k were taken.
    for (let o = this.sortedUpTo; o < this.size; o += 1) if (this.state[o] === OPEN && keep(o)) top.offer(o);
    let taken = 0;
    for (let i = 0; i < this.recency.length && taken < k; i += 1) {
      const o = this.recency[i]!;
      if (this.state[o] !== OPEN || !keep(o)) continue;
      top.offer(o);
      taken += 1;
    }
  }

  /**
   * bm25's length part, K1 * (1 - B + B * length / avgdl), by job length: lengths repeat, so a
   * table (rebuilt when avgdl moves) spares a division per match and gives the very same doubles.
   */
  private lengthNorms(): Float64Array {
    const avgdl = this.liveDocs > 0 ? this.liveTokens / this.liveDocs : 1;
    if (this.normByLength.length <= this.maxDocLen) {
      this.normByLength = new Float64Array(this.maxDocLen + 1);
      this.normAvgdl = NaN;
    }
    if (avgdl !== this.normAvgdl) {
      const table = this.normByLength;
      for (let dl = 0; dl < table.length; dl += 1) table[dl] = K1 * (1 - B + (B * dl) / avgdl);
      this.normAvgdl = avgdl;
    }
    return this.normByLength;
  }

  /** The live jobs of a phrase's terms, each once, into `touched`, their summed frequencies in `freq`. */
  private sumFrequencies(terms: number[]): number {
    const ps = this.nextStamp('phraseStamp', this.pStamp);
    const { state, pStamp, freq, touched } = this;
    let n = 0;
    for (const term of terms) {
      const { buf, len } = this.postings[term]!;
      for (let i = 0; i < len; i += 1) {
        const p = buf[i]!;
        const ord = p >>> 8;
        if (state[ord] === DEAD) continue;
        const f = ((p >>> 4) & 15) * TITLE_WEIGHT + (p & 15) * BODY_WEIGHT;
        if (pStamp[ord] === ps) freq[ord]! += f;
        else {
          pStamp[ord] = ps;
          freq[ord] = f;
          touched[n++] = ord;
        }
      }
    }
    return n;
  }

  /**
   * Every clause must match (AND); within a clause any phrase. Starts from the clause with the
   * fewest postings; each later clause only touches jobs that matched every clause before it.
   * Returns the number of candidates in `this.cand`; a job matched when `matched[ord]` equals
   * the number of clauses.
   */
  private matchText(clauses: QueryClause[]): number {
    const plan = clauses
      .map((clause) => {
        const phrases = this.phrasesOf(clause);
        const cost = phrases.flat().reduce((s, t) => s + this.postings[t]!.len, 0);
        return { phrases, cost };
      })
      .sort((a, b) => a.cost - b.cost);
    const qs = this.nextStamp('queryStamp', this.qStamp);
    const { state, qStamp, matched, score, freq, docLen, cand, touched } = this;
    const rows = this.liveDocs;
    const norm = this.lengthNorms();
    let nCand = 0;
    for (let ci = 0; ci < plan.length; ci += 1) {
      if (ci > 0 && nCand === 0) break;
      for (const phrase of plan[ci]!.phrases) {
        const n = this.sumFrequencies(phrase);
        const idf = idfOf(rows, n);
        for (let i = 0; i < n; i += 1) {
          const ord = touched[i]!;
          if (state[ord] !== OPEN) continue;
          if (ci === 0) {
            if (qStamp[ord] !== qs) {
              qStamp[ord] = qs;
              matched[ord] = 0;
              score[ord] = 0;
              cand[nCand++] = ord;
            }
          } else if (qStamp[ord] !== qs || matched[ord]! < ci) continue; // missed an earlier clause
          const f = freq[ord]!;
          score[ord]! += idf * ((f * (K1 + 1.0)) / (f + norm[docLen[ord]!]!));
          matched[ord] = ci + 1;
        }
      }
    }
    return nCand;
  }
}

/** FTS5's idf: never below a tiny positive number, so a very common word still ranks. */
function idfOf(rows: number, hits: number): number {
  const idf = Math.log((rows - hits + 0.5) / (hits + 0.5));
  return idf <= 0 ? 1e-6 : idf;
}

function cellKey(latitude: number, longitude: number): number {
  return (Math.floor(latitude) + 90) * 361 + Math.floor(longitude) + 180;
}

/** The best `k` ordinals by score (when given), then newest, then highest job id. */
class TopK {
  /** A binary heap, worst on top; typed, so offering 100,000 jobs allocates nothing. */
  private readonly heap: Int32Array;
  private n = 0;

  constructor(
    private readonly k: number,
    private readonly score: Float64Array | null,
    private readonly opened: Float64Array,
    private readonly id: Int32Array,
  ) {
    this.heap = new Int32Array(k);
  }

  /** a ranks below b. */
  private worse(a: number, b: number): boolean {
    if (this.score) {
      const sa = this.score[a]!;
      const sb = this.score[b]!;
      if (sa !== sb) return sa < sb;
    }
    const oa = this.opened[a]!;
    const ob = this.opened[b]!;
    if (oa !== ob) return oa < ob;
    return this.id[a]! < this.id[b]!;
  }

  offer(ord: number): void {
    const h = this.heap;
    if (this.n < this.k) {
      let i = this.n++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!this.worse(ord, h[parent]!)) break;
        h[i] = h[parent]!;
        i = parent;
      }
      h[i] = ord;
      return;
    }
    if (this.k === 0 || !this.worse(h[0]!, ord)) return;
    // Replace the worst and sift the newcomer down.
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= this.n) break;
      const r = l + 1;
      const m = r < this.n && this.worse(h[r]!, h[l]!) ? r : l;
      if (!this.worse(h[m]!, ord)) break;
      h[i] = h[m]!;
      i = m;
    }
    h[i] = ord;
  }

  /** Best first. */
  sorted(): number[] {
    return Array.from(this.heap.subarray(0, this.n)).sort((a, b) => (this.worse(a, b) ? 1 : this.worse(b, a) ? -1 : 0));
  }
}
