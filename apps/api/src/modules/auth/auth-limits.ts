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
 * Login, registration with a known email and password change all check a password, so they
 * share these counts (password-attempts.ts applies them; docs/decisions/009).
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

export const FORGOT_PER_ADDRESS: RateRule = { bucket: 'forgot-address', limit: 20, windowMs: HOUR };

/** Reset requests for one email at one company: keeps the administrators' queue clean. */
export const FORGOT_PER_ACCOUNT: RateRule = { bucket: 'forgot-account', limit: 5, windowMs: HOUR };
