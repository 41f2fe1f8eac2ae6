import { tooManyRequests } from '../../lib/app-error.ts';
import { addressKey } from '../../lib/rate-limit/address-key.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import {
  PASSWORD_FAILURES_PER_ACCOUNT,
  PASSWORD_FAILURES_PER_ACCOUNT_AND_ADDRESS,
} from './auth-limits.ts';

/** A password check about to run: the submitted email (account or not) and the client's address. */
export interface PasswordAttempt {
  email: string;
  ip: string;
}

export interface CountedAttempt {
  /** The password was right: takes this attempt's counts back (never others' failures). */
  takeBack(): Promise<void>;
}

/**
 * Counts a password check before it runs, so concurrent guesses cannot slip past a limit, or
 * refuses it with 429 and Retry-After (OWASP's failed logins "by username and IP"; decision 009):
 * - ten failures on an email from one address block that pair for the rest of its window;
 * - past the email's bound across all addresses, an address that already failed on that email
 *   in its pair window waits too, while one that has not failed is still checked: its owner gets
 *   in from a clean address, and a guesser spread over many addresses gets one guess per
 *   address and pair window instead of ten.
 */
export async function countPasswordAttempt(
  limiter: RateLimiter,
  attempt: PasswordAttempt,
): Promise<CountedAttempt> {
  const email = attempt.email.toLowerCase();
  const pairKey = JSON.stringify([email, addressKey(attempt.ip)]);

  const pair = await limiter.consume(PASSWORD_FAILURES_PER_ACCOUNT_AND_ADDRESS, pairKey);
  if (!pair.allowed) throw tooManyRequests(pair.retryAfterSeconds);

  const account = await limiter.consume(PASSWORD_FAILURES_PER_ACCOUNT, email);
  const failedHereBefore = pair.hits > 1;
  if (!account.allowed && failedHereBefore) {
    // Whichever ends first frees the address: its pair window makes it clean again.
    throw tooManyRequests(Math.min(pair.retryAfterSeconds, account.retryAfterSeconds));
  }

  return {
    takeBack: async () => {
      await limiter.refund(PASSWORD_FAILURES_PER_ACCOUNT_AND_ADDRESS, pairKey);
      await limiter.refund(PASSWORD_FAILURES_PER_ACCOUNT, email);
    },
  };
}
