/**
 * Realistic synthetic Forms I-9 for tests and the benchmark: people with varied names, each hired
 * through the real services (an application at Offer, the acceptance, Section 1 signed by the
 * employee, Section 2 by I-9 staff), with the mix an employer's files hold: citizens with a U.S.
 * passport or a license and a Social Security card, permanent residents, noncitizens authorized
 * to work (some reverified in Supplement B), a translator's Supplement A, corrections of Section 2,
 * E-Verify cases, and ended employments with their retention dates. Deterministic for a seed.
 * Past 300 lines because most of it is the names, streets and document numbers the forms are made of.
 */
import type { I9Document, I9Section1, I9Section2 } from '../../common/i9';
import type { Services } from '../services';
import { prng } from './job-vocabulary';

const FIRST = [
  'Casey',
  'María',
  'James',
  'Aaliyah',
  'Nguyen',
  'Olivia',
  'José',
  'Wei',
  'Fatima',
  'Liam',
  'Priya',
  'Mateo',
  'Chloe',
  'Darnell',
  'Sofía',
  'Hiroshi',
  'Amara',
  'Ethan',
  'Ana',
  'Mohammed',
  'Grace',
  'Luis',
  'Zoë',
  'Kwame',
  'Isabella',
  'Dmitri',
  'Hannah',
  'Carlos',
  'Mei',
  'Noah',
  'Yesenia',
  'Tomás',
  'Emily',
  'Rahul',
  'Jasmine',
];
const LAST = [
  'Rivera',
  'Nguyen',
  'Smith',
  'García-López',
  'Johnson',
  'Patel',
  'Kim',
  'Williams',
  'Hernández',
  'Chen',
  'Okafor',
  'Brown',
  'Martínez',
  'Davis',
  "O'Connor",
  'Rodríguez',
  'Tanaka',
  'Wilson',
  'De la Cruz',
  'Ivanova',
  'Jackson',
  'Peña',
  'Müller',
  'Thompson',
  'Abdullah',
  'Lee',
  'Gonzalez',
  'Anderson',
  'Mensah',
  'Castillo',
];
const CITIES: [string, string, string][] = [
  ['Austin', 'TX', '78701'],
  ['Round Rock', 'TX', '78664'],
  ['Chicago', 'IL', '60601'],
  ['Phoenix', 'AZ', '85004'],
  ['Miami', 'FL', '33130'],
  ['Fresno', 'CA', '93721'],
  ['Newark', 'NJ', '07102'],
];
const STREETS = ['Congress Ave', 'Lamar Blvd', 'Oak St', 'Maple Dr', 'Main St', 'Riverside Dr', 'Cedar Ln'];
const EXAMINERS = [
  ['Ivy Nguyen', 'HR Specialist'],
  ['Marcus Bell', 'Onboarding Coordinator'],
  ['Rosa Díaz', 'HR Manager'],
];

export interface GeneratedI9 {
  formId: number;
  userId: number;
  firstName: string;
  lastName: string;
  startDate: string;
  endDate: string | null;
  /** Every document number Section 2 (and Supplement B) records. */
  documentNumbers: string[];
}

export interface I9GeneratorOptions {
  count: number;
  seed?: number;
  /** Every account's password (the people never sign in). */
  password: string;
  /** First days of work are spread over these dates (YYYY-MM-DD, both included). */
  startFrom: string;
  startTo: string;
  /** The I-9 staff member who records acceptances and Section 2. */
  staffId: number;
  /** Share of the people whose employment has ended (their retention date is set). */
  ended?: number;
  /** Chooses each form's first day instead of the spread (index from 0). */
  startDate?: (index: number) => string;
}

const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const digits = (rand: () => number, n: number) => Array.from({ length: n }, () => Math.floor(rand() * 10)).join('');

type Rand = () => number;
const pickOf =
  (rand: Rand) =>
  <T>(items: readonly T[]): T =>
    items[Math.floor(rand() * items.length)]!;

const doc = (title: I9Document['title'], issuingAuthority: string, number: string, expires = ''): I9Document => ({
  title,
  issuingAuthority,
  number,
  expires,
  receipt: false,
});

/** Section 1 of a person of this status; a site in E-Verify has their Social Security number. */
function section1Of(
  rand: Rand,
  person: { firstName: string; lastName: string; email: string },
  status: I9Section1['status'],
  expires: string,
  everify: boolean,
): I9Section1 {
  const pick = pickOf(rand);
  const [city, state, zipCode] = pick(CITIES);
  const middleInitial = rand() < 0.5 ? pick(['A', 'J', 'M', 'R', 'L']) : '';
  return {
    ...person,
    middleInitial,
    otherLastNames: rand() < 0.1 ? pick(LAST) : '',
    address: `${100 + Math.floor(rand() * 9000)} ${pick(STREETS)}`,
    apartment: rand() < 0.3 ? `${1 + Math.floor(rand() * 20)}${pick(['A', 'B', 'C'])}` : '',
    city,
    state,
    zipCode,
    dateOfBirth: day(Date.parse('1960-01-01') + Math.floor(rand() * 15_000) * DAY),
    ssn: everify || rand() < 0.5 ? `${100 + Math.floor(rand() * 565)}-${digits(rand, 2)}-${digits(rand, 4)}` : '',
    phone: `(512) 555-${digits(rand, 4)}`,
    status,
    uscisNumber: status === 'citizen' ? '' : `A${digits(rand, 9)}`,
    i94Number: '',
    foreignPassportNumber: '',
    passportCountry: '',
    authorizationExpires: status === 'authorizedAlien' ? expires : '',
    signature: `${person.firstName} ${middleInitial ? `${middleInitial}. ` : ''}${person.lastName}`,
  };
}

/** Section 2 from the documents such a person would present (their own choice, as the form records it). */
function section2Of(rand: Rand, s1: I9Section1, startDate: string, expires: string): I9Section2 {
  const pick = pickOf(rand);
  const later = day(Date.parse(startDate) + Math.floor(1500 + rand() * 2000) * DAY);
  const [examinerName, examinerTitle] = pick(EXAMINERS) as [string, string];
  const common = { remote: false, videoSessionAt: '', examinerName, examinerTitle };
  if (s1.status === 'citizen' && rand() < 0.6)
    return {
      ...common,
      choice: 'listBC',
      listA: null,
      listB: doc('driversLicense', `${s1.state} Department of Public Safety`, `${s1.state}${digits(rand, 8)}`, later),
      listC: doc(
        'socialSecurityCard',
        'Social Security Administration',
        `${digits(rand, 3)}-${digits(rand, 2)}-${digits(rand, 4)}`,
      ),
      additionalInformation: '',
    };
  return {
    ...common,
    choice: 'listA',
    listA:
      s1.status === 'citizen'
        ? doc('usPassport', 'U.S. Department of State', digits(rand, 9), later)
        : s1.status === 'permanentResident'
          ? doc('permanentResidentCard', 'USCIS', s1.uscisNumber, later)
          : doc('employmentAuthorization', 'USCIS', `SRC${digits(rand, 10)}`, expires),
    listB: null,
    listC: null,
    additionalInformation: rand() < 0.1 ? 'Employee presented the original document in person.' : '',
  };
}

const INFO = { ip: '127.0.0.1', userAgent: 'i9-forms.generator' };
const LATE = 'The form was entered from the paper original.';

/** The hiring sites and the job the hires are made for (found, or made once). */
async function places(services: Services) {
  const sites = await services.i9.sites();
  const site =
    sites.find((s) => !s.everify)?.id ?? (await services.i9.addSite({ name: 'Generated Distribution Center' }));
  const everifySite =
    sites.find((s) => s.everify)?.id ?? (await services.i9.addSite({ name: 'Generated E-Verify Site', everify: true }));
  const [jobId] = await services.jobs.createJobs([
    {
      title: 'Warehouse Associate',
      description: '<p>Receive, pick and ship orders.</p>',
      corpTitle: 'Fabrikam Logistics',
      employmentType: 'Permanent',
      category: 'Distribution',
      location: 'Austin, TX',
      postalCode: '78701',
      openedAt: Date.now() - 400 * DAY,
    },
  ]);
  return { site, everifySite, jobId: jobId! };
}

/** One hire: the account, the application at Offer, the acceptance, both sections and what may follow. */
async function hire(
  services: Services,
  options: I9GeneratorOptions,
  at: Awaited<ReturnType<typeof places>>,
  rand: Rand,
  i: number,
): Promise<GeneratedI9> {
  const pick = pickOf(rand);
  const { staffId } = options;
  const firstName = pick(FIRST);
  const lastName = pick(LAST);
  const email = `${firstName}.${lastName}.${options.seed ?? 9}.${i}@generated.example`
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9.@]/g, '')
    .toLowerCase();
  const userId = await services.auth.createUser({
    email,
    password: options.password,
    firstName,
    lastName,
    confirmed: true,
  });
  await services.jobs.apply(userId, at.jobId, INFO);
  const [application] = await services.applications.list(userId);
  await services.applications.setStatus({ id: application!.id, status: 'Offer' }, staffId);
  const from = Date.parse(options.startFrom);
  const span = Math.max(0, Date.parse(options.startTo) - from) / DAY;
  const startDate = options.startDate?.(i) ?? day(from + Math.floor(rand() * (span + 1)) * DAY);
  const everify = rand() < 0.3;
  const hiringSiteId = everify ? at.everifySite : at.site;
  const opened = await services.i9.recordAcceptance(application!.id, { startDate, hiringSiteId }, staffId);

  const kind = rand();
  const status = kind < 0.65 ? 'citizen' : kind < 0.8 ? 'permanentResident' : 'authorizedAlien';
  const expires = day(Date.parse(startDate) + Math.floor(200 + rand() * 900) * DAY);
  const section1 = section1Of(rand, { firstName, lastName, email }, status, expires, everify);
  const { city, state, zipCode } = section1;
  const translator = {
    lastName: 'Ortiz',
    firstName: 'Luz',
    address: '5 Elm St',
    city,
    state,
    zipCode,
    signature: 'Luz Ortiz',
  };
  const preparers = rand() < 0.15 ? [translator] : [];
  await services.i9.completeSection1(userId, opened.id, { section1, preparers, lateReason: LATE }, INFO);

  const section2 = section2Of(rand, section1, startDate, expires);
  const record = await services.i9.completeSection2(opened.id, { section2, lateReason: LATE }, staffId);
  const numbers = [section2.listA, section2.listB, section2.listC].filter(Boolean).map((d) => d!.number);
  if (rand() < 0.1) {
    const values = { ...section2, examinerTitle: `Senior ${section2.examinerTitle}` };
    const reason = 'The examiner’s title was recorded wrongly.';
    await services.i9.correct(opened.id, { part: 'section2', values, reason }, staffId, 'section2');
  }
  if (record.reverifyDue) {
    const next = doc(
      'employmentAuthorization',
      'USCIS',
      `IOE${digits(rand, 10)}`,
      day(Date.parse(expires) + 730 * DAY),
    );
    const { examinerName, examinerTitle } = section2;
    await services.i9.supplementB(opened.id, { document: next, examinerName, examinerTitle }, staffId);
    numbers.push(next.number);
  }
  let endDate: string | null = null;
  if (rand() < (options.ended ?? 0.2)) {
    endDate = day(Date.parse(startDate) + Math.floor(30 + rand() * 700) * DAY);
    await services.i9.endEmployment(opened.id, { endDate }, staffId);
  }
  return { formId: opened.id, userId, firstName, lastName, startDate, endDate, documentNumbers: numbers };
}

/** Makes `count` hires with complete forms through the services; their forms and what they record. */
export async function generateI9Forms(services: Services, options: I9GeneratorOptions): Promise<GeneratedI9[]> {
  const rand = prng(options.seed ?? 9);
  const at = await places(services);
  const made: GeneratedI9[] = [];
  for (let i = 0; i < options.count; i += 1) made.push(await hire(services, options, at, rand, i));
  return made;
}
