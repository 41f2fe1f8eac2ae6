import type { RateRule } from '../../lib/rate-limit/rate-limiter.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/*
 * DESIGN.md "Brute force": generous per address (an office shares one), tight per account.
 * Fixed windows, so an attacker can keep a real user out for one window at most.
 */

/** Every login request of one address. */
export const LOGIN_PER_ADDRESS: RateRule = { bucket: 'login-address', limit: 200, windowMs: HOUR };

/**
 * Failed password checks on one submitted email, whether or not the account exists. Login,
 * registration with a known email and password change all check a password, so they share it.
 */
export const PASSWORD_FAILURES_PER_ACCOUNT: RateRule = {
  bucket: 'password-failures',
  limit: 10,
  windowMs: 15 * MINUTE,
};

export const REGISTER_PER_ADDRESS: RateRule = {
  bucket: 'register-address',
  limit: 20,
  windowMs: HOUR,
};

export const FORGOT_PER_ADDRESS: RateRule = { bucket: 'forgot-address', limit: 20, windowMs: HOUR };

/** Reset requests for one email at one company: keeps the administrators' queue clean. */
export const FORGOT_PER_ACCOUNT: RateRule = { bucket: 'forgot-account', limit: 5, windowMs: HOUR };
