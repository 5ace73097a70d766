/**
 * What the route crawl (route-crawl.ts) fills route parameters with: ids from the demo seed
 * (server/dev/seed.ts), and what the seed lacks made through the services, as the product makes it
 * — an application of the demo candidate's, a saved search, a password reset and an invitation to
 * a job, whose links are read where the product puts them (the mail outbox, the service's answer).
 */
import type { TestServer } from './server';

export const DEMO_EMAILS = {
  candidate: 'candidate@example.com',
  staff: 'staff@example.com',
  admin: 'admin@example.com',
  /** The seed's candidate with a booked interview and a proposal waiting (server/dev/interviews.seed.ts). */
  interviews: 'taylor.demo@example.com',
} as const;

export interface CrawlData {
  /** The first open job: the demo pipeline's, with applicants on its board. */
  jobId: number;
  /** A job whose application form asks questions, which the demo candidate has not applied to. */
  formJobId: number;
  /** The demo candidate's application. */
  applicationId: number;
  candidateId: number;
  /** The Form I-9 of the demo candidate's accepted offer (Section 1 still open). */
  i9Id: number;
  /** The demo data's edition of the Form I-9 PDF (the stand-in). */
  i9TemplateId: number;
  /** One of the demo candidate's documents to sign electronically. */
  documentId: number;
  /** The CMS page /about. */
  pageId: number;
  unsubscribeToken: string;
  interviewToken: string;
  resetToken: string;
  /** The invitation's one-click token and its apply-now id. */
  oneClickToken: string;
  applicantId: string;
}

const who = { ip: '', userAgent: 'route crawl' };

/** The `param` of the link in the newest mail to `to` that holds `marker`. */
async function linkInMail(server: TestServer, to: string, marker: RegExp): Promise<string> {
  const mails = await server.database.db
    .selectFrom('outbox')
    .select('textBody')
    .where('toAddress', '=', to)
    .orderBy('id', 'desc')
    .execute();
  for (const { textBody } of mails) {
    const found = marker.exec(textBody)?.[1];
    if (found) return decodeURIComponent(found);
  }
  throw new Error(`No mail to ${to} holds ${marker}`);
}

/** Reads and makes the crawl's data once the demo seed has run (SEED_DEMO). */
export async function crawlData(server: TestServer): Promise<CrawlData> {
  const { db } = server.database;
  const { services } = server;
  const candidate = await db
    .selectFrom('userAccount')
    .select('id')
    .where('email', '=', DEMO_EMAILS.candidate)
    .executeTakeFirstOrThrow();
  const open = await db
    .selectFrom('jobOrder')
    .select('id')
    .where('status', '=', 'Open')
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
  const withForm = await db.selectFrom('jobQuestion').select('jobOrderId').orderBy('jobOrderId', 'desc').execute();
  const jobId = open[0]!.id;
  const formJobId = withForm[0]!.jobOrderId;
  // Applied to the pipeline's job; invited to the next open one (neither has questions).
  const others = open.map((j) => j.id).filter((id) => !withForm.some((f) => f.jobOrderId === id));
  await services.jobs.apply(candidate.id, jobId, who);
  const application = await db
    .selectFrom('jobApplication')
    .select('id')
    .where('userId', '=', candidate.id)
    .executeTakeFirstOrThrow();
  // The offer accepted as the product does: the application moved to Offer, then accepted with a first day.
  await services.applications.setStatus({ id: application.id, status: 'Offer' }, null);
  const i9 = await services.i9.acceptOffer(candidate.id, application.id, { startDate: '2031-06-02' }, who);
  const invitation = await services.applyLinks.invite({ email: DEMO_EMAILS.candidate, jobOrderId: others[1] }, null);
  const document = await db
    .selectFrom('document')
    .select('id')
    .where('userId', '=', candidate.id)
    .where('delivery', '=', 'electronic')
    .orderBy('displayLevel')
    .executeTakeFirstOrThrow();
  const page = await db.selectFrom('cmsPage').select('id').where('path', '=', '/about').executeTakeFirstOrThrow();
  const search = await services.saved.createSearch(
    candidate.id,
    { name: 'Forklift in Chicago', search: {}, frequency: 'daily' },
    who,
  );
  await services.auth.requestPasswordReset({ email: DEMO_EMAILS.interviews }, who);
  return {
    jobId,
    formJobId,
    applicationId: application.id,
    candidateId: candidate.id,
    documentId: document.id,
    i9Id: i9.id,
    i9TemplateId: (await services.i9Templates.list())[0]!.id,
    pageId: page.id,
    unsubscribeToken: services.saved.unsubscribePath(search.id).split('/').pop()!,
    interviewToken: await linkInMail(server, DEMO_EMAILS.interviews, /\/interviews\/choose\?token=([^\s"&]+)/),
    resetToken: await linkInMail(server, DEMO_EMAILS.interviews, /\/account\/reset\?token=([^\s"&]+)/),
    oneClickToken: new URL(invitation.oneClickUrl).pathname.split('/').pop()!,
    applicantId: invitation.applicantId,
  };
}
