import { describe, expect, it } from 'vitest';
import { hostNameOf } from './host-name.ts';

describe('hostNameOf', () => {
  it('lower-cases and strips the port and a trailing dot', () => {
    expect(hostNameOf('ACME.Localhost:3000')).toBe('acme.localhost');
    expect(hostNameOf('shop.acme.example.')).toBe('shop.acme.example');
    expect(hostNameOf('boreal.localhost')).toBe('boreal.localhost');
  });

  it('keeps an IPv6 literal and drops its port', () => {
    expect(hostNameOf('[::1]:3000')).toBe('[::1]');
  });

  it('answers null for a missing or implausible header', () => {
    expect(hostNameOf(undefined)).toBeNull();
    expect(hostNameOf('')).toBeNull();
    expect(hostNameOf(':3000')).toBeNull();
    expect(hostNameOf("acme.localhost'; drop table tenants")).toBeNull();
    expect(hostNameOf('a..b')).toBeNull();
    expect(hostNameOf('[::1')).toBeNull();
    expect(hostNameOf(`${'a'.repeat(254)}`)).toBeNull();
  });
});
