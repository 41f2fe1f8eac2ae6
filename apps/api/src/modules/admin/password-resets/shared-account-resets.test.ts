import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { IssueResetLinkResponse, PasswordResetList } from '@portal/contract';
import {
  auditRows,
  createAdminWorld,
  signedIn,
  useTestAppWithEnv,
  type AdminWorld,
  type SignedInUser,
} from '../../../../test/helpers/admin-fixtures.ts';
import {
  addMembership,
  bearer,
  sessionFor,
  TEST_PASSWORD,
} from '../../../../test/helpers/fixtures.ts';
import { readOutbox } from '../../../../test/helpers/outbox.ts';

const NEW_PASSWORD = 'the owner chose this one';
const LINK = /https:\/\/portal\.example\/reset-password\/([\w-]{43})/;

/**
 * Issue 15, point 1: an account's password is global, so an administrator of one company must
 * not learn or set the password of an account that belongs to another company too (decision 010).
 */
describe('password resets of an account shared by two companies', () => {
  const outbox = mkdtempSync(join(tmpdir(), 'portal-shared-outbox-'));
  const t = useTestAppWithEnv(() => ({ OUTBOX_DIR: outbox, PUBLIC_URL: 'https://portal.example' }));
  let world: AdminWorld;
  /** Approved at ACME (with ACME's customer) and at BOREAL, signed in at both. */
  let multi: SignedInUser & { borealHeaders: ReturnType<typeof bearer> };

  /** A user of ACME's customer who is also a BOREAL buyer, with a session at each company. */
  async function sharedAccount(email: string) {
    const user = await signedIn(t.db, email, world.acme.id, { customerId: world.acmeCustomer.id });
    await addMembership(t.db, user.id, world.boreal.id, { customerId: world.borealCustomer.id });
    const borealToken = await sessionFor(t.db, user.id, world.boreal.id);
    return { ...user, borealHeaders: bearer(borealToken) };
  }

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    multi = await sharedAccount('multi@demo.test');
  });
  afterAll(() => rmSync(outbox, { recursive: true, force: true }));

  const forgot = (email: string, manufacturerCode: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email, manufacturerCode },
    });
  const openRequestId = async (email: string, tenantId: number) => {
    const row = await t.db
      .selectFrom('password_reset_requests as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select('r.id')
      .where('r.tenant_id', '=', tenantId)
      .where('u.email', '=', email)
      .where('r.status', 'in', ['open', 'link_issued'])
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const issueLink = (code: string, id: number, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/${code}/password-resets/${id}/issue-link`,
      headers,
    });
  const reset = (token: string, password = NEW_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password, password_confirmation: password },
    });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  const settings = (code: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/settings/${code}`, headers });
  const linksMailedTo = (email: string) =>
    readOutbox(outbox)
      .filter((mail) => mail.to === email)
      .map((mail) => LINK.exec(mail.text)?.[1]);

  it("BOREAL's administrator cannot learn the link that would open ACME's portal", async () => {
    // The reproduction of issue 15: anyone files a reset at BOREAL, BOREAL's administrator issues it.
    expect((await forgot(multi.email, 'BOREAL')).statusCode).toBe(200);
    const id = await openRequestId(multi.email, world.boreal.id);
    const issued = await issueLink('BOREAL', id, world.borealAdmin.headers);
    expect(issued.statusCode).toBe(200);
    const { data } = issued.json<IssueResetLinkResponse>();
    expect(data).toMatchObject({ id, status: 'link_issued', link: null, emailed: true });
    expect(issued.body).not.toContain('reset-password');

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/BOREAL/password-resets?status=link_issued',
      headers: world.borealAdmin.headers,
    });
    expect(list.json<PasswordResetList>().data.map((row) => row.id)).toEqual([id]);
    expect(list.body).not.toContain('reset-password');

    // Only the account's own address got the link; the password and sessions are untouched.
    expect(linksMailedTo(multi.email)).toEqual([expect.any(String)]);
    expect((await login(multi.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await settings('ACME', multi.headers)).statusCode).toBe(200);
    const [audit] = await auditRows(t.db, world.boreal.id, 'password_reset');
    expect(audit).toMatchObject({
      action: 'password_reset.issue_link',
      actor_user_id: world.borealAdmin.id,
      after: { status: 'link_issued', delivery: 'emailed_only' },
    });
  });

  it("the owner's reset ends the sessions at both companies and is audited at both", async () => {
    const [token] = linksMailedTo(multi.email);
    expect((await reset(token!)).statusCode).toBe(200);

    expect((await settings('ACME', multi.headers)).statusCode).toBe(401);
    expect((await settings('BOREAL', multi.borealHeaders)).statusCode).toBe(401);
    expect((await login(multi.email, NEW_PASSWORD)).statusCode).toBe(200);

    const borealAudit = await auditRows(t.db, world.boreal.id, 'password_reset');
    expect(borealAudit.map((row) => [row.action, row.actor_user_id])).toEqual([
      ['password_reset.issue_link', world.borealAdmin.id],
      ['password_reset.complete', multi.id],
    ]);
    expect(await auditRows(t.db, world.acme.id, 'user')).toEqual([
      {
        action: 'user.password_reset',
        entity: 'user',
        entity_id: String(multi.id),
        actor_user_id: multi.id,
        before: null,
        after: { via: 'reset_link', sessions_ended: 'all' },
      },
    ]);
  });

  it('a link shown to an administrator stops working once its account joins another company', async () => {
    const solo = await signedIn(t.db, 'solo@acme.test', world.acme.id);
    await forgot(solo.email, 'ACME');
    const id = await openRequestId(solo.email, world.acme.id);
    const shown = (
      await issueLink('ACME', id, world.acmeAdmin.headers)
    ).json<IssueResetLinkResponse>();
    expect(shown.data.link).toMatch(LINK);
    const token = LINK.exec(shown.data.link!)![1]!;

    // The owner joins BOREAL with their own password before the link is used.
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        firstName: 'Solo',
        lastName: 'Buyer',
        company: 'Solo Shop',
        address: '2 Side Street',
        city: 'Toronto',
        state: 'ON',
        zip: 'M5V 1A1',
        country: 'CA',
        phone: '416 555 0101',
        email: solo.email,
        manufacturerCode: 'BOREAL',
        password: TEST_PASSWORD,
        password_confirmation: TEST_PASSWORD,
      },
    });
    expect(joined.statusCode).toBe(201);

    const check = await t.app.inject({ method: 'GET', url: `/api/auth/reset-password/${token}` });
    expect(check.statusCode).toBe(410);
    expect(check.json()).toEqual({
      message:
        "This password reset link can no longer be used: the account now belongs to more than one company. Ask for a new link; it will be sent to the account's own e-mail address.",
    });
    expect((await reset(token)).statusCode).toBe(410);
    expect((await login(solo.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await settings('ACME', solo.headers)).statusCode).toBe(200);

    // A new link for the account now goes to its address only.
    const again = await issueLink('ACME', id, world.acmeAdmin.headers);
    expect(again.json<IssueResetLinkResponse>().data).toMatchObject({ link: null, emailed: true });
  });

  it('a signed-in password change ends the other sessions at every company and is audited at each', async () => {
    const other = await sharedAccount('other@demo.test');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/user/ACME/password',
      headers: other.headers,
      payload: {
        current_password: TEST_PASSWORD,
        new_password: NEW_PASSWORD,
        new_password_confirmation: NEW_PASSWORD,
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await settings('ACME', other.headers)).statusCode).toBe(200);
    expect((await settings('BOREAL', other.borealHeaders)).statusCode).toBe(401);
    for (const tenant of [world.acme, world.boreal]) {
      const rows = await auditRows(t.db, tenant.id, 'user');
      expect(rows.filter((row) => row.actor_user_id === other.id)).toEqual([
        {
          action: 'user.password_change',
          entity: 'user',
          entity_id: String(other.id),
          actor_user_id: other.id,
          before: null,
          after: { via: 'signed_in', sessions_ended: 'others' },
        },
      ]);
    }
  });
});

describe('reset links without PUBLIC_URL', () => {
  const outbox = mkdtempSync(join(tmpdir(), 'portal-shared-host-outbox-'));
  const t = useTestAppWithEnv(() => ({ OUTBOX_DIR: outbox }));
  afterAll(() => rmSync(outbox, { recursive: true, force: true }));
  let world: AdminWorld;
  beforeAll(async () => {
    world = await createAdminWorld(t.db);
  });

  it("is built on the portal's own address, never on the administrator's Host header", async () => {
    await addMembership(t.db, world.acmeBuyer.id, world.boreal.id);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: world.acmeBuyer.email, manufacturerCode: 'BOREAL' },
    });
    const { id } = await t.db
      .selectFrom('password_reset_requests')
      .select('id')
      .where('tenant_id', '=', world.boreal.id)
      .executeTakeFirstOrThrow();
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/admin/BOREAL/password-resets/${id}/issue-link`,
      headers: { ...world.borealAdmin.headers, host: 'attacker.example' },
    });
    expect(issued.json<IssueResetLinkResponse>().data.link).toBeNull();
    const [mail] = readOutbox(outbox);
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/reset-password\/[\w-]{43}/);
    expect(mail!.text).not.toContain('attacker.example');
    expect(mail!.from).toContain('<no-reply@localhost>');
  });

  it("shows and e-mails a link on the portal's own address, from its own sender (issue 26 point 3)", async () => {
    // BOREAL's buyer belongs to BOREAL alone: its administrator is shown the link.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: world.borealBuyer.email, manufacturerCode: 'BOREAL' },
    });
    const { id } = await t.db
      .selectFrom('password_reset_requests')
      .select('id')
      .where('tenant_id', '=', world.boreal.id)
      .where('user_id', '=', world.borealBuyer.id)
      .executeTakeFirstOrThrow();
    const before = readOutbox(outbox).length;
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/admin/BOREAL/password-resets/${id}/issue-link`,
      headers: {
        ...world.borealAdmin.headers,
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
      },
    });
    const { link } = issued.json<IssueResetLinkResponse>().data;
    // Before: http://evil.example/reset-password/..., e-mailed from no-reply@evil.example.
    expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\/[\w-]{43}$/);
    const mail = readOutbox(outbox)[before];
    expect(mail!.text).toContain(link);
    expect(mail!.from).toContain('<no-reply@localhost>');
    expect(JSON.stringify(mail)).not.toContain('evil');
  });
});
