/**
 * The host name a Host header names: lower-cased, without its port or a trailing dot, so that
 * `ACME.localhost:3000` and `acme.localhost` find the same tenant_domains row. Null when the
 * header is missing or is not a plausible host name (nothing odd reaches the query).
 */
export function hostNameOf(header: string | undefined): string | null {
  if (!header) return null;
  let host = header.trim().toLowerCase();
  if (host.startsWith('[')) {
    // An IPv6 literal keeps its brackets; only what follows them can be a port.
    const end = host.indexOf(']');
    if (end < 0) return null;
    host = host.slice(0, end + 1);
    return /^\[[0-9a-f:.]+\]$/.test(host) ? host : null;
  }
  host = host.replace(/:\d*$/, '').replace(/\.$/, '');
  if (host.length === 0 || host.length > 253) return null;
  return /^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/.test(host) ? host : null;
}
