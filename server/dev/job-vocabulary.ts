/**
 * The vocabulary of generated job descriptions: real common English words at the top of a Zipf
 * distribution, then a long tail of well over 100,000 terms made deterministically from syllables
 * and morphemes: company, product and place names, skills, tools, certifications and misspellings.
 * Real job text looks like this to a search engine: a few words in most jobs, most words rare.
 */

/** The most frequent words of English job ads, most frequent first (a Zipf head of real words). */
const COMMON = `the and to of a in for with you our is will be are on as or your we this an at by
from that all team work have experience skills ability role who can us it years support new
including other business customer within their high required position job strong provide may
more must working time related such help ensure knowledge opportunity responsibilities
equal employment company services management information status qualified applicants
including without regard race color religion sex national origin disability veteran across
develop clients day environment level duties well also based people excellent growth
communication training benefits one what best quality full part make best apply great
processes orientation gender identity sexual not performance looking join safety data
requirements tools any people through professional about plus preferred perform maintain
local product projects working manage both written verbal including review daily
degree bachelor equivalent field minimum least related plan lead complete operations
systems tasks standards policies procedures reports meet needs health care learn
dental vision insurance paid off holidays retirement match bonus weekly shift hours
schedule flexible remote hybrid office site travel must able lift pounds stand walk
sit long periods computer microsoft office excel word outlook software detail oriented
organized independently fast paced problem solving attention multiple priorities deadlines
collaborate cross functional stakeholders partners vendors internal external accurate
records documentation compliance regulations federal state guidelines follow instructions
supervisor manager leadership mentor coach train staff employees members community
mission values culture diverse inclusive welcome every background proud offer competitive
salary pay rate hourly annual range depending location commensurate qualifications
candidates successful candidate selected background check drug screen eligible
authorization sponsorship now future contract permanent temporary hire opportunity
immediate start date duration months extension possible client assignment staffing
agency recruiter contact today submit resume cover letter application process interview
steps next week reach out questions answer happy talk more details below above listed
responsible handling tracking monitoring reporting analyzing improving building
designing testing implementing supporting maintaining coordinating scheduling
preparing reviewing processing resolving escalating documenting communicating
assisting serving greeting operating inspecting cleaning loading unloading
packing shipping receiving stocking ordering counting measuring calculating`;

const ONSETS = [
  'b',
  'br',
  'c',
  'ch',
  'cl',
  'cr',
  'd',
  'dr',
  'f',
  'fl',
  'g',
  'gr',
  'h',
  'j',
  'k',
  'l',
  'm',
  'n',
  'p',
  'pl',
  'pr',
  'qu',
  'r',
  's',
  'sc',
  'sh',
  'sk',
  'sl',
  'sp',
  'st',
  'str',
  't',
  'th',
  'tr',
  'v',
  'w',
  'z',
];
const NUCLEI = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'ee', 'io', 'oa', 'ou', 'y'];
const CODAS = ['', '', '', 'n', 'r', 'l', 's', 'x', 'm', 'nd', 'rt', 'st', 'ck', 'th', 'ng'];
const PLACE_ENDS = ['ville', 'ford', 'burg', 'dale', 'field', 'port', 'wood', 'brook', 'haven', 'ridge', 'ton', 'mont'];
const PRODUCT_ENDS = ['ly', 'io', 'ify', 'hub', 'desk', 'flow', 'stack', 'base', 'sync', 'works', 'lab', 'ware'];
const SKILL_ENDS = ['script', 'ql', 'ops', 'db', 'kit', 'net', 'cad', 'sys', 'tek', 'form'];
const CERT_PREFIXES = ['ISO', 'ANSI', 'NFPA', 'ASQ', 'CDL', 'CPR', 'OSHA', 'IPC', 'AWS', 'NIST'];

/** A small seedable PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A misspelling a person makes: a letter dropped, doubled or two swapped. */
function misspell(word: string, rand: () => number): string {
  const i = 1 + Math.floor(rand() * (word.length - 2));
  const kind = Math.floor(rand() * 3);
  if (kind === 0) return word.slice(0, i) + word.slice(i + 1);
  if (kind === 1) return word.slice(0, i) + word[i] + word.slice(i);
  return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
}

export interface Vocabulary {
  /** Every term, most frequent first. */
  terms: string[];
  /** Draws a term index by the Zipf distribution. */
  draw(rand: () => number): string;
}

/** Builds the vocabulary: deterministic, independent of the jobs' seed. */
export function buildVocabulary(size = 120_000, exponent = 1.05): Vocabulary {
  const rand = prng(20_261_123);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const common = [...new Set(COMMON.split(/\s+/).filter(Boolean))];
  const longCommon = common.filter((w) => w.length > 4);
  const seen = new Set(common);
  const terms = [...common];
  const syllable = () => pick(ONSETS) + pick(NUCLEI) + pick(CODAS);
  const root = () => {
    const n = 2 + Math.floor(rand() * 2);
    let w = '';
    for (let i = 0; i < n; i += 1) w += syllable();
    return w;
  };
  const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1);
  const makers: (() => string)[] = [
    () => root(), // words of the trade nobody outside it knows
    () => root(),
    () => cap(root()), // company and brand names
    () => cap(syllable() + pick(PLACE_ENDS)), // place names
    () => cap(syllable() + pick(PRODUCT_ENDS)), // products
    () => syllable() + pick(SKILL_ENDS), // tools and skills
    () => `${pick(CERT_PREFIXES)}-${100 + Math.floor(rand() * 9900)}`, // certifications and standards
    () => misspell(pick(longCommon), rand),
  ];
  let attempts = 0;
  while (terms.length < size && attempts < size * 20) {
    attempts += 1;
    const term = pick(makers)();
    const key = term.toLowerCase();
    if (term.length < 3 || seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
  }
  // Cumulative Zipf weights (rank r has weight 1 / r^s) for a binary-search draw.
  const cumulative = new Float64Array(terms.length);
  let sum = 0;
  for (let r = 0; r < terms.length; r += 1) {
    sum += 1 / (r + 1) ** exponent;
    cumulative[r] = sum;
  }
  return {
    terms,
    draw(next) {
      const x = next() * sum;
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (cumulative[mid]! < x) lo = mid + 1;
        else hi = mid;
      }
      return terms[lo]!;
    },
  };
}
