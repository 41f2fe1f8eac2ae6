import { randomInt, randomUUID } from 'node:crypto';
import type { ErrorBody, LoginResponse } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { RedisRateLimitStore } from '../../lib/rate-limit/redis-store.ts';
import { testEnv, useTestApp } from '../../../test/helpers/test-app.ts';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import {
  addMembership,
  createCustomer,
  createTenant,
  createUser,
  TEST_PASSWORD,
} from '../../../test/helpers/fixtures.ts';
import { hashToken } from './session-tokens.ts';

let lastOctet = 0;
const nextAddress = () => `10.2.0.${++lastOctet}`;

describe('POST /api/login', () => {
  const t = useTestApp();
  let acme: { id: number };
  let boreal: { id: number };

  beforeAll(async () => {
    acme = await createTenant(t.db, 'ACME', 'Acme Industrial');
    boreal = await createTenant(t.db, 'BOREAL', 'Boreal Foods');
    await t.db
      .insertInto('tenant_settings')
      .values({ tenant_id: acme.id, key: 'logo_url', value: '/api/media/ACME/1' })
      .execute();
    const customer = await createCustomer(t.db, acme.id, 'C001');
    await createUser(t.db, {
      email: 'buyer@acme.example',
      tenantId: acme.id,
      customerId: customer.id,
      repCode: 'R7',
      firstName: 'Bea',
      lastName: 'Buyer',
    });
    const multi = await createUser(t.db, { email: 'multi@demo.example', tenantId: acme.id });
    await addMembership(t.db, multi.id, boreal.id, { role: 'admin' });
    for (const status of ['pending', 'rejected', 'disabled'] as const) {
      await createUser(t.db, { email: `${status}@acme.example`, tenantId: acme.id, status });
    }
    const split = await createUser(t.db, { email: 'split@demo.example', tenantId: acme.id });
    await addMembership(t.db, split.id, boreal.id, { status: 'pending' });
    await createUser(t.db, { email: 'nobody@demo.example' });
    await createUser(t.db, { email: 'locked@acme.example', tenantId: acme.id });
  });

  const login = (
    payload: object,
    headers: Record<string, string> = {},
    remoteAddress = nextAddress(),
  ) => t.app.inject({ method: 'POST', url: '/api/login', payload, headers, remoteAddress });

  it('answers a token, the approved tenants with their logo, and the user', async () => {
    const response = await login({ email: 'Buyer@Acme.example', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body).toEqual({
      token: body.token,
      tenants: [{ code: 'ACME', name: 'Acme Industrial', logo: '/api/media/ACME/1' }],
      user: {
        name: 'Bea Buyer',
        email: 'buyer@acme.example',
        rep_code: 'R7',
        role: 'customer',
        company_role: 'buyer',
        sees_all_orders: true,
        // A new buyer sees their company's invoices (decision 038): the nav shows them.
        sees_invoices: true,
      },
    });
    expect(response.body).not.toMatch(/argon2|password/i);

    // Stored hashed only: the sessions table never holds the token itself.
    const sessions = await t.db.selectFrom('sessions').selectAll().execute();
    expect(sessions.some((s) => s.token_hash === hashToken(body.token))).toBe(true);
    expect(JSON.stringify(sessions)).not.toContain(body.token);
  });

  it('opens a new session at every login, bound to the first tenant', async () => {
    const first = (
      await login({ email: 'buyer@acme.example', password: TEST_PASSWORD })
    ).json<LoginResponse>();
    const second = (
      await login({ email: 'buyer@acme.example', password: TEST_PASSWORD })
    ).json<LoginResponse>();
    expect(first.token).not.toBe(second.token);
    const row = await t.db
      .selectFrom('sessions')
      .select(['tenant_id', 'expires_at', 'created_at'])
      .where('token_hash', '=', hashToken(second.token))
      .executeTakeFirstOrThrow();
    expect(row.tenant_id).toBe(acme.id);
    const hours = (row.expires_at.getTime() - row.created_at.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(t.app.config.SESSION_ABSOLUTE_HOURS, 1);
  });

  it('puts the requested company first, case-insensitively, and opens its session', async () => {
    const response = await login({
      email: 'multi@demo.example',
      password: TEST_PASSWORD,
      manufacturerCode: 'boreal',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body.tenants).toEqual([
      { code: 'BOREAL', name: 'Boreal Foods', logo: null },
      { code: 'ACME', name: 'Acme Industrial', logo: '/api/media/ACME/1' },
    ]);
    expect(body.user).toMatchObject({ role: 'admin', rep_code: null });
    const row = await t.db
      .selectFrom('sessions')
      .select('tenant_id')
      .where('token_hash', '=', hashToken(body.token))
      .executeTakeFirstOrThrow();
    expect(row.tenant_id).toBe(boreal.id);
  });

  it('answers a wrong password with 422 on email, never 401', async () => {
    const response = await login({ email: 'buyer@acme.example', password: 'wrong-password' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const wrong = await login(
      { email: 'buyer@acme.example', password: 'wrong-password' },
      { 'accept-language': 'fr' },
    );
    const unknown = await login(
      { email: 'ghost@acme.example', password: 'wrong-password' },
      { 'accept-language': 'fr' },
    );
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json<ErrorBody>().message).toBe(
      'Ces identifiants ne correspondent pas à nos enregistrements.',
    );
  });

  it.each([
    ['pending', 'Your account is pending company approval.'],
    ['rejected', 'Your registration was not approved by the company.'],
    ['disabled', 'Your account has been disabled by the company.'],
  ])('refuses a %s membership with 403 and a clear message', async (status, message) => {
    const response = await login({ email: `${status}@acme.example`, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message });
    expect(response.body).not.toContain('token');
  });

  it('refuses a requested company that is not approved rather than opening another', async () => {
    const pending = await login(
      { email: 'split@demo.example', password: TEST_PASSWORD, manufacturerCode: 'BOREAL' },
      { 'accept-language': 'es' },
    );
    expect(pending.statusCode).toBe(403);
    expect(pending.json<ErrorBody>().message).toBe(
      'Su cuenta está pendiente de aprobación por la empresa.',
    );

    const stranger = await login({
      email: 'buyer@acme.example',
      password: TEST_PASSWORD,
      manufacturerCode: 'BOREAL',
    });
    expect(stranger.statusCode).toBe(403);
    const unknownCode = await login({
      email: 'buyer@acme.example',
      password: TEST_PASSWORD,
      manufacturerCode: 'NOPE',
    });
    expect(unknownCode.statusCode).toBe(403);

    const withoutCode = await login({ email: 'split@demo.example', password: TEST_PASSWORD });
    expect(withoutCode.json<LoginResponse>().tenants.map((x) => x.code)).toEqual(['ACME']);
  });

  it('refuses a user without any membership', async () => {
    const response = await login({ email: 'nobody@demo.example', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(403);
  });

  it('requires email and password, per field (es), and a valid company code', async () => {
    const response = await login({}, { 'accept-language': 'es-MX' });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors).toEqual({
      email: ['Este campo es obligatorio'],
      password: ['Este campo es obligatorio'],
    });
    const badCode = await login({
      email: 'a@b.example',
      password: 'x',
      manufacturerCode: 'no spaces!',
    });
    expect(badCode.json<ErrorBody>().errors).toEqual({
      manufacturerCode: ['Enter a valid company code.'],
    });
  });

  it('blocks an email at an address after 10 failures there, whether or not it exists', async () => {
    const attacker = '10.2.8.1';
    for (const email of ['ghost-lock@acme.example', 'locked@acme.example']) {
      for (let i = 0; i < 10; i++) {
        expect((await login({ email, password: `wrong-${i}` }, {}, attacker)).statusCode).toBe(422);
      }
      const limited = await login(
        { email, password: 'wrong-again' },
        { 'accept-language': 'fr' },
        attacker,
      );
      expect(limited.statusCode).toBe(429);
      const seconds = Number(limited.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(15 * 60);
      expect(limited.json()).toEqual({
        message: `Trop de tentatives. Réessayez dans ${seconds} secondes.`,
      });
    }
    // Even the right password waits at that address; other accounts there are untouched.
    const owner = { email: 'LOCKED@acme.example', password: TEST_PASSWORD };
    expect((await login(owner, {}, attacker)).statusCode).toBe(429);
    const other = { email: 'multi@demo.example', password: TEST_PASSWORD };
    expect((await login(other, {}, attacker)).statusCode).toBe(200);
    // The owner signing in from an address that has not failed gets in (issue 15).
    expect((await login(owner)).statusCode).toBe(200);
  });

  it('a success under the limit goes through and does not clear the failures', async () => {
    const email = 'pending@acme.example';
    const address = nextAddress();
    const attempt = (password: string) => login({ email, password }, {}, address);
    for (let i = 0; i < 9; i++) await attempt(`wrong-${i}`);
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(403);
    expect((await attempt('wrong-9')).statusCode).toBe(422);
    expect((await attempt('wrong-10')).statusCode).toBe(429);
  });

  it('limits one address to 200 logins an hour', async () => {
    const remoteAddress = '10.2.9.9';
    const attempts = Array.from({ length: 200 }, () =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: {}, remoteAddress }),
    );
    const answers = await Promise.all(attempts);
    expect(answers.every((a) => a.statusCode === 422)).toBe(true);
    const limited = await login(
      { email: 'multi@demo.example', password: TEST_PASSWORD },
      {},
      remoteAddress,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('POST /api/login with the counters in Redis', () => {
  let database: DatabaseHandle;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ env: { ...testEnv, REDIS_URL: redisUrl }, database, logger: false });
    const acme = await createTenant(database.db, 'ACME');
    // Counters in a real Redis outlive this run: a new email and addresses every time.
    owner.email = `owner-${randomUUID()}@acme.example`;
    await createUser(database.db, { email: owner.email, tenantId: acme.id });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const owner = { email: '', password: TEST_PASSWORD };
  const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
  const login = (payload: object, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress });

  it("lets the owner in from a clean address after another address's 10 failures", async () => {
    expect(app.rateLimiter.store).toBeInstanceOf(RedisRateLimitStore);
    const attacker = randomAddress();
    for (let i = 0; i < 10; i++) {
      const wrong = await login({ email: owner.email, password: `wrong-${i}` }, attacker);
      expect(wrong.statusCode).toBe(422);
    }
    const limited = await login(owner, attacker);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect((await login(owner, randomAddress())).statusCode).toBe(200);
  });
});
