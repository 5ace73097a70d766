/** Who goes next when places free: class first, then the client with the fewest at work; deadlines and hang-ups. */
import { type AdmissionClass, AdmissionRefused, createAdmission } from './admission';

const LIMITS = { capacity: 4, perClient: 2, signIn: 2, anonymousReads: 3 };
const HOUR = 3_600_000;

/** Enters and records the order in which requests start. */
function recorder(admission: ReturnType<typeof createAdmission>) {
  const started: string[] = [];
  const enter = (name: string, cls: AdmissionClass, client: string, budgetMs = HOUR, signal?: AbortSignal) =>
    admission.enter(cls, client, budgetMs, signal).then((leave) => {
      started.push(name);
      return leave;
    });
  return { started, enter };
}

test('When places free, Then the waiting sign-in goes before a write, a write before a read, and an anonymous read last', async () => {
  const admission = createAdmission(LIMITS);
  const { started, enter } = recorder(admission);
  const busy = await Promise.all(['a', 'b', 'c', 'd'].map((c) => enter(c, 'read', c)));
  const waiting = [
    enter('anonymous', 'anonymousRead', 'e'),
    enter('read', 'read', 'f'),
    enter('write', 'write', 'g'),
    enter('sign-in', 'signIn', 'h'),
  ];
  expect(admission.load()).toEqual({ atWork: 4, waiting: 4 });
  for (const leave of busy) leave();
  const leaves = await Promise.all(waiting.slice(1));
  expect(started.slice(4)).toEqual(['sign-in', 'write', 'read']);
  // Three at work: the anonymous read waits for a place below its limit.
  expect(admission.load()).toEqual({ atWork: 3, waiting: 1 });
  leaves[0]!();
  (await waiting[0]!)();
  expect(started.at(-1)).toBe('anonymous');
});

test("When one client has its share at work, Then its next requests wait while another client's are admitted, and the client with fewest at work goes first", async () => {
  const admission = createAdmission(LIMITS);
  const { started, enter } = recorder(admission);
  const [x1] = await Promise.all([enter('x1', 'signIn', 'x'), enter('x2', 'signIn', 'x')]);
  const x3 = enter('x3', 'read', 'x');
  await enter('y1', 'read', 'y');
  expect(started).toEqual(['x1', 'x2', 'y1']);
  expect(admission.load()).toEqual({ atWork: 3, waiting: 1 });
  x1!();
  await x3;
  expect(started.at(-1)).toBe('x3');
});

test('When two sign-ins are at work, Then a third waits while a read is admitted', async () => {
  const admission = createAdmission(LIMITS);
  const { started, enter } = recorder(admission);
  const [first] = await Promise.all([enter('s1', 'signIn', 'a'), enter('s2', 'signIn', 'b')]);
  const third = enter('s3', 'signIn', 'c');
  await enter('r', 'read', 'd');
  expect(started).toEqual(['s1', 's2', 'r']);
  first!();
  await third;
  expect(started.at(-1)).toBe('s3');
});

test('When a sign-in waits for its class, Then an anonymous read does not start before it', async () => {
  const admission = createAdmission({ ...LIMITS, capacity: 10, anonymousReads: 8 });
  const { started, enter } = recorder(admission);
  const [first] = await Promise.all([enter('s1', 'signIn', 'a'), enter('s2', 'signIn', 'b')]);
  const third = enter('s3', 'signIn', 'c');
  const anonymous = enter('anonymous', 'anonymousRead', 'e');
  expect(admission.load()).toEqual({ atWork: 2, waiting: 2 });
  first!();
  await Promise.all([third, anonymous]);
  expect(started).toEqual(['s1', 's2', 's3', 'anonymous']);
});

test('When no place frees within the budget, or the client goes away, Then the request is refused and leaves the queue', async () => {
  const admission = createAdmission({ ...LIMITS, capacity: 1 });
  const { enter } = recorder(admission);
  const leave = await enter('a', 'write', 'a');
  await expect(enter('late', 'write', 'b', 10)).rejects.toEqual(new AdmissionRefused('busy'));
  await expect(enter('none', 'write', 'b', 0)).rejects.toEqual(new AdmissionRefused('busy'));
  const controller = new AbortController();
  const gone = enter('gone', 'write', 'c', HOUR, controller.signal);
  controller.abort();
  await expect(gone).rejects.toEqual(new AdmissionRefused('aborted'));
  expect(admission.load()).toEqual({ atWork: 1, waiting: 0 });
  leave();
  leave();
  expect(admission.load()).toEqual({ atWork: 0, waiting: 0 });
});

test('When a sign-in waiting for its class gives up, Then the anonymous read it held back starts, and the record says no sign-in was refused past an anonymous read', async () => {
  const admission = createAdmission({ ...LIMITS, capacity: 10, signIn: 1, anonymousReads: 8 });
  const { started, enter } = recorder(admission);
  const leave = await enter('s1', 'signIn', 'a');
  const late = enter('s2', 'signIn', 'b', 20);
  const anonymous = enter('anonymous', 'anonymousRead', 'c');
  await expect(late).rejects.toEqual(new AdmissionRefused('busy'));
  (await anonymous)();
  expect(started).toEqual(['s1', 'anonymous']);
  expect(admission.record().signInsRefusedPastAnonymousReads).toBe(0);
  // It gave up a tenth early at most (a late timer still answers within the budget).
  expect(admission.record().longestWaitMs).toBeGreaterThanOrEqual(17);
  leave();
});
