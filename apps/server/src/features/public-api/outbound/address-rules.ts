import { BlockList, isIP } from 'node:net';

// Which addresses the server may connect to for a caller's URL (file_url, callbacks; ADR 0901):
// public unicast only. Everything a request must not reach from inside the operator's network is
// refused: loopback, RFC 1918, CGNAT, link-local (cloud metadata at 169.254.169.254), unique-local,
// multicast, unspecified, documentation and benchmarking ranges, and v6 forms that carry a v4.

const refused = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // RFC 1918
  ['100.64.0.0', 10], // CGNAT, RFC 6598
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12], // RFC 1918
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // RFC 1918
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and broadcast
] as const) {
  refused.addSubnet(network, bits, 'ipv4');
}
for (const [network, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  refused.addSubnet(network, bits, 'ipv6');
}

/** The IPv4 address a v6 address carries (mapped, compatible, NAT64, 6to4), if any. */
function embeddedV4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const groups = expandV6(lower);
  if (!groups) return undefined;
  const head = groups.slice(0, 6).join(':');
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const [g6 = 0, g7 = 0] = groups.slice(6).map((g) => Number.parseInt(g, 16));
  if (head === '0:0:0:0:0:ffff' || head === '0:0:0:0:0:0' || head === '64:ff9b:0:0:0:0') {
    return v4(g6, g7);
  }
  if (groups[0] === '2002') {
    return v4(Number.parseInt(groups[1] ?? '0', 16), Number.parseInt(groups[2] ?? '0', 16));
  }
  return undefined;
}

/** The eight groups of a v6 address, without leading zeros; undefined for dotted forms. */
function expandV6(address: string): string[] | undefined {
  if (address.includes('.')) return undefined;
  const [left = '', right] = address.split('::');
  const head = left ? left.split(':') : [];
  const tail = right ? right.split(':') : [];
  const zeros = right === undefined ? [] : Array(8 - head.length - tail.length).fill('0');
  const groups = [...head, ...zeros, ...tail].map((g) => Number.parseInt(g, 16).toString(16));
  return groups.length === 8 ? groups : undefined;
}

/** Whether the server may connect to this IP address for a caller (public unicast only). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !refused.check(address, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedV4(address.split('%')[0] ?? address);
  if (v4 !== undefined) return isIP(v4) === 4 && !refused.check(v4, 'ipv4');
  return !refused.check(address, 'ipv6');
}
