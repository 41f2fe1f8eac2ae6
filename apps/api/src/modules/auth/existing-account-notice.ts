import { translate, type Language, type MessageKey } from '@portal/contract';
import type { MailMessage } from '../../lib/mailer/mailer.ts';
import type { PortalAddress } from '../../lib/portal-url.ts';

/** What a registration with an email that already has an account did. */
export interface ExistingAccountRegistration {
  /** joined: the password matched and a pending membership waits for approval. */
  result: 'joined' | 'not_joined' | 'already_member';
  account: { email: string; firstName: string; lastName: string };
  tenant: { code: string; name: string };
}

const BODIES: Record<ExistingAccountRegistration['result'], MessageKey> = {
  joined: 'auth.existingAccountJoined',
  not_joined: 'auth.existingAccountNotJoined',
  already_member: 'auth.existingAccountMember',
};

/**
 * The e-mail that tells an account's owner someone registered with their address: what
 * happened, and how to join the company with their own password (register again with it).
 * Links and sender from the portal's configured address only: the request's Host header is an
 * anonymous caller's to choose.
 */
export function existingAccountNotice(
  registration: ExistingAccountRegistration,
  language: Language,
  portal: PortalAddress,
): MailMessage {
  const { account, tenant, result } = registration;
  const params = {
    name: `${account.firstName} ${account.lastName}`.trim(),
    company: tenant.name,
    code: tenant.code,
  };
  const base = portal.baseUrl;
  const lines = [
    translate(language, BODIES[result], params),
    result === 'not_joined'
      ? translate(language, 'auth.registerPageLink', { link: `${base}/register/${tenant.code}` })
      : translate(language, 'auth.signInPageLink', { link: `${base}/login/${tenant.code}` }),
  ];
  return {
    from: { name: tenant.name, address: portal.mailFrom },
    to: account.email,
    subject: translate(language, 'auth.existingAccountSubject', params),
    text: lines.join('\n\n'),
  };
}
