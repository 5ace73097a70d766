/**
 * The history of a corrected Form I-9 over HTTP on both databases: each correction lists the fields
 * it changed from the version before it, for I-9 staff on the record and for the employee on their
 * own parts (never the employer's Section 2); a correction that changes nothing is refused, so the
 * history holds only real changes.
 */
import { I9_MESSAGES as M, type I9Record, type I9VersionEntry } from '../../../common/i9';
import { SECTION1, SECTION2 } from '../../helpers/i9';
import { aJob, applyTo } from '../../helpers/jobs';
import { useServerWithMail } from '../../helpers/mail-server';
import { signedInUser, type SignedInUser } from '../../helpers/users';

const PASSWORD = 'I9-History-Passw0rd!';

const history = (versions: I9VersionEntry[]) => versions.map((v) => [v.part, v.version, v.changed, v.reason]);

describe('Form I-9 corrections: what each changed, for I-9 staff and for the employee', () => {
  const ctx = useServerWithMail({ DEFAULT_TIME_ZONE: 'America/Chicago' });
  let ivy: SignedInUser;
  let casey: SignedInUser;
  let formId: number;

  beforeAll(async () => {
    const who = (email: string, firstName: string, role: 'candidate' | 'staff' | 'admin') =>
      signedInUser(ctx.server, { email, password: PASSWORD, firstName, role });
    const admin = await who('admin@history.test', 'Ada', 'admin');
    ivy = await who('ivy@history.test', 'Ivy', 'staff');
    casey = await who('casey@history.test', 'Casey', 'candidate');
    await ctx.server.services.staffAccounts.setPermissions(ivy.id, { permissions: ['i9'] }, admin.id);
    await ctx.server.services.i9.addSite({ name: 'Head office' });
    const app = await applyTo(casey.agent, (await ctx.server.services.jobs.createJobs([aJob('Checker')]))[0]!);
    await ivy.agent.post(`/api/staff/applications/${app}/status`).send({ status: 'Offer' }).expect(200);
    formId = (await ivy.agent.post(`/api/staff/applications/${app}/offer-acceptance`).send({ startDate: '2027-03-01' }))
      .body.id;
    await casey.agent.put(`/api/me/i9/${formId}/section1`).send({ section1: SECTION1 }).expect(200);
    await ivy.agent.put(`/api/staff/i9/${formId}/section2`).send({ section2: SECTION2 }).expect(200);
  }, 60_000);

  test('When I-9 staff send a correction that changes nothing, Then it is refused and no version is added', async () => {
    const same = await ivy.agent
      .post(`/api/staff/i9/${formId}/corrections`)
      .send({ part: 'section2', values: SECTION2, reason: 'Checked again.' });
    expect([same.status, same.body.message]).toEqual([400, M.nothingChanged]);
    const record = (await ivy.agent.get(`/api/staff/i9/${formId}`).expect(200)).body as I9Record;
    expect(record.versions.filter((v) => v.part === 'section2')).toHaveLength(1);
  });

  test('When I-9 staff correct two fields of Section 2, Then the new version names them and the first names none', async () => {
    const fixed = {
      ...SECTION2,
      examinerTitle: 'HR Manager',
      listC: { ...SECTION2.listC!, number: '123-45-6780' },
    };
    const corrected = await ivy.agent
      .post(`/api/staff/i9/${formId}/corrections`)
      .send({ part: 'section2', values: fixed, reason: 'Title and card number mistyped.' })
      .expect(200);
    expect(history((corrected.body as I9Record).versions.filter((v) => v.part === 'section2'))).toEqual([
      ['section2', 1, [], null],
      ['section2', 2, ['listC', 'examinerTitle'], 'Title and card number mistyped.'],
    ]);
  });

  test('When the employee corrects Section 1, Then their form lists their versions with what changed and why, and not the employer’s', async () => {
    const same = await casey.agent
      .post(`/api/me/i9/${formId}/corrections`)
      .send({ part: 'section1', values: SECTION1, reason: 'No change.' });
    expect([same.status, same.body.message]).toEqual([400, M.nothingChanged]);
    await casey.agent
      .post(`/api/me/i9/${formId}/corrections`)
      .send({
        part: 'section1',
        values: { ...SECTION1, address: '1300 Congress Ave', apartment: '' },
        reason: 'I moved.',
      })
      .expect(200);
    const mine = (await casey.agent.get(`/api/me/i9/${formId}`).expect(200)).body as {
      section1: typeof SECTION1;
      versions: I9VersionEntry[];
    };
    expect(mine.section1.address).toBe('1300 Congress Ave');
    expect(history(mine.versions)).toEqual([
      ['section1', 1, [], null],
      ['section1', 2, ['address', 'apartment'], 'I moved.'],
    ]);
    expect(mine.versions.map((v) => v.actor)).toEqual(['Casey Test', 'Casey Test']);
  });
});
