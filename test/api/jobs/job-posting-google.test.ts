/**
 * The JobPosting JSON-LD of public job pages against Google's documented rules
 * (developers.google.com/search/docs/appearance/structured-data/job-posting): the required
 * properties, and baseSalary as a MonetaryAmount with an ISO 4217 currency and a QuantitativeValue
 * whose numbers carry one of Google's units. An hourly and a yearly job from the staff console
 * (structured pay) and from the free-text salary.
 */
import request from 'supertest';
import { STAFF_MESSAGES } from '../../../common/staff';
import { startTestServer, type TestServer } from '../../helpers/server';
import { signedInUser, type SignedInUser } from '../../helpers/users';

const UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];
const ISO_4217 = new Set(Intl.supportedValuesOf('currency'));
const isText = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const isIsoDate = (v: unknown) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(v) && !Number.isNaN(Date.parse(v));

/** What Google's rules find wrong with a JobPosting; empty when it is eligible. */
function googleProblems(p: Record<string, any>): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  need(p['@context'] === 'https://schema.org/' || p['@context'] === 'https://schema.org', '@context');
  need(p['@type'] === 'JobPosting', '@type');
  need(isText(p.title), 'title');
  need(isText(p.description), 'description');
  need(isIsoDate(p.datePosted), 'datePosted (ISO 8601)');
  if (p.validThrough !== undefined) need(isIsoDate(p.validThrough), 'validThrough (ISO 8601)');
  need(p.hiringOrganization?.['@type'] === 'Organization' && isText(p.hiringOrganization?.name), 'hiringOrganization');
  const remote = p.jobLocationType === 'TELECOMMUTE' && p.applicantLocationRequirements !== undefined;
  const places = ([] as any[]).concat(p.jobLocation ?? []);
  const placeOk = (place: any) =>
    place?.['@type'] === 'Place' &&
    place.address?.['@type'] === 'PostalAddress' &&
    /^[A-Z]{2}$/.test(place.address.addressCountry ?? '') &&
    ['addressLocality', 'addressRegion', 'postalCode', 'streetAddress'].some((k) => isText(place.address[k]));
  need(remote || (places.length > 0 && places.every(placeOk)), 'jobLocation (or TELECOMMUTE)');
  const salary = p.baseSalary;
  if (salary !== undefined) {
    need(salary['@type'] === 'MonetaryAmount', 'baseSalary @type');
    need(ISO_4217.has(salary.currency), 'baseSalary.currency (ISO 4217)');
    const value = salary.value ?? {};
    need(value['@type'] === 'QuantitativeValue', 'baseSalary.value @type');
    const single = isNumber(value.value) && value.minValue === undefined && value.maxValue === undefined;
    const range =
      value.value === undefined &&
      isNumber(value.minValue) &&
      isNumber(value.maxValue) &&
      value.minValue <= value.maxValue;
    need(single || range, 'baseSalary.value numbers');
    need(UNITS.includes(value.unitText), 'baseSalary.value.unitText');
  }
  return problems;
}

function posting(html: string): Record<string, any> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]![1]!);
}

const STAFF_JOB = {
  employmentType: 'Permanent',
  category: 'Engineering',
  location: 'Austin, TX',
  company: 'Tailspin Engineering',
  descriptionMarkdown: 'Build **bridges**.',
};

describe('JobPosting JSON-LD by Google’s rules', () => {
  let server: TestServer;
  let staff: SignedInUser;
  const page = async (id: number) => posting((await request(server.url).get(`/jobs/${id}`).expect(200)).text);
  const staffJob = async (fields: Record<string, unknown>) =>
    (
      await staff.agent
        .post('/api/staff/jobs')
        .send({ ...STAFF_JOB, ...fields })
        .expect(200)
    ).body.jobOrderId as number;

  beforeAll(async () => {
    server = await startTestServer();
    staff = await signedInUser(server, {
      email: 'posting.staff@example.com',
      password: 'Posting-Passw0rd!',
      firstName: 'Pat',
      role: 'staff',
    });
  });
  afterAll(() => server.stop());

  test('When a staff job pays by the hour or by the year, Then its JobPosting has every required property and a valid baseSalary', async () => {
    const hourly = await page(await staffJob({ title: 'Welder', payMin: 22.5, payMax: 30, payUnit: 'HOUR' }));
    expect(googleProblems(hourly)).toEqual([]);
    expect(hourly.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 22.5, maxValue: 30, unitText: 'HOUR' },
    });
    const yearly = await page(
      await staffJob({ title: 'Bridge Engineer', payMin: 85000, payMax: 85000, payUnit: 'YEAR', payCurrency: 'eur' }),
    );
    expect(googleProblems(yearly)).toEqual([]);
    expect(yearly.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', value: 85000, unitText: 'YEAR' },
    });
  });

  test('When the pay is only a free-text salary, Then an hourly or yearly one is a valid baseSalary, and other text none', async () => {
    const texts = ['$25/hr', '$18.50 - $21 per hour', '$83,000–$104,000/yr', '$1,200/week', 'Competitive'];
    const ids = await server.services.jobs.createJobs(
      texts.map((salary, i) => ({
        title: `Text Salary Job ${i}`,
        description: '<p>Work.</p>',
        corpTitle: 'Tailspin Engineering',
        employmentType: 'Contract',
        category: 'Engineering',
        location: 'Evanston, IL',
        postalCode: '60201',
        salary,
        openedAt: Date.now(),
      })),
    );
    const units: (string | undefined)[] = [];
    for (const id of ids) {
      const p = await page(id!);
      expect([id, googleProblems(p)]).toEqual([id, []]);
      units.push(p.baseSalary?.value.unitText);
    }
    expect(units).toEqual(['HOUR', 'HOUR', 'YEAR', 'WEEK', undefined]);
  });

  test('When staff give a currency that is not ISO 4217, Then 400 naming the field, and no job is written', async () => {
    const res = await staff.agent
      .post('/api/staff/jobs')
      .send({ ...STAFF_JOB, title: 'Odd Money', payMin: 10, payMax: 20, payUnit: 'HOUR', payCurrency: 'ABC' });
    expect(res.status).toBe(400);
    expect(res.body.fields.payCurrency).toBe(STAFF_MESSAGES.payCurrencyInvalid);
    const written = await server.database.db
      .selectFrom('jobOrder')
      .select('id')
      .where('title', '=', 'Odd Money')
      .execute();
    expect(written).toEqual([]);
  });
});
