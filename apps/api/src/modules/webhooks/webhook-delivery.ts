import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedTarget } from './target-guard.ts';

/** What one delivery attempt saw; recorded as an attempt of the message. */
export interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /** The start of the response body, for the delivery log. */
  excerpt: string | null;
}

/** Bytes of a response read at most: a receiver answers with a status, not a document. */
const RESPONSE_READ_BYTES = 4096;
const EXCERPT_CHARS = 500;

/** A DNS lookup that answers the address already checked, whatever the host (no rebinding). */
function pinnedLookup(target: CheckedTarget): LookupFunction {
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  }) as unknown as LookupFunction;
}

/**
 * POSTs a body to a checked target: the connection goes to the checked address (TLS still
 * verifies the URL's host name), redirects are not followed (a 3xx is a failure), at most
 * `timeoutMs` in all, and at most 4 kB of the answer is read. Never throws.
 */
export function postWebhook(
  target: CheckedTarget,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const transport = target.url.protocol === 'https:' ? https : http;
  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<AttemptResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const request = transport.request(target.url, {
      method: 'POST',
      lookup: pinnedLookup(target),
      agent: false,
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'ordering-portal-webhooks/1',
      },
      signal: options.signal,
    });
    const timer = setTimeout(() => {
      request.destroy(new Error(`timed out after ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    request.on('error', (error) => {
      finish({ ok: false, statusCode: null, error: error.message.slice(0, 500), excerpt: null });
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const status = response.statusCode ?? 0;
        const excerpt = Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS);
        const ok = status >= 200 && status < 300;
        finish({
          ok,
          statusCode: status,
          error: ok ? null : status >= 300 && status < 400 ? 'redirect not followed' : null,
          excerpt: excerpt || null,
        });
        response.destroy();
      };
      response.on('data', (chunk: Buffer) => {
        if (size < RESPONSE_READ_BYTES) chunks.push(chunk.subarray(0, RESPONSE_READ_BYTES - size));
        size += chunk.length;
        if (size >= RESPONSE_READ_BYTES) done();
      });
      response.on('end', done);
      response.on('error', done);
    });
    request.end(body);
  });
}
