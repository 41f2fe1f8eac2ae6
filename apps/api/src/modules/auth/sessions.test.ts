import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../../app.ts';
import { useTestApp, testEnv } from '../../../test/helpers/test-app.ts';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import {
  addMembership,
  bearer,
  createTenant,
  createUser,
  sessionFor,
  TEST_PASSWORD,
} from '../../../test/helpers/fixtures.ts';
import { hashToken } from './session-tokens.ts';

/** A member route that exists in this module: an empty body is enough to pass authentication. */
const passwordRoute = (code: string) => `/api/user/${code}/password`;
const validChange = {
  current_password: 'not-the-password',
  new_password: 'whatever-new-1',
  new_password_confirmation: 'whatever-new-1',
};

describe('sessions: logout, expiry and tenant isolation', () => {
  const t = useTestApp();
  let acme: { id: number };
  let boreal: { id: number };
  let buyerId: number;
  let multiId: number;

  beforeAll(async () => {
    acme = await createTenant(t.db, 'ACME');
    boreal = await createTenant(t.db, 'BOREAL');
    buyerId = (await createUser(t.db, { email: 'buyer@acme.example', tenantId: acme.id })).id;
    await createUser(t.db, { email: 'buyer@boreal.example', tenantId: boreal.id });
    multiId = (await createUser(t.db, { email: 'multi@demo.example', tenantId: acme.id })).id;
    await addMembership(t.db, multiId, boreal.id);
  });

  const changePassword = (code: string, token?: string) =>
    t.app.inject({
      method: 'PUT',
      url: passwordRoute(code),
      payload: validChange,
      headers: token ? bearer(token) : {},
    });

  it('logout answers 204 and the token then gets 401', async () => {
    const token = await sessionFor(t.db, buyerId, acme.id);
    expect((await changePassword('ACME', token)).statusCode).toBe(422); // alive: reaches the handler

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');

    const after = await changePassword('ACME', token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Your session has expired. Please sign in again.' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(401);
  });

  it('logout without a token, or with a malformed one, is 401', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: 'Bearer not a token' },
    });
    expect(malformed.statusCode).toBe(401);
  });

  it('a session past its absolute expiry is 401', async () => {
    const token = await sessionFor(t.db, buyerId, acme.id);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect((await changePassword('ACME', token)).statusCode).toBe(401);
  });

  it('a session idle for longer than SESSION_IDLE_MINUTES is 401', async () => {
    const token = await sessionFor(t.db, buyerId, acme.id);
    const idle = testEnv.SESSION_IDLE_MINUTES + 1;
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now() - make_interval(mins => ${idle})` })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect((await changePassword('ACME', token)).statusCode).toBe(401);
  });

  it('an ACME token on a BOREAL member route is 403', async () => {
    const token = await sessionFor(t.db, buyerId, acme.id);
    const response = await changePassword('BOREAL', token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You do not have access to this company.' });
  });

  it('a member of both companies still needs a BOREAL session for BOREAL', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'multi@demo.example', password: TEST_PASSWORD, manufacturerCode: 'ACME' },
    });
    const { token } = login.json<{ token: string }>();
    expect((await changePassword('boreal', token)).statusCode).toBe(403);
    expect((await changePassword('acme', token)).statusCode).toBe(422);
  });

  it('an unknown company code on a member route is 404', async () => {
    const token = await sessionFor(t.db, buyerId, acme.id);
    expect((await changePassword('NOPE', token)).statusCode).toBe(404);
  });
});

describe('logs', () => {
  it('never carry a password or a token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const database = await createTestDatabase();
    const logger = { ...(loggerOptions({ ...testEnv, LOG_LEVEL: 'trace' }) as object), stream };
    const app = await buildApp({ env: testEnv, database, logger });
    try {
      const tenant = await createTenant(database.db, 'ACME');
      await createUser(database.db, { email: 'buyer@acme.example', tenantId: tenant.id });
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'buyer@acme.example', password: TEST_PASSWORD },
      });
      const { token } = login.json<{ token: string }>();
      await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'buyer@acme.example', password: 'a-wrong-secret' },
      });
      await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
      const log = lines.join('');
      expect(log).toContain('incoming request');
      expect(log).not.toContain(TEST_PASSWORD);
      expect(log).not.toContain('a-wrong-secret');
      expect(log).not.toContain(token);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
