import { describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env.ts';
import {
  listenBaseUrl,
  mailFromAddress,
  missingPublicUrlWarning,
  portalBaseUrl,
} from './portal-url.ts';

const env = (vars: Record<string, string>) => parseEnv({ NODE_ENV: 'test', ...vars });

describe("the portal's address, from the configuration alone", () => {
  it('is PUBLIC_URL when set, without its trailing slash', () => {
    expect(portalBaseUrl(env({ PUBLIC_URL: 'https://portal.example/' }))).toBe(
      'https://portal.example',
    );
    expect(portalBaseUrl(env({ PUBLIC_URL: 'https://example.com/portal/', PORT: '8080' }))).toBe(
      'https://example.com/portal',
    );
  });

  it('is the address the server listens on without it (the two-command start)', () => {
    expect(portalBaseUrl(env({}))).toBe('http://localhost:3000');
    expect(portalBaseUrl(env({ PORT: '8080' }))).toBe('http://localhost:8080');
    expect(portalBaseUrl(env({ HOST: '::', PORT: '8080' }))).toBe('http://localhost:8080');
    expect(portalBaseUrl(env({ HOST: '127.0.0.1', PORT: '3100' }))).toBe('http://127.0.0.1:3100');
    expect(portalBaseUrl(env({ HOST: '::1', PORT: '3100' }))).toBe('http://[::1]:3100');
    expect(listenBaseUrl(env({ HOST: 'portal.internal', PORT: '80' }))).toBe(
      'http://portal.internal',
    );
  });

  it('sends from MAIL_FROM, else no-reply@ the public host, else no-reply@localhost', () => {
    expect(mailFromAddress(env({}))).toBe('no-reply@localhost');
    expect(mailFromAddress(env({ PUBLIC_URL: 'https://portal.example:8443/b2b' }))).toBe(
      'no-reply@portal.example',
    );
    expect(
      mailFromAddress(
        env({ PUBLIC_URL: 'https://portal.example', MAIL_FROM: 'orders@acme.example' }),
      ),
    ).toBe('orders@acme.example');
  });

  it('refuses a PUBLIC_URL that is no web address and a MAIL_FROM that is no e-mail address', () => {
    expect(() => env({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    expect(() => env({ MAIL_FROM: 'no-reply' })).toThrow(/MAIL_FROM/);
  });

  it('warns at start, naming PUBLIC_URL, only when it is unset', () => {
    expect(missingPublicUrlWarning(env({ PORT: '8080' }))).toMatch(
      /^PUBLIC_URL is not set: .*http:\/\/localhost:8080/,
    );
    expect(missingPublicUrlWarning(env({ PUBLIC_URL: 'https://portal.example' }))).toBeNull();
  });
});
