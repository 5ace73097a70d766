/**
 * The console's bulk forms: assigning documents to a list in which some addresses have no
 * candidate account, and inviting several people at once, each new account with its own name.
 */
import { ONBOARDING_MESSAGES } from '../../../common/onboarding';
import { CANDIDATE_ADMIN_MESSAGES as M } from '../../../common/staff-candidates';
import { useServerWithMail } from '../../helpers/mail-server';
import { signedInUser, type SignedInUser } from '../../helpers/users';
import { samplePdf } from '../../fixtures/pdfs';

const PASSWORD = 'Bulk-Forms-Passw0rd!';
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('Bulk forms of the staff console', () => {
  const ctx = useServerWithMail();
  let staff: SignedInUser;
  let casey: SignedInUser;

  beforeAll(async () => {
    staff = await signedInUser(ctx.server, {
      email: 'robin.bulk@example.com',
      password: PASSWORD,
      firstName: 'Robin',
      role: 'staff',
    });
    casey = await signedInUser(ctx.server, {
      email: 'casey.bulk@example.com',
      password: PASSWORD,
      firstName: 'Casey',
      role: 'candidate',
    });
  });

  const accountOf = (email: string) =>
    ctx.server.database.db
      .selectFrom('userAccount')
      .select(['firstName', 'lastName'])
      .where('email', '=', email)
      .executeTakeFirst();

  test('When staff assign to known and unknown addresses, Then the known are assigned and mailed, and the unknown are listed once', async () => {
    const template = await ctx.server.services.documents.createTemplate({
      pdf: await samplePdf({ formTitle: 'Safety Policy' }),
    });
    const dueDate = isoDay(Date.now() + 7 * 86_400_000);
    const res = await staff.agent
      .post('/api/staff/document-assignments')
      .send({
        templateId: template.id,
        emails: 'nobody@example.com, Casey.Bulk@example.com\nnobody@example.com; ghost@example.com',
        dueDate,
      })
      .expect(200);
    expect(res.body).toEqual({
      assigned: [{ email: 'casey.bulk@example.com', documents: 1 }],
      alreadyAssigned: [],
      mailsQueued: 1,
      unknown: ['nobody@example.com', 'ghost@example.com'],
      notUsed: [],
    });
    await ctx.smtp.waitFor('casey.bulk@example.com', /to complete by/);
    const docs = await ctx.server.database.db
      .selectFrom('document')
      .select('userId')
      .where('templateId', '=', template.id)
      .execute();
    expect(docs).toEqual([{ userId: casey.id }]);

    // Nobody known: nothing is assigned, and the one message names them.
    const none = await staff.agent
      .post('/api/staff/document-assignments')
      .send({ templateId: template.id, emails: 'nobody@example.com', dueDate });
    expect([none.status, none.body.message, none.body.fields]).toEqual([
      400,
      ONBOARDING_MESSAGES.unknownEmails(['nobody@example.com']),
      { emails: ONBOARDING_MESSAGES.unknownEmails(['nobody@example.com']) },
    ]);
  });

  test('When staff invite several new people with a name on each line, Then each account gets its own name; one name for several is refused', async () => {
    const [jobId] = (await ctx.server.services.jobs.createJobs([
      {
        title: 'Forklift Driver',
        description: '<p>Drive safely.</p>',
        corpTitle: 'Fabrikam Logistics',
        employmentType: 'Permanent',
        category: 'Distribution',
        location: 'Austin, TX',
        postalCode: '78701',
        openedAt: Date.now(),
      },
    ])) as [number];
    const res = await staff.agent
      .post(`/api/staff/jobs/${jobId}/invitations`)
      .send({
        emails: [
          'ana.diaz@example.com Ana Diaz',
          'Ben Okafor-Reid <ben.okafor@example.com>',
          'casey.bulk@example.com',
          'cleo@example.com',
          'dee@example.com Dee http://evil.example',
        ].join('\n'),
      })
      .expect(200);
    expect(res.body.invited).toEqual([
      { email: 'ana.diaz@example.com', newAccount: true },
      { email: 'ben.okafor@example.com', newAccount: true },
      { email: 'casey.bulk@example.com', newAccount: false },
    ]);
    expect(res.body.refused).toEqual([
      { email: 'cleo@example.com', reason: M.firstNameForNew },
      {
        email: 'dee@example.com',
        reason: 'Last name can only contain letters, spaces, apostrophes, hyphens and periods.',
      },
    ]);
    expect(await accountOf('ana.diaz@example.com')).toEqual({ firstName: 'Ana', lastName: 'Diaz' });
    expect(await accountOf('ben.okafor@example.com')).toEqual({ firstName: 'Ben', lastName: 'Okafor-Reid' });
    expect(await accountOf('casey.bulk@example.com')).toEqual({ firstName: 'Casey', lastName: 'Test' });

    const shared = await staff.agent
      .post(`/api/staff/jobs/${jobId}/invitations`)
      .send({ emails: 'fay@example.com, gus@example.com', firstName: 'Same', lastName: 'Name' });
    expect([shared.status, shared.body.fields]).toEqual([400, { firstName: M.namesForOne }]);
    expect(await accountOf('fay@example.com')).toBeUndefined();
  });
});
