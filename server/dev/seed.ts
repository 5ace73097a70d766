/** Demo data for a new database (docs/architecture.md §4). Never touches a database that has data. */
import { DEMO_EDITION, DEMO_EXPIRES, demoI9Pdf } from '../features/i9/demo-form';
import { randomBytes } from 'node:crypto';
import { LANDING_PITCH_PATH } from '../../common/content';
import type { Config } from '../config';
import { DEMO_PROFILE } from './candidates.seed';
import { seedDemoDocuments } from './documents.seed';
import { seedDemoJobs } from './jobs.seed';
import { seedDemoApplicationForms } from './application-form.seed';
import { seedDemoPipeline } from './pipeline.seed';
import { seedDemoSelfIdentification } from './self-id.seed';
import { seedDemoInterviews } from './interviews.seed';
import type { Services } from '../services';
import type { Db } from '../db/index';

export const ABOUT_PAGE = {
  path: '/about',
  title: 'About Us',
  showLayout: true,
  contentMarkdown: `## People first, since day one

We connect skilled candidates and contractors with employers across the United States, in
accounting and finance, distribution, engineering, healthcare, information technology, legal,
manufacturing, retail and scientific and clinical work.

### How it works

1. **Upload a resume.** Tell us what you do best.
2. **Explore jobs.** Search by keyword, type, category and distance from home.
3. **Apply in one click.** Your profile goes straight to the recruiter.

Once you are placed, complete your onboarding documents online: sign electronically, or
download, sign on paper and upload a copy.
`,
};

export const PRIVACY_PAGE = {
  path: '/privacy',
  title: 'Privacy Notice',
  showLayout: true,
  contentMarkdown: `We use your personal information only to match you with jobs, to process your applications
and to complete your onboarding. Signed documents are stored securely and shared only with the
employer you are placed with.

To ask for a copy of your data, or for its deletion, contact our support team.
`,
};

export const TERMS_PAGE = {
  path: '/terms',
  title: 'Terms of Use',
  showLayout: true,
  contentMarkdown: `By using this portal you agree to give accurate information about yourself and your work
history, and to keep your password to yourself.

Job listings describe openings as our clients gave them to us; an application does not
guarantee an interview or a placement. Documents you sign here are binding once signed.
`,
};

/** The landing pitch beside the sign-in form (docs/product.md §1), editable like any page. */
export const LANDING_PITCH_PAGE = {
  path: LANDING_PITCH_PATH,
  title: 'Land The Perfect Job Today',
  showLayout: true,
  contentMarkdown: `1. **Upload a resume.** Add your resume once and let recruiters find you.
2. **Explore jobs.** Search openings by keyword, type, category and location.
3. **Apply in one click.** Send your application with a single click.
`,
};

export const DEMO_CANDIDATE = { email: 'candidate@example.com', firstName: 'Casey', lastName: 'Morgan' };
const DEMO_STAFF = { email: 'staff@example.com', firstName: 'Sam', lastName: 'Rivera' };
const DEMO_ADMIN = { email: 'admin@example.com', firstName: 'Alex', lastName: 'Chen' };

async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const count = async (table: 'cmsPage' | 'userAccount') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return (await count('cmsPage')) === 0 && (await count('userAccount')) === 0;
}

/** A password that meets the policy: random, with every required character class. */
function generatePassword(): string {
  return `Demo-${randomBytes(9).toString('base64url')}-7a`;
}

export interface SeedResult {
  seeded: boolean;
  /** Set when DEMO_PASSWORD was not given and a random one was made. */
  generatedPassword?: string;
}

export async function seedDemo(db: Db, services: Services, config: Pick<Config, 'demoPassword'>): Promise<SeedResult> {
  if (!(await isDatabaseEmpty(db))) return { seeded: false };
  const password = config.demoPassword ?? generatePassword();
  for (const page of [ABOUT_PAGE, PRIVACY_PAGE, TERMS_PAGE, LANDING_PITCH_PAGE]) await services.content.save(page);
  const candidateId = await services.auth.createUser({
    ...DEMO_CANDIDATE,
    password,
    role: 'candidate',
    confirmed: true,
  });
  await seedDemoDocuments(services.documents, candidateId);
  await seedDemoJobs(services, services.clock);
  await seedDemoApplicationForms(services);
  await services.candidates.saveProfile(candidateId, { ...DEMO_CANDIDATE, ...DEMO_PROFILE }, { ip: '', userAgent: '' });
  const staffId = await services.auth.createUser({ ...DEMO_STAFF, password, role: 'staff', confirmed: true });
  const adminId = await services.auth.createUser({ ...DEMO_ADMIN, password, role: 'admin', confirmed: true });
  // Form I-9: the demo's hiring sites (the first, where acceptances are hired, uses E-Verify), and
  // the demo staff member may open I-9s.
  await services.i9.addSite({
    name: 'Austin Distribution Center',
    address: '9500 N Lamar Blvd, Austin, TX',
    everify: true,
  });
  await services.i9.addSite({
    name: 'Round Rock 24/7 Warehouse',
    address: '2100 Greenhill Dr, Round Rock, TX',
    openWeekends: true,
  });
  await services.staffAccounts.setPermissions(staffId, { permissions: ['i9'] }, adminId);
  // The official form's stand-in, marked as a demonstration on every page, its suggested mapping confirmed.
  await services.i9Templates.upload(await demoI9Pdf(), { edition: DEMO_EDITION, expiresOn: DEMO_EXPIRES }, adminId, {
    demo: true,
    confirmed: true,
  });
  await seedDemoPipeline(db, services, password, DEMO_STAFF.email);
  await seedDemoSelfIdentification(db, services, password);
  await seedDemoInterviews(db, services, password, staffId);
  return { seeded: true, generatedPassword: config.demoPassword ? undefined : password };
}
