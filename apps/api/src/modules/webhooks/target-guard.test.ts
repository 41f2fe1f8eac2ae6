import { describe, expect, it } from 'vitest';
import { checkTarget, type Resolver } from './target-guard.ts';

/**
 * The SSRF guard against the ways of spelling a private address that an attacker tries: other
 * notations of an IPv4, IPv6 forms carrying one, names that resolve to one (among others, or
 * with a trailing dot), and DNS that never answers. The resolver is the test's: no network.
 */
describe('webhook target guard', () => {
  const zone: Record<string, string[]> = {
    'localhost.': ['127.0.0.1'],
    'erp.example.com': ['93.184.215.14'],
    'split.example.com': ['93.184.215.14', '10.0.0.7'],
    'v6.example.com': ['2606:2800:21f:cb07:6820:80da:af6b:8b2c', '::ffff:169.254.169.254'],
    'xn--rp-9ia.example.com': ['192.168.0.1'],
  };
  const resolve: Resolver = (host) => {
    const addresses = zone[host];
    if (!addresses) return Promise.reject(new Error('ENOTFOUND'));
    return Promise.resolve(
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  };
  const check = (url: string) => checkTarget(url, false, resolve);

  it.each([
    'https://2130706433/',
    'https://0x7f.1/',
    'https://017700000001/',
    'https://0177.0.0.1/',
    'https://127.1/',
    'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:7f00:1]/',
    'https://[::ffff:a9fe:a9fe]/latest/meta-data',
    'https://[::127.0.0.1]/',
    'https://[::a9fe:a9fe]/',
    'https://[64:ff9b::7f00:1]/',
    'https://[2002:7f00:1::]/',
    'https://[::1]/',
    'https://[fd12:3456::1]/',
    'https://[fe80::1]/',
    'https://１２７.0.0.1/',
    'https://localhost./',
    'https://split.example.com/',
    'https://v6.example.com/',
    'https://érp.example.com/',
  ])('refuses %s as private', async (url) => {
    expect(await check(url)).toEqual({ ok: false, problem: 'privateAddress' });
  });

  it('refuses userinfo, other schemes and plain http', async () => {
    expect(await check('https://erp.example.com@127.0.0.1/')).toEqual({
      ok: false,
      problem: 'invalidUrl',
    });
    expect(await check('file:///etc/passwd')).toEqual({ ok: false, problem: 'invalidUrl' });
    expect(await check('http://erp.example.com/')).toEqual({ ok: false, problem: 'httpsOnly' });
  });

  it('pins the first checked address of a public host', async () => {
    const result = await check('https://erp.example.com:8443/hooks');
    expect(result).toMatchObject({ ok: true, target: { address: '93.184.215.14', family: 4 } });
  });

  it('gives up on a DNS that never answers (unresolvable), in its time', async () => {
    const silent: Resolver = () => new Promise(() => undefined);
    const started = Date.now();
    const result = await checkTarget('https://slow.example.com/', false, silent, 50);
    expect(result).toEqual({ ok: false, problem: 'unresolvable' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
