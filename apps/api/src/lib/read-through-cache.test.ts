import { describe, expect, it, vi } from 'vitest';
import { approximateBytes, ReadThroughCache } from './read-through-cache.ts';

const cache = (ttlMs = 5_000, maxBytes = 1024 * 1024) =>
  new ReadThroughCache<number>({ ttlMs, maxBytes });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('read-through cache', () => {
  it('serves an answer again within its time, then reads anew', async () => {
    const answers = cache(40);
    const load = vi.fn(async () => 'page 1');
    await answers.read(1, 'products', load);
    await answers.read(1, 'products', load);
    expect(load).toHaveBeenCalledTimes(1);
    await pause(60);
    await answers.read(1, 'products', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('spreads the expiry of answers read together over the last quarter of their time', async () => {
    const ttlMs = 60_000;
    const answers = cache(ttlMs);
    const keys = Array.from({ length: 40 }, (_, index) => `k${index}`);
    for (const key of keys) await answers.read(1, key, async () => key);
    const remaining = keys.map((key) => answers.remainingMs(1, key));
    // A second of slack for a slow machine between the reads and this line.
    expect(Math.min(...remaining)).toBeGreaterThan(0.75 * ttlMs - 1_000);
    expect(Math.max(...remaining)).toBeLessThanOrEqual(ttlMs);
    // Forty draws, not one instant: at least a tenth of the spread apart.
    expect(Math.max(...remaining) - Math.min(...remaining)).toBeGreaterThan(0.1 * ttlMs);
    expect(answers.remainingMs(1, 'never read')).toBe(0);
  });

  /** A cache of 100 s answers read again in their last 60 s, on a clock the test moves. */
  const readingAhead = () => {
    const clock = { ms: 1_000_000 };
    const answers = new ReadThroughCache<number>({
      ttlMs: 100_000,
      maxBytes: 1024,
      refreshAheadMs: 60_000,
      now: () => clock.ms,
    });
    return { answers, clock };
  };
  const held = () => {
    let release: (value: string) => void = () => {};
    const promise = new Promise<string>((resolve) => (release = resolve));
    return { load: vi.fn(() => promise), release: (value: string) => release(value) };
  };

  it('reads an answer in use again before it expires, serving the kept one meanwhile', async () => {
    const { answers, clock } = readingAhead();
    await answers.read(1, 'k', async () => 'v1');
    clock.ms += 10_000; // 65-90 s left: not yet due
    const early = vi.fn(async () => 'too early');
    await expect(answers.read(1, 'k', early)).resolves.toBe('v1');
    expect(early).not.toHaveBeenCalled();

    clock.ms += 40_000; // 25-50 s left: read again in the background, once
    const ahead = held();
    await expect(answers.read(1, 'k', ahead.load)).resolves.toBe('v1');
    await expect(answers.read(1, 'k', ahead.load)).resolves.toBe('v1');
    expect(ahead.load).toHaveBeenCalledTimes(1);
    ahead.release('v2');
    await pause(0);
    clock.ms += 60_000; // the first answer's lifetime is over, the second's is not
    await expect(answers.read(1, 'k', async () => 'v3')).resolves.toBe('v2');
  });

  it('keeps serving an answer whose read ahead failed, and drops one that a change overtook', async () => {
    const { answers, clock } = readingAhead();
    await answers.read(1, 'k', async () => 'v1');
    clock.ms += 50_000;
    const failing = vi.fn(async () => Promise.reject(new Error('database gone')));
    await expect(answers.read(1, 'k', failing)).resolves.toBe('v1');
    await pause(0);
    await expect(answers.read(1, 'k', failing)).resolves.toBe('v1');
    expect(failing).toHaveBeenCalledTimes(2);

    await answers.read(2, 'k', async () => 'before');
    clock.ms += 50_000;
    const overtaken = held();
    await answers.read(2, 'k', overtaken.load);
    answers.clearScope(2);
    overtaken.release('read before the change');
    await pause(0);
    await expect(answers.read(2, 'k', async () => 'after the change')).resolves.toBe(
      'after the change',
    );
  });

  it('shares one load between concurrent misses of a key', async () => {
    const answers = cache();
    let release: (value: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const both = Promise.all([answers.read(1, 'k', load), answers.read(1, 'k', load)]);
    release('once');
    await expect(both).resolves.toEqual(['once', 'once']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps scopes and keys apart, and clears one scope only', async () => {
    const answers = cache();
    await answers.read(1, 'k', async () => 'acme');
    await answers.read(2, 'k', async () => 'boreal');
    answers.clearScope(1);
    await expect(answers.read(1, 'k', async () => 'acme v2')).resolves.toBe('acme v2');
    await expect(answers.read(2, 'k', async () => 'boreal v2')).resolves.toBe('boreal');
  });

  it('never serves, after a clear, an answer whose read began before it', async () => {
    const answers = cache();
    let release: (value: string) => void = () => {};
    const stale = answers.read(1, 'k', () => new Promise<string>((r) => (release = r)));
    answers.clearScope(1);
    release('before the change');
    await expect(stale).resolves.toBe('before the change');
    await expect(answers.read(1, 'k', async () => 'after')).resolves.toBe('after');
    answers.clear();
    await expect(answers.read(1, 'k', async () => 'after all')).resolves.toBe('after all');
  });

  it('forgets failures and the answers `keep` refuses', async () => {
    const answers = cache();
    await expect(
      answers.read(1, 'k', async () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    await expect(answers.read(1, 'k', async () => 'up')).resolves.toBe('up');
    const miss = await answers.read(
      1,
      'token',
      async () => undefined,
      (v) => v !== undefined,
    );
    expect(miss).toBeUndefined();
    await expect(answers.read(1, 'token', async () => 'session')).resolves.toBe('session');
  });

  it('reads every time when turned off', async () => {
    const answers = cache(0);
    const load = vi.fn(async () => 1);
    await answers.read(1, 'k', load);
    await answers.read(1, 'k', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(answers.enabled).toBe(false);
  });

  it('holds no more memory than its bound, however many distinct answers it is asked', async () => {
    const maxBytes = 256 * 1024;
    const answers = cache(60_000, maxBytes);
    // A catalogue page of ~20 kB, under 2,000 distinct keys: ~40 MB if nothing were let go.
    const page = (i: number) => `{"data":[${'x'.repeat(20_000)}],"page":${i}}`;
    for (let i = 0; i < 2_000; i++) {
      await answers.read(1, `products:${i}`, async () => page(i));
      expect(answers.bytes).toBeLessThanOrEqual(maxBytes);
    }
    expect(answers.bytes).toBeGreaterThan(maxBytes / 2);
    expect(answers.entries).toBeLessThan(Math.ceil(maxBytes / approximateBytes(page(0))));
    // The most recent are kept, the oldest went first.
    const load = vi.fn(async () => 'again');
    await answers.read(1, 'products:1999', load);
    expect(load).not.toHaveBeenCalled();
    await answers.read(1, 'products:0', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets expired answers go without being asked again', async () => {
    const answers = cache(30);
    for (let i = 0; i < 50; i++) await answers.read(1, `k${i}`, async () => 'x'.repeat(1000));
    expect(answers.entries).toBe(50);
    await pause(80);
    expect(answers.entries).toBe(0);
    expect(answers.bytes).toBe(0);
  });

  it('forgets one answer on request', async () => {
    const answers = cache();
    await answers.read(1, 'a', async () => 'a1');
    await answers.read(1, 'b', async () => 'b1');
    answers.forget(1, 'a');
    await expect(answers.read(1, 'a', async () => 'a2')).resolves.toBe('a2');
    await expect(answers.read(1, 'b', async () => 'b2')).resolves.toBe('b1');
  });
});

describe('read-through cache indexes', () => {
  it('forgets the answers of a tag only, and does not store a load under way when it is forgotten', async () => {
    const answers = new ReadThroughCache<string>({ ttlMs: 60_000, maxBytes: 1024 * 1024 });
    const tags = (value: { user: number }) => [`user:${value.user}`];
    await answers.read('token-a', 'ACME', async () => ({ user: 1, v: 1 }), undefined, tags);
    await answers.read('token-b', 'ACME', async () => ({ user: 2, v: 1 }), undefined, tags);
    let release: (value: { user: number; v: number }) => void = () => {};
    const running = answers.read(
      'token-c',
      'ACME',
      () => new Promise<{ user: number; v: number }>((r) => (release = r)),
      undefined,
      tags,
    );
    answers.forgetTagged('user:1');
    release({ user: 1, v: 1 });
    await running;
    const again = (scope: string, user: number) =>
      answers.read(scope, 'ACME', async () => ({ user, v: 2 }), undefined, tags);
    await expect(again('token-a', 1)).resolves.toEqual({ user: 1, v: 2 });
    await expect(again('token-b', 2)).resolves.toEqual({ user: 2, v: 1 });
    await expect(again('token-c', 1)).resolves.toEqual({ user: 1, v: 2 });
  });

  it('keeps no index entry for answers that are gone', async () => {
    const answers = new ReadThroughCache<string>({ ttlMs: 30, maxBytes: 1024 * 1024 });
    for (let i = 0; i < 20; i++) {
      await answers.read(
        `token-${i}`,
        'ACME',
        async () => i,
        undefined,
        () => [`user:${i}`],
      );
    }
    answers.clearScope('token-0');
    expect(answers.entries).toBe(19);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(answers.entries).toBe(0);
    // Forgetting scopes and tags with nothing left finds nothing to walk.
    answers.clearScope('token-1');
    answers.forgetTagged('user:2');
    expect(answers.entries).toBe(0);
  });

  it('serves nothing from memory while suspended', async () => {
    const answers = cache();
    const load = vi.fn(async () => 'page');
    await answers.read(1, 'k', load);
    answers.suspend();
    await answers.read(1, 'k', load);
    await answers.read(1, 'k', load);
    expect(load).toHaveBeenCalledTimes(3);
    expect(answers.entries).toBe(0);
    answers.resume();
    await answers.read(1, 'k', load);
    await answers.read(1, 'k', load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
