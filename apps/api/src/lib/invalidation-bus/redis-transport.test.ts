import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { createConnection } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../../test/helpers/test-database.ts';
import { itKeepsEveryInstanceCurrent } from '../../../test/helpers/two-instances-scenarios.ts';
import { useTwoInstances } from '../../../test/helpers/two-instances.ts';
import { RedisTransport, SUBSCRIBER_CONNECTION_NAME } from './redis-transport.ts';
import type { TransportEvents } from './transport.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Skipped only when no Redis answers there. */
function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    const answer = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(1_000);
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });
}
const redisUp = await reachable(redisUrl);

/** A transport whose events are recorded, and a promise for the next of each. */
function listened(transport: RedisTransport) {
  const messages: string[] = [];
  const log: string[] = [];
  const events: TransportEvents = {
    message: (payload) => messages.push(payload),
    listening: () => log.push('listening'),
    lost: () => log.push('lost'),
  };
  transport.listen(events);
  return { messages, log };
}

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const start = performance.now();
  while (!condition()) {
    if (performance.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe.runIf(redisUp)('the Redis transport', () => {
  const channel = `portal:invalidations:test-${randomUUID()}`;
  const first = new RedisTransport({ url: redisUrl, channel, instanceId: randomUUID() });
  const secondId = randomUUID();
  const second = new RedisTransport({ url: redisUrl, channel, instanceId: secondId });
  const admin = new Redis(redisUrl);
  afterAll(async () => {
    await first.close();
    await second.close();
    await admin.quit();
  });

  it('carries a message to every subscriber, and subscribes again after losing its connection', async () => {
    const a = listened(first);
    const b = listened(second);
    await until(() => a.log.includes('listening') && b.log.includes('listening'));
    await first.send('one');
    await until(() => a.messages.length === 1 && b.messages.length === 1);

    const clients = (await admin.client('LIST')) as string;
    const line = clients
      .split('\n')
      .find((client) => client.includes(`name=${SUBSCRIBER_CONNECTION_NAME}-${secondId}`));
    const id = line?.match(/\bid=(\d+)/)?.[1];
    expect(id).toBeDefined();
    await admin.client('KILL', 'ID', id!);
    await until(() => b.log.join() === 'listening,lost,listening');

    await first.send('two');
    await until(() => b.messages.length === 2);
    expect(b.messages).toEqual(['one', 'two']);
  });
});

describe.runIf(redisUp && testEngine === 'postgres')('two instances told through Redis', () => {
  const instances = useTwoInstances({ REDIS_URL: redisUrl });
  itKeepsEveryInstanceCurrent(instances);
  it('uses Redis when REDIS_URL is set', () => {
    expect(instances.b().invalidations.transport).toBe('redis');
  });
});
