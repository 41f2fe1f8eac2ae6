import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';

/**
 * Which X-Forwarded-For entries the server believes (README, "Configuration"):
 * - `0` (or unset, `false`): none; the client is whoever opened the connection;
 * - a number of hops `n`: the `n` machines nearest the server are proxies that append the address
 *   they saw, so the client is the n-th entry from the right;
 * - a comma-separated list of proxy addresses, CIDR ranges or proxy-addr's named ranges
 *   (`loopback`, `linklocal`, `uniquelocal`): the client is the right-most address not in it.
 * `true` (trust every entry) is refused: the left-most entry is whatever the client sent.
 */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

function isProxyAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY; the error text is shown beside the variable's name when the server refuses to start. */
export function parseTrustProxy(raw: string): { value: TrustProxy } | { error: string } {
  const text = raw.trim();
  if (text === '' || text === '0' || text === 'false') return { value: false };
  if (text === 'true') {
    return {
      error:
        'true would let a client choose its address; give the number of proxies in front or their addresses',
    };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) return { error: `at most ${MAX_HOPS} proxies` };
    return { value: hops };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddressOrRange(entry));
  if (bad.length > 0) {
    return {
      error: `not an IP address, CIDR range or loopback/linklocal/uniquelocal: ${bad.join(', ')}`,
    };
  }
  return { value: entries };
}

/**
 * Fastify's own option. Fastify 5.12.8 ignores a plain number (it cannot check that the nearest
 * hop is a proxy), so a hop count is given as the trust function Fastify used to build from it.
 */
export function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  if (trust === 0) return false;
  return (_address: string, hop: number) => hop < trust;
}
