import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../outbox/retry-schedule.ts';
import { newWebhookSecret, signWebhook, verifyWebhook } from './signature.ts';

describe('Standard Webhooks signatures', () => {
  // The reference libraries' test vector (standard-webhooks/standard-webhooks, svix).
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const id = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
  const body = '{"test": 2432232314}';

  it('signs as the reference implementation does', () => {
    expect(signWebhook(secret, id, 1614265330, body)).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
  });

  it('verifies one of several signatures, and refuses a changed body or secret', () => {
    const signature = `v1,bm90IGl0 ${signWebhook(secret, id, 1614265330, body)}`;
    const headers = { id, timestamp: '1614265330', signature };
    expect(verifyWebhook(secret, headers, body)).toBe(true);
    expect(verifyWebhook(secret, headers, `${body} `)).toBe(false);
    expect(verifyWebhook(newWebhookSecret(), headers, body)).toBe(false);
  });

  it('makes secrets of 32 random bytes', () => {
    const secret = newWebhookSecret();
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});

describe('the retry schedule', () => {
  const policy = { baseMs: 30_000, maxMs: 3_600_000, windowMs: 26 * 3_600_000 };

  it('doubles from the base up to the cap, drawn in the upper half of each bound', () => {
    expect(retryDelayMs(1, policy, () => 0)).toBe(15_000);
    expect(retryDelayMs(1, policy, () => 1)).toBe(30_000);
    expect(retryDelayMs(3, policy, () => 1)).toBe(120_000);
    expect(retryDelayMs(20, policy, () => 0)).toBe(1_800_000);
    expect(retryDelayMs(200, policy, () => 1)).toBe(3_600_000);
  });

  it('keeps retrying over at least 24 hours (about 30 attempts at the longest waits)', () => {
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < policy.windowMs) elapsed += retryDelayMs(++attempts, policy, () => 1);
    expect(attempts).toBeGreaterThan(24);
    expect(policy.windowMs).toBeGreaterThanOrEqual(24 * 3_600_000);
  });
});
