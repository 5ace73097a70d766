import { deferredModule, withModule } from './deferred-module';

describe('code loaded beside the data it shows', () => {
  test('When loaded twice, Then the chunk is asked for once and is there synchronously afterwards', async () => {
    let asked = 0;
    const chunk = deferredModule(async () => {
      asked += 1;
      return { answer: 42 };
    });
    expect(chunk.current()).toBeUndefined();
    const [a, b] = await Promise.all([chunk.load(), chunk.load()]);
    expect(a).toBe(b);
    expect(asked).toBe(1);
    expect(chunk.current()).toEqual({ answer: 42 });
  });

  test('When a load fails, Then the next load asks again (Retry after a network blip)', async () => {
    let attempt = 0;
    const chunk = deferredModule(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('ChunkLoadError');
      return 'loaded';
    });
    await expect(chunk.load()).rejects.toThrow('ChunkLoadError');
    expect(chunk.current()).toBeUndefined();
    await expect(chunk.load()).resolves.toBe('loaded');
    expect(attempt).toBe(2);
  });

  test('A data load with its code resolves with the data once both are in, and fails if either fails', async () => {
    let release: (m: string) => void = () => undefined;
    const chunk = deferredModule(() => new Promise<string>((resolve) => (release = resolve)));
    const load = withModule(chunk, async () => ({ rows: 3 }));
    const pending = load(new AbortController().signal);
    let settled = false;
    void pending.then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(settled).toBe(false);
    release('code');
    await expect(pending).resolves.toEqual({ rows: 3 });
    expect(chunk.current()).toBe('code');

    const failing = withModule(chunk, () => Promise.reject(new Error('offline')));
    await expect(failing(new AbortController().signal)).rejects.toThrow('offline');
  });
});
