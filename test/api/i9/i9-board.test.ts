/**
 * Overdue Form I-9 sections on the onboarding status board, over HTTP on both databases: every
 * staff member who sees the board reads which section of a person's form is overdue and nothing
 * else of it; only staff with the `i9` permission are given the form to open.
 */
import type { StatusBoard } from '../../../common/onboarding';
import { dateInZone } from '../../../common/zoned-dates';
import { assignSample } from '../../helpers/documents';
import { SECTION1 } from '../../helpers/i9';
import { aJob, applyTo } from '../../helpers/jobs';
import { useServerWithMail } from '../../helpers/mail-server';
import { signedInUser, type SignedInUser } from '../../helpers/users';

const PASSWORD = 'I9-Board-Passw0rd!';
const ZONE = 'America/Chicago';
const inDays = (days: number) => dateInZone(Date.now() + days * 86_400_000, ZONE);

describe('Form I-9 on the onboarding status board', () => {
  const ctx = useServerWithMail({ DEFAULT_TIME_ZONE: ZONE });
  let ivy: SignedInUser;
  let robin: SignedInUser;
  const forms: Record<string, number> = {};

  beforeAll(async () => {
    const who = (email: string, firstName: string, role: 'candidate' | 'staff' | 'admin') =>
      signedInUser(ctx.server, { email, password: PASSWORD, firstName, role });
    const admin = await who('admin@board.test', 'Ada', 'admin');
    ivy = await who('ivy@board.test', 'Ivy', 'staff');
    robin = await who('robin@board.test', 'Robin', 'staff');
    await admin.agent
      .put(`/api/staff/accounts/${ivy.id}/permissions`)
      .send({ permissions: ['i9'] })
      .expect(200);
    // Three hires with a document each: nothing done, Section 1 done late, and a first day to come.
    for (const [name, startDate] of [
      ['Late', inDays(-10)],
      ['Half', inDays(-10)],
      ['Soon', inDays(10)],
    ] as const) {
      const person = await who(`${name.toLowerCase()}@board.test`, name, 'candidate');
      const [jobId] = await ctx.server.services.jobs.createJobs([aJob(`Board ${name}`)]);
      const app = await applyTo(person.agent, jobId!);
      await robin.agent.post(`/api/staff/applications/${app}/status`).send({ status: 'Offer' }).expect(200);
      const { id } = (
        await person.agent.post(`/api/me/applications/${app}/offer/accept`).send({ startDate }).expect(200)
      ).body as { id: number };
      forms[name] = id;
      if (name === 'Half')
        await person.agent
          .put(`/api/me/i9/${id}/section1`)
          .send({
            section1: { ...SECTION1, firstName: 'Half', lastName: 'Test', signature: 'Half Test' },
            lateReason: 'Sick.',
          })
          .expect(200);
      await assignSample(ctx.server, person.id, { title: `Handbook ${name}` });
    }
  }, 90_000);

  const marks = async (who: SignedInUser) => {
    const board = (await who.agent.get('/api/staff/document-status').expect(200)).body as StatusBoard;
    return Object.fromEntries(board.candidates.map((c) => [c.name.split(' ')[0], c.i9Overdue]));
  };

  test('When sections are past their due dates, Then every staff member reads which, and only I-9 staff get the form to open', async () => {
    expect(await marks(robin)).toEqual({
      Half: [{ section: 2, formId: null }],
      Late: [
        { section: 1, formId: null },
        { section: 2, formId: null },
      ],
      Soon: [],
    });
    expect(await marks(ivy)).toEqual({
      Half: [{ section: 2, formId: forms.Half }],
      Late: [
        { section: 1, formId: forms.Late },
        { section: 2, formId: forms.Late },
      ],
      Soon: [],
    });
    // The board says overdue or not: nothing of the form itself.
    const text = JSON.stringify((await robin.agent.get('/api/staff/document-status').expect(200)).body);
    expect(text).not.toMatch(/section1Due|startDate|1994-03-08|Austin/);
    // The link leads only I-9 staff in.
    expect((await robin.agent.get(`/api/staff/i9/${forms.Late}`)).status).toBe(403);
  });
});
