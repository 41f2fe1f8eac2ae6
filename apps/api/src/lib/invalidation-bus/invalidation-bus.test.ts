import { describe, expect, it, vi } from 'vitest';
import { ReadThroughCache } from '../read-through-cache.ts';
import { encodeMessage, type Invalidation } from './invalidation.ts';
import { InvalidationBus } from './invalidation-bus.ts';
import type { Transport, TransportEvents } from './transport.ts';

/** A transport the test drives: what is sent is recorded, events are raised by hand. */
function fakeTransport() {
  const sent: string[] = [];
  let events: TransportEvents | undefined;
  const transport: Transport = {
    name: 'embedded',
    listen: (given) => {
      events = given;
    },
    send: async (payload) => {
      sent.push(payload);
    },
    close: async () => {},
  };
  return { transport, sent, events: () => events! };
}

const log = { warn: vi.fn(), error: vi.fn() };

function busWithCache() {
  const fake = fakeTransport();
  const bus = new InvalidationBus('me', fake.transport, log);
  const cache = new ReadThroughCache<number>({ ttlMs: 60_000, maxBytes: 1024 * 1024 });
  const applied: Invalidation[] = [];
  bus.attach(cache, (change) => {
    applied.push(change);
    if (change.kind === 'catalogue-changed') cache.clearScope(change.tenantId);
  });
  return { fake, bus, cache, applied };
}

describe('invalidation bus', () => {
  it('bypasses its caches until listening, then keeps answers', async () => {
    const { fake, bus, cache } = busWithCache();
    const load = vi.fn(async () => 'page');
    await cache.read(1, 'k', load);
    await cache.read(1, 'k', load);
    expect(load).toHaveBeenCalledTimes(2);

    const started = bus.start(1_000);
    fake.events().listening();
    await started;
    await cache.read(1, 'k', load);
    await cache.read(1, 'k', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('applies its own change at once and sends it; ignores it when it comes back', async () => {
    const { fake, bus, applied } = busWithCache();
    await bus.publish({ kind: 'catalogue-changed', tenantId: 7 });
    expect(applied).toEqual([{ kind: 'catalogue-changed', tenantId: 7 }]);
    expect(JSON.parse(fake.sent[0]!)).toEqual({
      from: 'me',
      change: { kind: 'catalogue-changed', tenantId: 7 },
    });
    bus.start(0).catch(() => {});
    fake.events().message(fake.sent[0]!);
    expect(applied).toHaveLength(1);
  });

  it("applies another instance's change", async () => {
    const { fake, bus, applied } = busWithCache();
    await bus.start(0);
    const change: Invalidation = { kind: 'user-changed', userId: 3 };
    fake.events().message(encodeMessage({ from: 'other', change }));
    expect(applied).toEqual([change]);
  });

  it('forgets everything on a change it does not know, or a lost listener', async () => {
    const { fake, bus, cache } = busWithCache();
    const started = bus.start(1_000);
    fake.events().listening();
    await started;
    const load = vi.fn(async () => 'page');
    await cache.read(1, 'k', load);
    fake.events().message('{"from":"newer","change":{"kind":"price-list-changed","tenantId":1}}');
    await cache.read(1, 'k', load);
    expect(load).toHaveBeenCalledTimes(2);

    fake.events().lost(new Error('gone'));
    await cache.read(1, 'k', load);
    await cache.read(1, 'k', load);
    expect(load).toHaveBeenCalledTimes(4);
    expect(bus.listening).toBe(false);

    fake.events().listening();
    await cache.read(1, 'k', load);
    await cache.read(1, 'k', load);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('reports a change it could not send, without failing the caller', async () => {
    const { fake, bus } = busWithCache();
    fake.transport.send = async () => Promise.reject(new Error('down'));
    await expect(bus.publish({ kind: 'settings-changed', tenantId: 1 })).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalled();
  });
});
