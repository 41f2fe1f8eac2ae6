import { isIP } from 'node:net';
import type { Env } from '../config/env.ts';

type UrlConfig = Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>;
type MailConfig = Pick<Env, 'MAIL_FROM' | 'PUBLIC_URL'>;

/** Addresses that mean "every interface": the portal answers there on localhost too. */
const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '[::]']);

/**
 * The address the server was started with: http://localhost:PORT when it listens on every
 * interface (the default), else http://HOST:PORT. A deployment behind a proxy or on a public
 * name sets PUBLIC_URL; this is what a development server or a two-command start answers on.
 */
export function listenBaseUrl({ HOST, PORT }: Pick<Env, 'HOST' | 'PORT'>): string {
  const host = EVERY_INTERFACE.has(HOST) ? 'localhost' : HOST;
  const literal = isIP(host) === 6 ? `[${host}]` : host;
  // Through URL, so that port 80 is left out as a browser would show it.
  return new URL(`http://${literal}:${PORT}`).origin;
}

/**
 * Where the portal answers, without a trailing slash: PUBLIC_URL, else the address the server
 * was started with. The one base of every link the server writes (e-mails, links shown in the
 * console), and never taken from a request: its Host header is the caller's to choose, and a link
 * to the caller's own server would hand them whatever token or page it carries.
 */
export function portalBaseUrl(config: UrlConfig): string {
  return (config.PUBLIC_URL ?? listenBaseUrl(config)).replace(/\/+$/, '');
}

/**
 * The address the portal's e-mails come from (each signed with its company's name): MAIL_FROM,
 * else no-reply@ the host of PUBLIC_URL, else no-reply@localhost. Never from a request either.
 */
export function mailFromAddress(config: MailConfig): string {
  if (config.MAIL_FROM) return config.MAIL_FROM;
  return `no-reply@${config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : 'localhost'}`;
}

/** What every e-mail's links and sender are built from. */
export interface PortalAddress {
  /** portalBaseUrl: no trailing slash. */
  baseUrl: string;
  /** mailFromAddress. */
  mailFrom: string;
}

export function portalAddress(config: UrlConfig & MailConfig): PortalAddress {
  return { baseUrl: portalBaseUrl(config), mailFrom: mailFromAddress(config) };
}

/**
 * What the server logs at start when PUBLIC_URL is unset (null when it is set): links then name
 * the address it was started with, which people elsewhere cannot reach.
 */
export function missingPublicUrlWarning(config: UrlConfig): string | null {
  if (config.PUBLIC_URL) return null;
  return (
    `PUBLIC_URL is not set: links in e-mails and in the console point at ` +
    `${listenBaseUrl(config)}. Set PUBLIC_URL to the address people reach the portal at.`
  );
}
