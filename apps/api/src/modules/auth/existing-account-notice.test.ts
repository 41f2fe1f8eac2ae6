import { describe, expect, it } from 'vitest';
import { portalAddress } from '../../lib/portal-url.ts';
import {
  existingAccountNotice,
  type ExistingAccountRegistration,
} from './existing-account-notice.ts';

const registration = (
  result: ExistingAccountRegistration['result'],
): ExistingAccountRegistration => ({
  result,
  account: { email: 'ann@acme.example', firstName: 'Ann', lastName: 'Lee' },
  tenant: { code: 'BOREAL', name: 'BOREAL Inc.' },
});

describe('the e-mail telling an account owner of a registration with their address', () => {
  it('links to the address the server listens on without PUBLIC_URL (it had no link)', () => {
    const portal = portalAddress({
      PUBLIC_URL: undefined,
      HOST: '0.0.0.0',
      PORT: 3000,
      MAIL_FROM: undefined,
    });
    const joined = existingAccountNotice(registration('joined'), 'en', portal);
    expect(joined.text).toContain('http://localhost:3000/login/BOREAL');
    expect(joined.from).toEqual({ name: 'BOREAL Inc.', address: 'no-reply@localhost' });
    const refused = existingAccountNotice(registration('not_joined'), 'fr', portal);
    expect(refused.text).toContain('http://localhost:3000/register/BOREAL');
  });

  it('comes from MAIL_FROM when it is set', () => {
    const portal = portalAddress({
      PUBLIC_URL: 'https://portal.example',
      HOST: '0.0.0.0',
      PORT: 3000,
      MAIL_FROM: 'accounts@portal.example',
    });
    const mail = existingAccountNotice(registration('already_member'), 'es', portal);
    expect(mail.from).toEqual({ name: 'BOREAL Inc.', address: 'accounts@portal.example' });
    expect(mail.text).toContain('https://portal.example/login/BOREAL');
  });
});
