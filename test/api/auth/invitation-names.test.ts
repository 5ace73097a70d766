/**
 * Names typed by staff follow the registration's rule (common/auth-schemas.ts nameSchema): an
 * invitation sends mail with the name in it, so a URL or bidi controls would reach a mailbox as a
 * link or as reordered text, under our name.
 */
import request from 'supertest';
import { STAFF_ACCOUNT_MESSAGES } from '../../../common/staff-accounts';
import { STAFF_MESSAGES } from '../../../common/staff';
import { useServerWithMail } from '../../helpers/mail-server';
import { signedInUser } from '../../helpers/users';

const PASSWORD = 'Invites-Passw0rd!';
const INVALID = (label: string) => `${label} can only contain letters, spaces, apostrophes, hyphens and periods.`;

const HOSTILE: [string, string][] = [
  ['a URL in words', 'Hello Visit http://evil.example now'],
  ['a bare domain', 'Visit www.evil.example'],
  ['an e-mail address', 'bob@evil.example'],
  ['markup', 'Bob <b>'],
  ['bidi controls hiding a file name', 'Ann\u202eaxe.exe'],
];

describe('Names in staff invitations', () => {
  const ctx = useServerWithMail();
  let admin: ReturnType<typeof request.agent>;
  let staff: ReturnType<typeof request.agent>;
  let jobId: number;
  let otherJobId: number;

  const accountOf = (email: string) =>
    ctx.server.database.db
      .selectFrom('userAccount')
      .select(['firstName', 'lastName'])
      .where('email', '=', email)
      .execute();
  const mailsTo = (email: string) =>
    ctx.server.database.db.selectFrom('outbox').select('id').where('toAddress', '=', email).execute();

  beforeAll(async () => {
    ({ agent: admin } = await signedInUser(ctx.server, {
      email: 'ada.admin@example.com',
      password: PASSWORD,
      firstName: 'Ada',
      role: 'admin',
    }));
    ({ agent: staff } = await signedInUser(ctx.server, {
      email: 'sol.staff@example.com',
      password: PASSWORD,
      firstName: 'Sol',
      role: 'staff',
    }));
    [jobId, otherJobId] = (await ctx.server.services.jobs.createJobs([
      {
        title: 'Warehouse Picker',
        description: '<p>Pick the orders.</p>',
        corpTitle: 'Fabrikam Logistics',
        employmentType: 'Permanent',
        category: 'Distribution',
        location: 'Austin, TX',
        postalCode: '78701',
        openedAt: Date.now(),
      },
      {
        title: 'Warehouse Packer',
        description: '<p>Pack and ship.</p>',
        corpTitle: 'Fabrikam Logistics',
        employmentType: 'Permanent',
        category: 'Distribution',
        location: 'Austin, TX',
        postalCode: '78701',
        openedAt: Date.now(),
      },
    ])) as [number, number];
  });

  test.each(HOSTILE)(
    'When an admin invites a staff member whose name holds %s, Then it is refused by field, and no account or mail is made',
    async (_label, hostile) => {
      const email = `staff-${Buffer.from(hostile).toString('hex').slice(0, 12)}@example.com`;
      for (const [field, body] of [
        ['firstName', { email, firstName: hostile, lastName: 'Lee', role: 'staff' }],
        ['lastName', { email, firstName: 'Lee', lastName: hostile, role: 'staff' }],
      ] as const) {
        const res = await admin.post('/api/staff/accounts').send(body);
        expect([res.status, res.body.message, res.body.fields?.[field]]).toEqual([
          400,
          STAFF_ACCOUNT_MESSAGES.invalidForm,
          INVALID(field === 'firstName' ? 'First name' : 'Last name'),
        ]);
      }
      expect(await accountOf(email)).toEqual([]);
      expect(await mailsTo(email)).toEqual([]);
    },
  );

  test('When an admin invites a staff member with a plain name, Then the form’s own wording stays and bidi controls are stripped', async () => {
    const missing = await admin
      .post('/api/staff/accounts')
      .send({ email: 'x@example.com', lastName: 'Lee', role: 'staff' });
    expect(missing.body.fields).toEqual({ firstName: STAFF_ACCOUNT_MESSAGES.firstNameRequired });
    const long = await admin
      .post('/api/staff/accounts')
      .send({ email: 'x@example.com', firstName: 'A'.repeat(61), lastName: 'Lee', role: 'staff' });
    expect(long.body.fields).toEqual({ firstName: STAFF_ACCOUNT_MESSAGES.nameTooLong });
    await admin
      .post('/api/staff/accounts')
      .send({
        email: 'ann.marie@example.com',
        firstName: 'Ann\u202e\u2066 Marie\u2069',
        lastName: 'O\u2019Neil-Smith',
        role: 'staff',
      })
      .expect(200);
    expect(await accountOf('ann.marie@example.com')).toEqual([
      { firstName: 'Ann Marie', lastName: 'O\u2019Neil-Smith' },
    ]);
  });

  test.each(HOSTILE)(
    'When staff invite a new candidate to a job with a name holding %s, Then it is refused by field, and no account or mail is made',
    async (_label, hostile) => {
      const email = `cand-${Buffer.from(hostile).toString('hex').slice(0, 12)}@example.com`;
      for (const [field, body] of [
        ['firstName', { emails: email, firstName: hostile, lastName: 'Lee' }],
        ['lastName', { emails: email, firstName: 'Lee', lastName: hostile }],
      ] as const) {
        const res = await staff.post(`/api/staff/jobs/${jobId}/invitations`).send(body);
        expect([res.status, res.body.message, res.body.fields?.[field]]).toEqual([
          400,
          STAFF_MESSAGES.invalidForm,
          INVALID(field === 'firstName' ? 'First name' : 'Last name'),
        ]);
      }
      expect(await accountOf(email)).toEqual([]);
      expect(await mailsTo(email)).toEqual([]);
    },
  );

  test('When staff invite to a job with plain or blank names, Then the invitation goes out as before', async () => {
    const res = await staff
      .post(`/api/staff/jobs/${jobId}/invitations`)
      .send({ emails: 'noa.person@example.com', firstName: ' Noa\u202e ', lastName: "D'Angelo" })
      .expect(200);
    expect(res.body.invited).toEqual([{ email: 'noa.person@example.com', newAccount: true }]);
    expect(await accountOf('noa.person@example.com')).toEqual([{ firstName: 'Noa', lastName: "D'Angelo" }]);
    // The account exists now: names may be left out (inviting it to another job).
    const again = await staff
      .post(`/api/staff/jobs/${otherJobId}/invitations`)
      .send({ emails: 'noa.person@example.com', firstName: '  ' })
      .expect(200);
    expect(again.body.invited).toEqual([{ email: 'noa.person@example.com', newAccount: false }]);
    const tooLong = await staff
      .post(`/api/staff/jobs/${jobId}/invitations`)
      .send({ emails: 'long@example.com', firstName: 'A'.repeat(101) });
    expect(tooLong.body.fields).toEqual({ firstName: 'A name can be at most 100 characters.' });
  });
});
