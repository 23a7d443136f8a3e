import { isIP } from 'node:net';

/**
 * Which IP addresses a server-side fetch of a user's URL may connect to. Everything that is not
 * plainly a public unicast address is refused: a user's URL must never reach our own host, the
 * private network we run in, or a cloud metadata service (169.254.169.254, fd00:ec2::254).
 */

type V4Range = { base: number; bits: number; name: string };

const v4 = (cidr: string, name: string): V4Range => {
  const [addr = '', bits = '32'] = cidr.split('/');
  const base = parseIPv4(addr);
  if (base === undefined) throw new Error(`bad range ${cidr}`);
  return { base, bits: Number(bits), name };
};

/** IANA special-purpose IPv4 ranges (RFC 6890 and successors) that are not the public internet. */
const BLOCKED_V4: V4Range[] = [
  v4('0.0.0.0/8', 'this network'),
  v4('10.0.0.0/8', 'private network'),
  v4('100.64.0.0/10', 'carrier-grade NAT'),
  v4('127.0.0.0/8', 'loopback'),
  v4('169.254.0.0/16', 'link-local and cloud metadata'),
  v4('172.16.0.0/12', 'private network'),
  v4('192.0.0.0/24', 'IETF protocol assignments'),
  v4('192.0.2.0/24', 'documentation'),
  v4('192.88.99.0/24', '6to4 relay anycast'),
  v4('192.168.0.0/16', 'private network'),
  v4('198.18.0.0/15', 'benchmarking'),
  v4('198.51.100.0/24', 'documentation'),
  v4('203.0.113.0/24', 'documentation'),
  v4('224.0.0.0/4', 'multicast'),
  v4('240.0.0.0/4', 'reserved'),
  v4('255.255.255.255/32', 'broadcast'),
];

/** Parses a dotted-quad IPv4 address (the canonical form only) into an unsigned 32-bit number. */
export function parseIPv4(address: string): number | undefined {
  const parts = address.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return undefined;
    const n = Number(part);
    if (n > 255) return undefined;
    value = value * 256 + n;
  }
  return value;
}

/** Parses an IPv6 address (with `::`, an embedded dotted quad or a `%zone`) into 8 groups. */
export function parseIPv6(address: string): number[] | undefined {
  const text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIP(text) !== 6) return undefined;
  // Rewrite a trailing dotted quad ("::ffff:1.2.3.4") as two hex groups, then parse uniformly.
  let head = text;
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    const embedded = parseIPv4(last);
    if (embedded === undefined) return undefined;
    const hi = Math.floor(embedded / 65536).toString(16);
    const lo = (embedded % 65536).toString(16);
    head = `${text.slice(0, lastColon + 1)}${hi}:${lo}`;
  }
  const [left = '', right] = head.split('::');
  const toGroups = (s: string) => (s === '' ? [] : s.split(':').map((g) => Number.parseInt(g, 16)));
  const leftGroups = toGroups(left);
  if (right === undefined) return leftGroups.length === 8 ? leftGroups : undefined;
  const rightGroups = toGroups(right);
  const missing = 8 - leftGroups.length - rightGroups.length;
  if (missing < 0) return undefined;
  return [...leftGroups, ...new Array<number>(missing).fill(0), ...rightGroups];
}

function blockedV4(value: number): string | undefined {
  for (const range of BLOCKED_V4) {
    const size = 2 ** (32 - range.bits);
    if (Math.floor(value / size) === Math.floor(range.base / size)) return range.name;
  }
  return undefined;
}

const v4FromGroups = (hi: number, lo: number) => hi * 65536 + lo;

/** True when the first `bits` bits of `groups` equal those of `prefix` (given as groups). */
function inV6Prefix(groups: number[], prefix: number[], bits: number): boolean {
  for (let i = 0; i < 8 && bits > 0; i++) {
    const take = Math.min(16, bits);
    const mask = (0xffff << (16 - take)) & 0xffff;
    if (((groups[i] ?? 0) & mask) !== ((prefix[i] ?? 0) & mask)) return false;
    bits -= take;
  }
  return true;
}

function blockedV6(g: number[]): string | undefined {
  const [, g1 = 0, g2 = 0, , , , g6 = 0, g7 = 0] = g;
  // Forms that carry an IPv4 address are judged by that address: the OS or a NAT64 gateway
  // would deliver them to it (::ffff:127.0.0.1 is loopback, 64:ff9b::a9fe:a9fe is metadata).
  if (inV6Prefix(g, [0, 0, 0, 0, 0, 0xffff], 96)) {
    const reason = blockedV4(v4FromGroups(g6, g7));
    return reason && `IPv4-mapped ${reason}`;
  }
  if (inV6Prefix(g, [0x64, 0xff9b], 96)) {
    const reason = blockedV4(v4FromGroups(g6, g7));
    return reason && `NAT64 ${reason}`;
  }
  if (inV6Prefix(g, [0x2002], 16)) {
    const reason = blockedV4(v4FromGroups(g1, g2));
    return reason && `6to4 ${reason}`;
  }
  if (g.every((x) => x === 0)) return 'unspecified';
  if (inV6Prefix(g, [0, 0, 0, 0, 0, 0, 0, 1], 128)) return 'loopback';
  // ::/96 (IPv4-compatible, deprecated) and the rest of ::/8 are never public destinations.
  if (inV6Prefix(g, [0], 8)) return 'reserved';
  if (inV6Prefix(g, [0xfc00], 7)) return 'unique local';
  if (inV6Prefix(g, [0xfe80], 10)) return 'link-local';
  if (inV6Prefix(g, [0xfec0], 10)) return 'site-local';
  if (inV6Prefix(g, [0xff00], 8)) return 'multicast';
  if (inV6Prefix(g, [0x2001, 0x0db8], 32)) return 'documentation';
  if (inV6Prefix(g, [0x3fff], 20)) return 'documentation';
  // 2001::/23: Teredo, benchmarking, ORCHID and other protocol assignments.
  if (inV6Prefix(g, [0x2001], 23)) return 'IETF protocol assignments';
  if (inV6Prefix(g, [0x0100], 64)) return 'discard-only';
  // Only global unicast (2000::/3) is routed on the public internet today.
  if (!inV6Prefix(g, [0x2000], 3)) return 'reserved';
  return undefined;
}

/**
 * Names the special-purpose range `address` falls in ("loopback", "private network", ...), or
 * undefined when it is a public unicast address. Anything that is not a valid IP is refused too.
 */
export function blockedRangeOf(address: string): string | undefined {
  const v4value = parseIPv4(address);
  if (v4value !== undefined) return blockedV4(v4value);
  const groups = parseIPv6(address);
  if (groups) return blockedV6(groups);
  return 'not an IP address';
}

/** True when a fetch of a user's URL may connect to `address`. */
export function isPublicAddress(address: string): boolean {
  return blockedRangeOf(address) === undefined;
}
