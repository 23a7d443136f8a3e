import { describe, expect, it } from 'vitest';
import { blockedRangeOf, isPublicAddress, parseIPv6 } from './ip-ranges.js';

describe('blockedRangeOf', () => {
  it.each([
    ['0.0.0.0', 'this network'],
    ['10.0.0.1', 'private network'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['169.254.169.254', 'link-local and cloud metadata'],
    ['172.16.0.1', 'private network'],
    ['172.31.255.255', 'private network'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['192.0.2.1', 'documentation'],
    ['192.168.1.1', 'private network'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
  ])('refuses IPv4 %s (%s)', (address, range) => {
    expect(blockedRangeOf(address)).toBe(range);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '172.15.255.255',
    '100.128.0.1',
    '169.255.0.1',
    '198.20.0.1',
  ])('allows public IPv4 %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['fc00::1', 'unique local'],
    ['fd00:ec2::254', 'unique local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped link-local and cloud metadata'],
    ['::ffff:10.1.2.3', 'IPv4-mapped private network'],
    ['64:ff9b::169.254.169.254', 'NAT64 link-local and cloud metadata'],
    ['64:ff9b::7f00:1', 'NAT64 loopback'],
    ['2002:c0a8:0101::1', '6to4 private network'],
    ['::127.0.0.1', 'reserved'],
    ['2001::1', 'IETF protocol assignments'],
  ])('refuses IPv6 %s (%s)', (address, range) => {
    expect(blockedRangeOf(address)).toBe(range);
  });

  it.each([
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('allows public IPv6 %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    '',
    'localhost',
    '127.1',
    '0x7f.0.0.1',
    '256.0.0.1',
    '1.2.3.4.5',
    '::g',
    '1:2:3:4:5:6:7:8:9',
  ])('refuses %j, which is not a canonical IP', (address) => {
    expect(blockedRangeOf(address)).toBe('not an IP address');
  });
});

describe('parseIPv6', () => {
  it('expands compressed forms and embedded dotted quads', () => {
    expect(parseIPv6('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6('1::')).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIPv6('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x0102, 0x0304]);
    expect(parseIPv6('[2001:db8::2:1]')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 2, 1]);
    expect(parseIPv6('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
