/** Demo data for a new database (ARCHITECTURE §4). Never touches a database that has data. */
import type { Services } from '../services';
import type { Db } from './index';

export const ABOUT_PAGE = {
  path: '/about',
  title: 'About Us',
  showLayout: true,
  content: `
<h2>People first, since day one</h2>
<p>We connect skilled candidates and contractors with employers across the United States, in
accounting and finance, distribution, engineering, healthcare, information technology, legal,
manufacturing, retail and scientific and clinical work.</p>
<h3>How it works</h3>
<ol>
  <li><strong>Upload a resume.</strong> Tell us what you do best.</li>
  <li><strong>Explore jobs.</strong> Search by keyword, type, category and distance from home.</li>
  <li><strong>Apply in one click.</strong> Your profile goes straight to the recruiter.</li>
</ol>
<p>Once you are placed, complete your onboarding documents online: sign electronically, or
download, sign on paper and upload a copy.</p>`,
};

export const PRIVACY_PAGE = {
  path: '/privacy',
  title: 'Privacy Notice',
  showLayout: true,
  content: `
<p>We use your personal information only to match you with jobs, to process your applications
and to complete your onboarding. Signed documents are stored securely and shared only with the
employer you are placed with.</p>
<p>To ask for a copy of your data, or for its deletion, contact our support team.</p>`,
};

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('cmsPage')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

export interface SeedResult {
  seeded: boolean;
}

export async function seedDemo(db: Db, services: Services): Promise<SeedResult> {
  if (!(await isDatabaseEmpty(db))) return { seeded: false };
  for (const page of [ABOUT_PAGE, PRIVACY_PAGE]) await services.content.save(page);
  return { seeded: true };
}
