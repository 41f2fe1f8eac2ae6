import ipaddr from 'ipaddr.js';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/**
 * Where a webhook may be sent (SSRF guard). A tenant's administrator types the URL and the
 * platform's servers call it, so it must not reach the platform's own network: only https, and
 * only hosts whose every address is public unicast (not private, loopback, link-local, CGNAT,
 * unique-local, multicast, unspecified or any other special range ipaddr.js knows). Checked when
 * the endpoint is saved and again before each delivery, whose connection then goes to the very
 * address checked (webhook-delivery.ts), so a DNS answer changed in between cannot slip through.
 * The platform may allow private targets (and plain http for them) by configuration.
 */
export type TargetProblem = 'invalidUrl' | 'httpsOnly' | 'privateAddress' | 'unresolvable';

export interface CheckedTarget {
  url: URL;
  /** The address the connection must go to. */
  address: string;
  family: 4 | 6;
}

export type TargetCheck =
  | { ok: true; target: CheckedTarget }
  | { ok: false; problem: TargetProblem };

/**
 * IPv4-compatible IPv6 (::a.b.c.d, deprecated by RFC 4291): ipaddr.js calls it unicast, but a
 * host with an automatic tunnel (sit) sends it to the IPv4 it carries, such as ::127.0.0.1.
 */
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() turns an IPv4-mapped IPv6 address (::ffff:10.0.0.1) into the IPv4 it carries.
  const parsed = ipaddr.process(address);
  if (parsed instanceof ipaddr.IPv6 && parsed.match(IPV4_COMPATIBLE)) return false;
  return parsed.range() === 'unicast';
}

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/**
 * A host name whose DNS never answers (its owner can arrange that) must not hold the console's
 * request or the outbox's worker for the system resolver's minutes: past this, unresolvable.
 */
export const RESOLVE_TIMEOUT_MS = 5_000;

function resolveWithin(resolve: Resolver, host: string, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('DNS lookup timed out')), timeoutMs);
  });
  return Promise.race([resolve(host), timeout]).finally(() => clearTimeout(timer));
}

export async function checkTarget(
  raw: string,
  allowPrivate: boolean,
  resolve: Resolver = systemResolver,
  resolveTimeoutMs = RESOLVE_TIMEOUT_MS,
): Promise<TargetCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, problem: 'invalidUrl' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, problem: 'invalidUrl' };
  }
  if (url.username || url.password || !url.hostname) return { ok: false, problem: 'invalidUrl' };
  if (url.protocol === 'http:' && !allowPrivate) return { ok: false, problem: 'httpsOnly' };

  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await resolveWithin(resolve, host, resolveTimeoutMs);
    } catch {
      return { ok: false, problem: 'unresolvable' };
    }
  }
  const first = addresses[0];
  if (!first) return { ok: false, problem: 'unresolvable' };
  // Every address must be public: a client may connect to any of them.
  if (!allowPrivate && !addresses.every((entry) => isPublicAddress(entry.address))) {
    return { ok: false, problem: 'privateAddress' };
  }
  return {
    ok: true,
    target: { url, address: first.address, family: first.family === 6 ? 6 : 4 },
  };
}
