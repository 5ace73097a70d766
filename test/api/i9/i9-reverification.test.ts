/**
 * Reverification (Supplement B) over HTTP with a real SMTP server: an employment authorization
 * that ends within 90 days is a task as soon as Section 2 is signed, and I-9 staff are mailed once;
 * one that ends later is dated but not yet due; a U.S. passport or a permanent resident card never
 * makes one; Supplement B records the new document the employee chose, which sets the next date.
 */
import { I9_MESSAGES as M, type I9Record, type I9Section1, type I9Section2 } from '../../../common/i9';
import { dateInZone } from '../../../common/zoned-dates';
import { SECTION1, SECTION2 } from '../../helpers/i9';
import { aJob, applyTo } from '../../helpers/jobs';
import { useServerWithMail } from '../../helpers/mail-server';
import { signedInUser, type SignedInUser } from '../../helpers/users';

const PASSWORD = 'I9-Reverify-Passw0rd!';
const DAY = 86_400_000;
const ZONE = 'America/Chicago';
const inDays = (days: number) => dateInZone(Date.now() + days * DAY, ZONE);

describe('Form I-9: reverification', () => {
  const ctx = useServerWithMail({ DEFAULT_TIME_ZONE: ZONE });
  let admin: SignedInUser;
  let ivy: SignedInUser;
  let recruiter: SignedInUser;
  let jobs = 0;

  beforeAll(async () => {
    const who = (email: string, firstName: string, role: 'candidate' | 'staff' | 'admin') =>
      signedInUser(ctx.server, { email, password: PASSWORD, firstName, role });
    admin = await who('admin@reverify.test', 'Ada', 'admin');
    ivy = await who('ivy@reverify.test', 'Ivy', 'staff');
    recruiter = await who('robin@reverify.test', 'Robin', 'staff');
    await admin.agent
      .put(`/api/staff/accounts/${ivy.id}/permissions`)
      .send({ permissions: ['i9'] })
      .expect(200);
  }, 60_000);

  /** A new hire whose Sections 1 and 2 are signed with these values; the form as I-9 staff read it. */
  async function hire(email: string, section1: Partial<I9Section1>, section2: Partial<I9Section2>): Promise<I9Record> {
    const person = await signedInUser(ctx.server, { email, password: PASSWORD, firstName: 'Casey', role: 'candidate' });
    jobs += 1;
    const [jobId] = await ctx.server.services.jobs.createJobs([aJob(`Reverify ${jobs}`)]);
    const app = await applyTo(person.agent, jobId!);
    await recruiter.agent.post(`/api/staff/applications/${app}/status`).send({ status: 'Offer' }).expect(200);
    const { id } = (
      await recruiter.agent
        .post(`/api/staff/applications/${app}/offer-acceptance`)
        .send({ startDate: inDays(7) })
        .expect(200)
    ).body;
    await person.agent
      .put(`/api/me/i9/${id}/section1`)
      .send({ section1: { ...SECTION1, ...section1 } })
      .expect(200);
    return (
      await ivy.agent
        .put(`/api/staff/i9/${id}/section2`)
        .send({ section2: { ...SECTION2, ...section2 } })
        .expect(200)
    ).body as I9Record;
  }

  const ead = (expires: string) => ({
    choice: 'listA' as const,
    listA: {
      title: 'employmentAuthorization' as const,
      issuingAuthority: 'USCIS',
      number: 'SRC2390012345',
      expires,
      receipt: false,
    },
    listB: null,
    listC: null,
  });
  const alien = (expires: string) => ({
    status: 'authorizedAlien' as const,
    uscisNumber: 'A123456789',
    authorizationExpires: expires,
  });

  test('When an employment authorization ends within 90 days, Then Supplement B is due at once and I-9 staff are mailed once', async () => {
    const form = await hire('soon@reverify.test', alien(inDays(60)), ead(inDays(60)));
    expect(form).toMatchObject({ reverifyBy: inDays(60), reverifyDue: true });
    const listed = (await ivy.agent.get('/api/staff/i9').expect(200)).body as { id: number; reverifyDue: boolean }[];
    expect(listed.find((f) => f.id === form.id)?.reverifyDue).toBe(true);

    expect(await ctx.server.services.runOverdueI9()).toBe(1);
    const mail = await ctx.smtp.waitFor('ivy@reverify.test', /Form I-9 reverification due: Casey Test/);
    expect(mail.text).toContain('complete Supplement B');
    expect(await ctx.server.services.runOverdueI9()).toBe(0);
  });

  test('When it ends later, Then the date is kept but nothing is due yet', async () => {
    const form = await hire('later@reverify.test', alien(inDays(200)), ead(inDays(250)));
    // The earlier of Section 1's date and the document's.
    expect(form).toMatchObject({ reverifyBy: inDays(200), reverifyDue: false });
    expect(await ctx.server.services.runOverdueI9()).toBe(0);
  });

  test('When the employee showed a U.S. passport or a permanent resident card, Then no reverification is ever due', async () => {
    const passport = await hire(
      'passport@reverify.test',
      {},
      {
        choice: 'listA',
        listA: {
          title: 'usPassport',
          issuingAuthority: 'U.S. Department of State',
          number: '567891234',
          expires: inDays(30),
          receipt: false,
        },
        listB: null,
        listC: null,
      },
    );
    expect(passport).toMatchObject({ reverifyBy: null, reverifyDue: false });
    const card = await hire(
      'card@reverify.test',
      { status: 'permanentResident', uscisNumber: 'A987654321' },
      {
        choice: 'listA',
        listA: {
          title: 'permanentResidentCard',
          issuingAuthority: 'USCIS',
          number: 'IOE0912345678',
          expires: inDays(30),
          receipt: false,
        },
        listB: null,
        listC: null,
      },
    );
    expect(card).toMatchObject({ reverifyBy: null, reverifyDue: false });
    const refused = await ivy.agent.put(`/api/staff/i9/${card.id}/supplement-b`).send({
      document: { title: 'employmentAuthorization', issuingAuthority: 'USCIS', number: 'X', expires: inDays(400) },
      examinerName: 'Ivy Nguyen',
      examinerTitle: 'HR Specialist',
    });
    expect([refused.status, refused.body.message]).toEqual([409, M.nothingToReverify]);
  });

  test('When Supplement B records a new document, Then the earlier versions stay and its expiry is the next date', async () => {
    const form = await hire('renew@reverify.test', alien(inDays(30)), ead(inDays(30)));
    const send = (document: Record<string, unknown>) =>
      ivy.agent
        .put(`/api/staff/i9/${form.id}/supplement-b`)
        .send({ document, examinerName: 'Ivy Nguyen', examinerTitle: 'HR Specialist' });
    // An identity document of List B does not show work authorization.
    const listB = await send({ title: 'driversLicense', issuingAuthority: 'Texas DPS', number: 'TX 1', expires: '' });
    expect(listB.body.fields['supplementB.document']).toBe(M.notOnList);
    expect((await recruiter.agent.put(`/api/staff/i9/${form.id}/supplement-b`).send({})).status).toBe(403);
    const renewed = await send({
      title: 'employmentAuthorization',
      issuingAuthority: 'USCIS',
      number: 'SRC2490054321',
      expires: inDays(760),
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ reverifyBy: inDays(760), reverifyDue: false });
    expect((renewed.body as I9Record).versions.map((v) => [v.part, v.version])).toEqual([
      ['section1', 1],
      ['section2', 1],
      ['supplementB', 1],
    ]);
    // A document that does not expire (an unrestricted Social Security card) ends reverification.
    const card = await send({
      title: 'socialSecurityCard',
      issuingAuthority: 'SSA',
      number: '123-45-6789',
      expires: '',
    });
    expect(card.body).toMatchObject({ reverifyBy: null, reverifyDue: false });
  });
});
