import { describe, expect, it, vi } from 'vitest';
import { ReadThroughCache } from './read-through-cache.ts';

const cache = (ttlMs = 5_000) => new ReadThroughCache<number>({ ttlMs, maxEntries: 100 });

describe('read-through cache', () => {
  it('serves an answer again within its time, then reads anew', async () => {
    const answers = cache(40);
    const load = vi.fn(async () => 'page 1');
    await answers.read(1, 'products', load);
    await answers.read(1, 'products', load);
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await answers.read(1, 'products', load);
    expect(load).toHaveBeenCalledTimes(2);
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
});
