import type { ErrorBody, LoginResponse } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import {
  addMembership,
  bearer,
  createTenant,
  createUser,
  sessionFor,
  TEST_PASSWORD,
} from '../../../test/helpers/fixtures.ts';
import { SWITCH_PER_ACCOUNT } from './auth-limits.ts';
import { hashToken } from './session-tokens.ts';

let lastOctet = 0;
const nextAddress = () => `10.7.0.${++lastOctet}`;

describe('POST /api/session/switch', () => {
  const t = useTestApp();
  const tenants = { acme: 0, boreal: 0, gamma: 0, pend: 0, rej: 0, dis: 0, gone: 0 };
  const users = { multi: 0, single: 0, cutOff: 0, busy: 0 };

  beforeAll(async () => {
    for (const key of Object.keys(tenants) as (keyof typeof tenants)[]) {
      tenants[key] = (await createTenant(t.db, key.toUpperCase())).id;
    }
    await t.db.updateTable('tenants').set({ active: false }).where('code', '=', 'GONE').execute();
    const multi = await createUser(t.db, {
      email: 'multi@switch.test',
      tenantId: tenants.acme,
      firstName: 'Morgan',
      lastName: 'Multi',
      // A requester at one manufacturer and the staff of another (issue 29): the answer names the
      // role of the company the session opens, never the other's.
      companyRole: 'requester',
      seesAllOrders: false,
    });
    users.multi = multi.id;
    await addMembership(t.db, multi.id, tenants.boreal, { role: 'admin', repCode: 'B9' });
    await addMembership(t.db, multi.id, tenants.pend, { status: 'pending' });
    await addMembership(t.db, multi.id, tenants.rej, { status: 'rejected' });
    await addMembership(t.db, multi.id, tenants.dis, { status: 'disabled' });
    await addMembership(t.db, multi.id, tenants.gone);
    users.single = (
      await createUser(t.db, { email: 'single@switch.test', tenantId: tenants.acme })
    ).id;
    const cutOff = await createUser(t.db, { email: 'cut-off@switch.test', tenantId: tenants.acme });
    users.cutOff = cutOff.id;
    await addMembership(t.db, cutOff.id, tenants.boreal);
    const busy = await createUser(t.db, { email: 'busy@switch.test', tenantId: tenants.acme });
    users.busy = busy.id;
    await addMembership(t.db, busy.id, tenants.boreal);
  });

  const switchTo = (token: string, manufacturerCode: unknown, headers: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/session/switch',
      payload: { manufacturerCode },
      headers: { ...bearer(token), ...headers },
      remoteAddress: nextAddress(),
    });
  const settingsOf = (token: string, code: string) =>
    t.app.inject({ method: 'GET', url: `/api/settings/${code}`, headers: bearer(token) });
  const sessionRow = (token: string) =>
    t.db
      .selectFrom('sessions')
      .select(['tenant_id', 'user_id', 'expires_at', 'revoked_at'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
  const auditOf = (tenantId: number, userId: number) =>
    t.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id', 'actor_user_id', 'before', 'after'])
      .where('tenant_id', '=', tenantId)
      .where('actor_user_id', '=', userId)
      .where('action', 'like', 'user.company_switch%')
      .orderBy('id')
      .execute();

  it('opens a session at an approved company of the account and ends the old one', async () => {
    const acmeToken = await sessionFor(t.db, users.multi, tenants.acme);
    const response = await switchTo(acmeToken, 'boreal');
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as string,
      tenants: [
        { code: 'BOREAL', name: 'BOREAL Inc.', logo: null },
        { code: 'ACME', name: 'ACME Inc.', logo: null },
      ],
      user: {
        name: 'Morgan Multi',
        email: 'multi@switch.test',
        rep_code: 'B9',
        role: 'admin',
        company_role: null,
        sees_all_orders: true,
        // The manufacturer's staff read invoices in the console, not as a buyer.
        sees_invoices: false,
      },
    });
    // The new session is BOREAL's only; the old one is over everywhere.
    expect((await settingsOf(body.token, 'BOREAL')).statusCode).toBe(200);
    expect((await settingsOf(body.token, 'ACME')).statusCode).toBe(403);
    expect((await settingsOf(acmeToken, 'ACME')).statusCode).toBe(401);
    expect((await switchTo(acmeToken, 'BOREAL')).statusCode).toBe(401);

    // A switch never extends a sign-in: the new session ends when the first one would have.
    const [before, after] = [await sessionRow(acmeToken), await sessionRow(body.token)];
    expect(before.revoked_at).not.toBeNull();
    expect(after).toMatchObject({
      tenant_id: tenants.boreal,
      user_id: users.multi,
      revoked_at: null,
    });
    expect(after.expires_at.getTime()).toBe(before.expires_at.getTime());

    // Each company's log says the account left or came, without naming the other company.
    expect(await auditOf(tenants.acme, users.multi)).toEqual([
      {
        action: 'user.company_switch_out',
        entity: 'user',
        entity_id: String(users.multi),
        actor_user_id: users.multi,
        before: null,
        after: null,
      },
    ]);
    const arrivals = await auditOf(tenants.boreal, users.multi);
    expect(arrivals.map((row) => row.action)).toEqual(['user.company_switch_in']);
    expect(JSON.stringify(arrivals)).not.toContain('ACME');

    // And back again with the new token.
    const back = await switchTo(body.token, 'ACME');
    expect(back.statusCode).toBe(200);
    expect(back.json<LoginResponse>().tenants[0]?.code).toBe('ACME');
    expect(back.json<LoginResponse>().user).toMatchObject({
      role: 'customer',
      company_role: 'requester',
      sees_all_orders: false,
    });
  });

  it('refuses a company where the account is not an approved member, as a sign-in would', async () => {
    const token = await sessionFor(t.db, users.multi, tenants.acme);
    const refusals: [string, number, string][] = [
      ['GAMMA', 403, 'You do not have access to this company.'],
      ['NOSUCH', 403, 'You do not have access to this company.'],
      ['GONE', 403, 'You do not have access to this company.'],
      ['PEND', 403, 'Your account is pending company approval.'],
      ['REJ', 403, 'Your registration was not approved by the company.'],
      ['DIS', 403, 'Your account has been disabled by the company.'],
    ];
    for (const [code, status, message] of refusals) {
      const response = await switchTo(token, code);
      expect(response.statusCode, code).toBe(status);
      expect(response.json<ErrorBody>().message, code).toBe(message);
      expect(response.body).not.toMatch(/"token"/);
    }
    const single = await sessionFor(t.db, users.single, tenants.acme);
    expect((await switchTo(single, 'BOREAL')).statusCode).toBe(403);
    // A refusal leaves the session as it was.
    expect((await settingsOf(token, 'ACME')).statusCode).toBe(200);
    expect((await sessionRow(token)).revoked_at).toBeNull();
  });

  it('refuses a session whose own membership is no longer approved', async () => {
    const token = await sessionFor(t.db, users.cutOff, tenants.acme);
    await t.db
      .updateTable('memberships')
      .set({ status: 'disabled' })
      .where('tenant_id', '=', tenants.acme)
      .where('user_id', '=', users.cutOff)
      .execute();
    expect((await switchTo(token, 'BOREAL')).statusCode).toBe(403);
  });

  it('needs a live session and a valid company code', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/session/switch',
      payload: { manufacturerCode: 'BOREAL' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await switchTo('x'.repeat(43), 'BOREAL')).statusCode).toBe(401);
    const expired = await sessionFor(t.db, users.multi, tenants.acme);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(expired))
      .execute();
    expect((await switchTo(expired, 'BOREAL')).statusCode).toBe(401);

    const token = await sessionFor(t.db, users.multi, tenants.acme);
    const invalid = await switchTo(token, 'not a code!', { 'accept-language': 'es' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json<ErrorBody>().errors ?? {})).toEqual(['manufacturerCode']);
  });

  it("is not held back by the account's failed passwords: the session proves who it is", async () => {
    const address = '10.7.9.9';
    for (let i = 0; i < 11; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'multi@switch.test', password: `wrong-${i}` },
        remoteAddress: address,
      });
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'multi@switch.test', password: TEST_PASSWORD },
      remoteAddress: address,
    });
    expect(locked.statusCode).toBe(429);
    const token = await sessionFor(t.db, users.multi, tenants.acme);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/session/switch',
      payload: { manufacturerCode: 'BOREAL' },
      headers: bearer(token),
      remoteAddress: address,
    });
    expect(response.statusCode).toBe(200);
  });

  it('lets one of two switches racing with one token through', async () => {
    const token = await sessionFor(t.db, users.multi, tenants.acme);
    const answers = await Promise.all([switchTo(token, 'BOREAL'), switchTo(token, 'BOREAL')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('limits the switches of one account', async () => {
    let token = await sessionFor(t.db, users.busy, tenants.acme);
    for (let i = 0; i < SWITCH_PER_ACCOUNT.limit; i++) {
      const response = await switchTo(token, i % 2 === 0 ? 'BOREAL' : 'ACME');
      expect(response.statusCode, `switch ${i}: ${response.body}`).toBe(200);
      token = response.json<LoginResponse>().token;
    }
    // Thirty switches, an even number: the last one went back to ACME.
    const limited = await switchTo(token, 'BOREAL', { 'accept-language': 'fr' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The session it was refused for still works where it is.
    expect((await settingsOf(token, 'ACME')).statusCode).toBe(200);
  });
});
