import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

const trustProxy = (value?: string) => parseEnv({ TRUST_PROXY: value }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, with 0 or false', () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy('0')).toBe(false);
    expect(trustProxy('false')).toBe(false);
  });

  it('reads a number as the count of proxies in front, so 1 is one hop', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
  });

  it('reads a list of proxy addresses, CIDR ranges and named ranges', () => {
    expect(trustProxy('10.0.0.1, 172.16.0.0/12,loopback, ::1, fd00::/8')).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
  });

  it.each([
    ['true', /a client choose its address/],
    ['yes', /not an IP address.*: yes/],
    ['10.0.0.0/33', /10\.0\.0\.0\/33/],
    ['10.0.0.1,', /not an IP address/],
    ['10.0.0.0/8/8', /10\.0\.0\.0\/8\/8/],
    ['11', /at most 10/],
  ])('refuses %s, naming the variable', (value, reason) => {
    expect(() => trustProxy(value)).toThrow(EnvError);
    expect(() => trustProxy(value)).toThrow(/TRUST_PROXY/);
    expect(() => trustProxy(value)).toThrow(reason);
  });
});
