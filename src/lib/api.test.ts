import { apiFetch } from './api';

/** The platform's fetch stood in for by one that records each call's Idempotency-Key. */
function recordingFetch(answer: (n: number) => number) {
  const keys: (string | null)[] = [];
  const release: (() => void)[] = [];
  global.fetch = (async (_url: string, init: RequestInit) => {
    keys.push(new Headers(init.headers).get('Idempotency-Key'));
    const status = answer(keys.length);
    // Each answer waits until the test lets it go: the calls are in flight together.
    await new Promise<void>((resolve) => release.push(resolve));
    return new Response(JSON.stringify({ ok: status < 400, message: 'No.' }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  const settle = async () => {
    while (release.length) release.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { keys, settle };
}

describe('apiFetch: one Idempotency-Key per submission', () => {
  const saved = global.fetch;
  afterEach(() => {
    global.fetch = saved;
  });

  test('a write sent twice while the first is on its way carries the same key; another write, another key', async () => {
    const { keys, settle } = recordingFetch(() => 200);
    const both = Promise.all([
      apiFetch('/api/admin/api-keys', { method: 'POST', json: { name: 'A' } }),
      apiFetch('/api/admin/api-keys', { method: 'POST', json: { name: 'A' } }),
      apiFetch('/api/admin/api-keys', { method: 'POST', json: { name: 'B' } }),
      apiFetch('/api/admin/api-keys'),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    await both;
    const [a1, a2, b, read] = keys;
    expect(a1).toMatch(/^[0-9a-f]{32}$/);
    expect(a2).toBe(a1);
    expect(b).toMatch(/^[0-9a-f]{32}$/);
    expect(b).not.toBe(a1);
    expect(read).toBeNull();
  });

  test('after a refusal the same write is a new submission', async () => {
    const { keys, settle } = recordingFetch((n) => (n === 1 ? 400 : 200));
    const first = apiFetch('/api/staff/jobs', { method: 'POST', json: { title: '' } }).catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    expect(await first).toMatchObject({ status: 400 });
    const second = apiFetch('/api/staff/jobs', { method: 'POST', json: { title: '' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    await second;
    expect(keys[1]).not.toBe(keys[0]);
  });
});
