import type { RateRule } from '../../lib/rate-limit/rate-limiter.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/*
 * DESIGN.md "Brute force": generous per address (an office shares one), tight per account at one
 * address, so that nobody else's failures keep an account's owner out. Fixed windows.
 */

/** Every login request of one address. */
export const LOGIN_PER_ADDRESS: RateRule = { bucket: 'login-address', limit: 200, windowMs: HOUR };

/*
 * Failed password checks, counted on the submitted email whether or not the account exists.
 * Login and password change check a password and share these counts (password-attempts.ts
 * applies them; docs/decisions/009). Registration with a known email does not count: its answer
 * is the same whatever the password (decision 010).
 */

/** Failures on one email from one address: blocks that pair only, so its owner elsewhere gets in. */
export const PASSWORD_FAILURES_PER_ACCOUNT_AND_ADDRESS: RateRule = {
  bucket: 'password-failures-address',
  limit: 10,
  windowMs: 15 * MINUTE,
};

/**
 * Failures on one email from every address: past it, an address that already failed on that
 * email waits, which slows guessing from many addresses; an address that has not failed still
 * gets its password checked.
 */
export const PASSWORD_FAILURES_PER_ACCOUNT: RateRule = {
  bucket: 'password-failures-account',
  limit: 100,
  windowMs: HOUR,
};

export const REGISTER_PER_ADDRESS: RateRule = {
  bucket: 'register-address',
  limit: 20,
  windowMs: HOUR,
};

/**
 * E-mails telling an account's owner that someone registered with their address: enough for
 * the owner's own tries, too few to flood their mailbox. Past it the e-mail is skipped, never
 * the answer changed.
 */
export const REGISTER_NOTICES_PER_ACCOUNT: RateRule = {
  bucket: 'register-notice-account',
  limit: 5,
  windowMs: 24 * HOUR,
};

/**
 * Switches of company (decision 014): a person moves between a few companies now and then; a
 * script cycling a stolen token through them does not get far.
 */
export const SWITCH_PER_ADDRESS: RateRule = {
  bucket: 'switch-address',
  limit: 200,
  windowMs: HOUR,
};
export const SWITCH_PER_ACCOUNT: RateRule = {
  bucket: 'switch-account',
  limit: 30,
  windowMs: HOUR,
};

export const FORGOT_PER_ADDRESS: RateRule = { bucket: 'forgot-address', limit: 20, windowMs: HOUR };

/** Reset requests for one email at one company: keeps the administrators' queue clean. */
export const FORGOT_PER_ACCOUNT: RateRule = { bucket: 'forgot-account', limit: 5, windowMs: HOUR };
