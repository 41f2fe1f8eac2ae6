import ipaddr from 'ipaddr.js';

/**
 * The key a per-address limit counts a client under. An IPv6 client is counted by its /64: one
 * connection is usually given a whole /64, so counting single IPv6 addresses would let anyone
 * take a fresh address for every request. An IPv4 client seen as IPv4-mapped IPv6 (a server
 * listening on `::`) is counted as the IPv4 address it is.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address.toNormalizedString()}/64`);
  return `${network.toRFC5952String()}/64`;
}
