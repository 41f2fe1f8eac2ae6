import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTarget } from './target-guard.ts';
import { postWebhook } from './webhook-delivery.ts';

/** What one delivery will not do: follow a redirect, wait forever, read a whole answer. */
describe('a delivery attempt', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/redirect') {
        response.writeHead(307, { location: 'http://169.254.169.254/' }).end();
      } else if (request.url === '/slow') {
        setTimeout(() => response.end('late'), 2_000);
      } else if (request.url === '/huge') {
        response.writeHead(200);
        response.end('x'.repeat(5_000_000));
      } else {
        response.writeHead(200).end(`host ${request.headers.host}`);
      }
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const target = async (path: string, host = '127.0.0.1') => {
    // The name resolves to the test server's address, as a checked public name would.
    const check = await checkTarget(`http://${host}:${port}${path}`, true, async () => [
      { address: '127.0.0.1', family: 4 },
    ]);
    if (!check.ok) throw new Error(check.problem);
    return check.target;
  };
  const options = { timeoutMs: 500 };

  it('connects to the checked address whatever the name resolves to now', async () => {
    const result = await postWebhook(await target('/', 'hooks.example'), {}, '{}', options);
    expect(result).toMatchObject({
      ok: true,
      statusCode: 200,
      excerpt: `host hooks.example:${port}`,
    });
  });

  it('does not follow a redirect: a 3xx is a failure', async () => {
    const result = await postWebhook(await target('/redirect'), {}, '{}', options);
    expect(result).toMatchObject({ ok: false, statusCode: 307, error: 'redirect not followed' });
  });

  it('gives up after its timeout', async () => {
    const result = await postWebhook(await target('/slow'), {}, '{}', options);
    expect(result.ok).toBe(false);
    expect(result.error).toContain('timed out');
    expect(result.durationMs).toBeLessThan(1_500);
  });

  it('reads at most 4 kB of an answer and keeps 500 characters', async () => {
    const result = await postWebhook(await target('/huge'), {}, '{}', options);
    expect(result).toMatchObject({ ok: true, statusCode: 200 });
    expect(result.excerpt).toHaveLength(500);
  });
});
