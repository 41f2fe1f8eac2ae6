import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPromiseCache } from './promise-cache.ts';

afterEach(() => vi.useRealTimers());

function setUp(load: (key: string) => Promise<string>) {
  const onError = vi.fn();
  const loader = vi.fn(load);
  const cache = createPromiseCache({ load: loader, freshMs: 1000, retryMs: 100, onError });
  return { cache, loader, onError };
}

describe('promise cache', () => {
  it('hands out the same promise per key, also while it is on its way', async () => {
    const { cache, loader } = setUp(async (key) => `value of ${key}`);
    const first = cache.read('A');
    expect(cache.read('A')).toBe(first);
    expect(await first).toBe('value of A');
    expect(cache.read('A')).toBe(first);
    expect(await cache.read('B')).toBe('value of B');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('asks again once the answer is older than freshMs', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { cache, loader } = setUp(async () => 'value');
    await cache.read('A');
    vi.advanceTimersByTime(999);
    await cache.read('A');
    expect(loader).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await cache.read('A');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('settles a failure to null, reports it, and asks again only after retryMs', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const failure = new Error('down');
    const { cache, loader, onError } = setUp(() => Promise.reject(failure));
    expect(await cache.read('A')).toBeNull();
    expect(onError).toHaveBeenCalledWith(failure);
    // A component suspended on the failed promise renders again at once: same promise, no request.
    expect(await cache.read('A')).toBeNull();
    expect(loader).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    await cache.read('A');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('forgets one key, or all of them', async () => {
    const { cache, loader } = setUp(async (key) => key);
    await Promise.all([cache.read('A'), cache.read('B')]);
    cache.forget('A');
    await Promise.all([cache.read('A'), cache.read('B')]);
    expect(loader.mock.calls.map(([key]) => key)).toEqual(['A', 'B', 'A']);
    cache.forget();
    await Promise.all([cache.read('A'), cache.read('B')]);
    expect(loader).toHaveBeenCalledTimes(5);
  });
});
