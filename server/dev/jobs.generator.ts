/**
 * Realistic synthetic jobs (`npm run cli -- jobs:generate --count N [--seed S]`, the demo seed and
 * the benchmark): every category and type, many US cities, thousands of titles, salaries, opened
 * dates. Deterministic for a seed. Realistic descriptions run 200-600 words drawn from a Zipf
 * vocabulary of over 100,000 terms (job-vocabulary.ts); the demo seed keeps short readable ones.
 * Descriptions are assembled from fixed fragments with escaped values, so they are already safe
 * HTML and skip the (slow, per-row) sanitizer that other job sources go through.
 * Past 300 lines because most of it is the word lists and sentence fragments the texts are built from.
 */
import {
  CATEGORY_KEYS,
  CATEGORY_LABELS,
  type CategoryKey,
  type EmploymentType,
  type Seniority,
  seniorityOfTitle,
} from '../../common/jobs';
import type { Place } from '../providers/maps/maps.types';
import { largestCities } from '../providers/maps/us-places';
import type { NewJob } from '../features/jobs/jobs.repository';
import { escapeHtml } from '../lib/html';
import { jobRow } from '../features/jobs/jobs.service';
import { DEFAULT_CURRENCY, type Pay } from '../../common/pay';
import { buildVocabulary, prng, type Vocabulary } from './job-vocabulary';

interface CategorySpec {
  titles: string[];
  skills: string[];
  /** Hourly range for contract work; yearly pay is about 2,000 times it. */
  rate: [number, number];
}

const CATEGORIES: Record<CategoryKey, CategorySpec> = {
  AccountingFinancial: {
    titles: [
      'Staff Accountant',
      'Senior Accountant',
      'Financial Analyst',
      'Accounts Payable Specialist',
      'Payroll Specialist',
      'Controller',
      'Tax Associate',
      'Credit Analyst',
      'Audit Manager',
      'Bookkeeper',
    ],
    skills: [
      'GAAP',
      'reconciliations',
      'month-end close',
      'Excel',
      'QuickBooks',
      'SAP',
      'budgeting',
      'forecasting',
      'accounts receivable',
      'audit support',
    ],
    rate: [24, 70],
  },
  Distribution: {
    titles: [
      'Warehouse Associate',
      'Forklift Operator',
      'Logistics Coordinator',
      'Shipping and Receiving Clerk',
      'Inventory Specialist',
      'Distribution Supervisor',
      'Order Picker',
      'Dispatch Coordinator',
      'Supply Chain Analyst',
      'CDL Class A Driver',
    ],
    skills: [
      'RF scanners',
      'inventory control',
      'forklift certification',
      'WMS',
      'cycle counts',
      'OSHA safety',
      'route planning',
      'pallet jacks',
      'shipping documentation',
      'team leadership',
    ],
    rate: [17, 38],
  },
  Engineering: {
    titles: [
      'Mechanical Engineer',
      'Electrical Engineer',
      'Civil Engineer',
      'Process Engineer',
      'Quality Engineer',
      'Project Engineer',
      'Structural Engineer',
      'Controls Engineer',
      'Manufacturing Engineer',
      'Design Engineer',
    ],
    skills: [
      'AutoCAD',
      'SolidWorks',
      'root cause analysis',
      'PLC programming',
      'GD&T',
      'Six Sigma',
      'FEA',
      'project management',
      'P.E. license',
      'lean manufacturing',
    ],
    rate: [38, 85],
  },
  Healthcare: {
    titles: [
      'Registered Nurse',
      'Licensed Practical Nurse',
      'Medical Assistant',
      'Physical Therapist',
      'Pharmacy Technician',
      'Medical Coder',
      'Patient Care Technician',
      'Radiology Technologist',
      'Nurse Practitioner',
      'Phlebotomist',
    ],
    skills: [
      'patient care',
      'EMR',
      'Epic',
      'BLS certification',
      'ICD-10 coding',
      'medication administration',
      'HIPAA',
      'vital signs',
      'care planning',
      'triage',
    ],
    rate: [20, 75],
  },
  InformationTechnology: {
    titles: [
      'Software Engineer',
      'Senior Software Engineer',
      'Data Analyst',
      'DevOps Engineer',
      'Help Desk Technician',
      'Network Administrator',
      'Business Analyst',
      'Cloud Architect',
      'QA Engineer',
      'Full Stack Developer',
    ],
    skills: [
      'TypeScript',
      'React',
      'Node.js',
      'Python',
      'SQL',
      'AWS',
      'Kubernetes',
      'Java',
      'Active Directory',
      'CI/CD',
    ],
    rate: [30, 95],
  },
  Legal: {
    titles: [
      'Paralegal',
      'Legal Assistant',
      'Corporate Counsel',
      'Contract Manager',
      'Litigation Support Specialist',
      'Compliance Analyst',
      'Legal Secretary',
      'Document Review Attorney',
      'Records Clerk',
      'eDiscovery Analyst',
    ],
    skills: [
      'contract review',
      'legal research',
      'Westlaw',
      'case management',
      'e-filing',
      'compliance',
      'discovery',
      'drafting',
      'Relativity',
      'privacy law',
    ],
    rate: [24, 90],
  },
  Manufacturing: {
    titles: [
      'Machine Operator',
      'CNC Machinist',
      'Production Supervisor',
      'Assembler',
      'Maintenance Technician',
      'Quality Inspector',
      'Welder',
      'Production Planner',
      'Plant Manager',
      'Industrial Electrician',
    ],
    skills: [
      'CNC programming',
      'blueprint reading',
      'MIG welding',
      'preventive maintenance',
      'calipers and micrometers',
      'ISO 9001',
      '5S',
      'hydraulics',
      'production scheduling',
      'PLC troubleshooting',
    ],
    rate: [18, 55],
  },
  RetailSupermarket: {
    titles: [
      'Store Manager',
      'Assistant Store Manager',
      'Cashier',
      'Grocery Clerk',
      'Deli Associate',
      'Merchandiser',
      'Department Manager',
      'Stock Associate',
      'Bakery Clerk',
      'Customer Service Associate',
    ],
    skills: [
      'customer service',
      'POS systems',
      'merchandising',
      'inventory',
      'food safety',
      'scheduling',
      'loss prevention',
      'cash handling',
      'team leadership',
      'planograms',
    ],
    rate: [15, 40],
  },
  ScientificClinical: {
    titles: [
      'Clinical Research Associate',
      'Lab Technician',
      'Research Scientist',
      'Clinical Data Manager',
      'Microbiologist',
      'Chemist',
      'Regulatory Affairs Specialist',
      'Biostatistician',
      'Quality Control Analyst',
      'Clinical Trial Coordinator',
    ],
    skills: [
      'GLP',
      'GCP',
      'HPLC',
      'assay development',
      'clinical trials',
      'FDA regulations',
      'SAS',
      'cell culture',
      'data management',
      'protocol writing',
    ],
    rate: [26, 85],
  },
};

const COMPANIES = [
  'Northwind Health',
  'Contoso Manufacturing',
  'Fabrikam Logistics',
  'Tailspin Engineering',
  'Adventure Works Retail',
  'Litware Labs',
  'Proseware Systems',
  'Wide World Importers',
  'Woodgrove Financial',
  'Blue Yonder Clinical',
  'Alpine Ski House',
  'Coho Foods',
  'Lucerne Legal Group',
  'Margie Travel',
  'Trey Research',
  'Fourth Coffee',
  'Humongous Insurance',
  'Graphic Design Institute',
  'Southridge Video',
  'Consolidated Messenger',
];
/**
 * A title's level decides the experience asked for and where the pay sits in the category's range,
 * so a job never says "Entry-Level" beside "8+ years" (common/jobs.ts reads the level back).
 */
interface Level {
  prefix: string;
  /** Years of experience asked for: from, to (0: none, training given). */
  years: [number, number];
  /** The share of the category's rate range where the pay starts: from, to. */
  pay: [number, number];
  /** Title endings that fit the level (a grade "III" is not entry level, a trainee is). */
  suffixes: readonly string[];
}
const SHIFT_SUFFIXES = [' (Nights)', ' (Weekends)', ' - Bilingual'];
const ENTRY: Level = { prefix: 'Entry-Level ', years: [0, 0], pay: [0, 0.2], suffixes: ['', '', ...SHIFT_SUFFIXES] };
const TRAINEE: Level = { prefix: '', years: [0, 0], pay: [0, 0.15], suffixes: [' Trainee'] };
const JUNIOR = (prefix: string): Level => ({
  prefix,
  years: [1, 2],
  pay: [0.1, 0.35],
  suffixes: ['', '', '', ...SHIFT_SUFFIXES],
});
const MID: Level = {
  prefix: '',
  years: [2, 5],
  pay: [0.3, 0.55],
  suffixes: ['', '', '', '', ' II', ...SHIFT_SUFFIXES],
};
const SENIOR = (prefix: string): Level => ({
  prefix,
  years: [5, 8],
  pay: [0.5, 0.75],
  suffixes: ['', '', '', ' III', ...SHIFT_SUFFIXES],
});
const LEAD = (prefix: string): Level => ({
  prefix,
  years: [7, 12],
  pay: [0.65, 0.9],
  suffixes: ['', '', ' - Bilingual'],
});
const LEVELS: readonly Level[] = [
  MID,
  MID,
  MID,
  SENIOR('Senior '),
  JUNIOR('Junior '),
  LEAD('Lead '),
  LEAD('Principal '),
  JUNIOR('Associate '),
  SENIOR('Senior '),
  ENTRY,
  TRAINEE,
];
/** A base title that names its own level ("Senior Accountant") keeps it, with no second prefix. */
const OWN_LEVEL: Partial<Record<Seniority, Level>> = { junior: JUNIOR(''), senior: SENIOR(''), lead: LEAD('') };
const SHIFTS = [
  'first shift',
  'second shift',
  'a hybrid schedule',
  'a fully on-site schedule',
  'flexible hours',
  'a Monday to Friday schedule',
];
const BENEFITS = [
  'medical, dental and vision coverage',
  'a 401(k) with company match',
  'paid time off and holidays',
  'weekly pay',
  'tuition assistance',
  'an employee referral bonus',
];

/** The indefinite article; no generated title or category starts with a silent h or a "you" sound, so the first letter decides. */
function article(phrase: string): 'a' | 'an' {
  return /^[aeiou]/i.test(phrase) ? 'an' : 'a';
}

/** "a 3-month", "an 8-month", "an 11-month": the article follows the spoken number. */
function contractMonths(months: number): string {
  return `${months === 8 || months === 11 ? 'an' : 'a'} ${months}-month`;
}

export interface GenerateOptions {
  count: number;
  seed?: number;
  /** Jobs open between `now` minus 90 days and `now`. */
  now: number;
  /** Most jobs are Open; this share is Closed (not searchable, shown as no longer available). */
  closedShare?: number;
  /** Places this share of the jobs within about 30 miles of a point (the demo candidate's home). */
  focus?: { latitude: number; longitude: number; share: number };
  /** realistic (default): 200-600 words from the Zipf vocabulary; readable: the short demo texts. */
  text?: 'realistic' | 'readable';
}

let vocabulary: Vocabulary | null = null;

function wordCount(html: string): number {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

/** Sentences of `count` words in all, drawn from the vocabulary, in paragraphs of 2-5 sentences. */
function fillerParagraphs(count: number, rand: () => number): string {
  vocabulary ??= buildVocabulary();
  const paragraphs: string[] = [];
  let sentences: string[] = [];
  let left = count;
  while (left > 0) {
    const length = Math.min(left, 6 + Math.floor(rand() * 14));
    const words: string[] = [];
    for (let i = 0; i < length; i += 1) words.push(vocabulary.draw(rand));
    left -= length;
    const first = words[0]!;
    words[0] = first[0]!.toUpperCase() + first.slice(1);
    sentences.push(`${words.join(' ')}.`);
    if (sentences.length >= 2 + Math.floor(rand() * 4) || left <= 0) {
      paragraphs.push(`<p>${escapeHtml(sentences.join(' '))}</p>`);
      sentences = [];
    }
  }
  return paragraphs.join('');
}

let cityCache: { place: Place; weight: number }[] | null = null;

function cities() {
  // The 400 largest cities by ZIP count, weighted so big metros get more jobs.
  // The 1,500 largest cities by ZIP count, weighted so big metros get more jobs.
  cityCache ??= largestCities(1500).map((place, i) => ({ place, weight: 1 / Math.sqrt(i + 4) }));
  return cityCache;
}

let nearCache: Place[] | null = null;

/** The city (of the 3,000 largest) nearest to a point. */
function nearestCity(latitude: number, longitude: number): Place {
  nearCache ??= largestCities(3000);
  let best = nearCache[0]!;
  let bestD = Infinity;
  for (const c of nearCache) {
    const d = (c.latitude - latitude) ** 2 + ((c.longitude - longitude) * 0.75) ** 2;
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best;
}

export function* generateJobs(options: GenerateOptions): Generator<NewJob> {
  const rand = prng(options.seed ?? 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const list = cities();
  const totalWeight = list.reduce((s, c) => s + c.weight, 0);
  const pickCity = () => {
    let r = rand() * totalWeight;
    for (const c of list) {
      r -= c.weight;
      if (r <= 0) return c.place;
    }
    return list[list.length - 1]!.place;
  };
  for (let i = 0; i < options.count; i += 1) {
    const category = CATEGORY_KEYS[i % CATEGORY_KEYS.length]!;
    const spec = CATEGORIES[category];
    const base = pick(spec.titles);
    const picked = pick(LEVELS);
    const level = OWN_LEVEL[seniorityOfTitle(base)] ?? picked;
    const suffix = options.text === 'readable' && level !== TRAINEE ? '' : pick(level.suffixes);
    const title = `${level.prefix}${base}${suffix}`;
    const type: EmploymentType = rand() < 0.55 ? 'Contract' : 'Permanent';
    const company = pick(COMPANIES);
    const focus = options.focus && rand() < options.focus.share ? options.focus : null;
    const city = focus
      ? nearestCity(focus.latitude + (rand() - 0.5) * 0.7, focus.longitude + (rand() - 0.5) * 0.9)
      : pickCity();
    // Jobs sit around the city centre, not all on one point (within about 8 miles).
    const latitude = Math.round((city.latitude + (rand() - 0.5) * 0.2) * 10_000) / 10_000;
    const longitude = Math.round((city.longitude + (rand() - 0.5) * 0.25) * 10_000) / 10_000;
    const span = spec.rate[1] - spec.rate[0];
    const low = spec.rate[0] + Math.floor((level.pay[0] + rand() * (level.pay[1] - level.pay[0])) * span);
    const high = low + 5 + Math.floor(rand() * 15);
    // Contracts pay by the hour, permanent jobs by the year (2,080 hours, rounded to $1,000).
    const yearly = (hourly: number) => Math.round((hourly * 2080) / 1000) * 1000;
    const pay: Pay =
      type === 'Contract'
        ? { min: low, max: high, unit: 'HOUR', currency: DEFAULT_CURRENCY }
        : { min: yearly(low), max: yearly(high), unit: 'YEAR', currency: DEFAULT_CURRENCY };
    const skills = [...new Set([pick(spec.skills), pick(spec.skills), pick(spec.skills), pick(spec.skills)])];
    const years = level.years[0] + Math.floor(rand() * (level.years[1] - level.years[0] + 1));
    const benefit = pick(BENEFITS);
    const description: string[] = [
      `<p><strong>${escapeHtml(company)}</strong> is hiring ${article(title)} ${escapeHtml(title)} in ${escapeHtml(city.label)} `,
      `for ${type === 'Contract' ? `${contractMonths(3 + Math.floor(rand() * 10))} contract` : 'a permanent, full-time position'}.</p>`,
      `<h3>What you will do</h3><ul>`,
      ...skills.map(
        (s) =>
          `<li>Apply your ${escapeHtml(s)} experience in ${article(CATEGORY_LABELS[category])} ${escapeHtml(CATEGORY_LABELS[category].toLowerCase())} team</li>`,
      ),
      `<li>Work ${escapeHtml(pick(SHIFTS))} with a supportive supervisor</li></ul>`,
      `<h3>What you bring</h3><ul><li>${
        years === 0
          ? `No experience needed: we train you as ${article(base)} ${escapeHtml(base)}`
          : `${years}+ year${years > 1 ? 's' : ''} of experience as ${article(base)} ${escapeHtml(base)} or similar`
      }</li>`,
      `<li>Reliable, detail oriented and safety minded</li></ul>`,
      `<h3>Benefits</h3><p>We offer ${escapeHtml(benefit)} and ${escapeHtml(BENEFITS[(BENEFITS.indexOf(benefit) + 1 + Math.floor(rand() * (BENEFITS.length - 1))) % BENEFITS.length]!)}.</p>`,
    ];
    if (options.text !== 'readable') {
      // 200-600 words: the fixed parts above, then the company's own text around them.
      const aboutHeading = `<h3>About ${escapeHtml(company)}</h3>`;
      const moreHeading = '<h3>More about the role</h3>';
      const rest =
        200 + Math.floor(rand() * 401) - wordCount(`${description.join(' ')} ${aboutHeading} ${moreHeading}`);
      const about = Math.floor(rest / 2);
      description.splice(2, 0, aboutHeading, fillerParagraphs(about, rand));
      description.push(moreHeading, fillerParagraphs(rest - about, rand));
    }
    const openedAt = options.now - Math.floor(rand() * 90 * 86_400_000);
    const closed = rand() < (options.closedShare ?? 0.03);
    yield jobRow(
      {
        title,
        description: description.join(''),
        positionTitle: base,
        corpTitle: company,
        status: closed ? 'Closed' : 'Open',
        active: !closed,
        employmentType: type,
        category,
        location: city.label,
        postalCode: null,
        latitude,
        longitude,
        salary: null,
        pay,
        openedAt,
      },
      true,
    );
  }
}
