// Which addresses a caller's URL may reach (src/outbound/public-addresses.ts): public unicast only,
// whatever form the address takes.
import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../src/outbound/public-addresses.js';

describe('isPublicAddress', () => {
  it('refuses loopback, private, shared, link-local, metadata, multicast, reserved and documentation addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.9',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '224.0.0.1',
      '255.255.255.255',
      '192.0.2.10',
      '198.18.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      'fc00::1',
      'ff02::1',
      '2001:db8::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses IPv4-mapped and NAT64 forms of internal IPv4 addresses, dotted or in hex', () => {
    for (const address of ['::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe', '64:ff9b::10.0.0.1', '64:ff9b::c0a8:101']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('allows public unicast addresses, and refuses what is not an address', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    expect(isPublicAddress('example.com')).toBe(false);
    expect(isPublicAddress('')).toBe(false);
  });
});
