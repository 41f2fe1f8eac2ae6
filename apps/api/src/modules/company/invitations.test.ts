import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Invitation, InvitationLinkInfo, InvitationList } from '@portal/contract';
import { auditRows, useTestAppWithEnv } from '../../../test/helpers/admin-fixtures.ts';
import { TEST_PASSWORD } from '../../../test/helpers/fixtures.ts';
import { createCompanyWorld, type CompanyWorld } from '../../../test/helpers/company-fixtures.ts';
import { setTenantSetting } from '../../../test/helpers/order-fixtures.ts';
import { readOutbox } from '../../../test/helpers/outbox.ts';

/**
 * Invitations of colleagues (issue 29 points 2 and 8, decision 034): a customer administrator
 * invites by e-mail, the outbox sends the link, the invitee joins; every misuse of a link is
 * refused.
 */
describe('colleague invitations', () => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-invitations-'));
  const t = useTestAppWithEnv(() => ({
    OUTBOX_WORKER: true,
    OUTBOX_POLL_MS: 50,
    OUTBOX_DIR: folder,
    PUBLIC_URL: 'https://portal.example',
  }));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  let world: CompanyWorld;

  beforeAll(async () => {
    world = await createCompanyWorld(t.db);
  });

  const invite = (payload: object, headers = world.nwAdmin.headers) =>
    t.app.inject({ method: 'POST', url: '/api/company/ACME/invitations', headers, payload });
  const listInvitations = async (headers = world.nwAdmin.headers) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/company/ACME/invitations',
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<InvitationList>().data;
  };
  const describeLink = (token: string, code = 'ACME') =>
    t.app.inject({ method: 'GET', url: `/api/invitations/${code}/${token}` });
  const accept = (token: string, payload: object, code = 'ACME') =>
    t.app.inject({
      method: 'POST',
      url: `/api/invitations/${code}`,
      payload: { token, ...payload },
    });
  const newPerson = {
    account: 'new',
    first_name: 'Nina',
    last_name: 'New',
    password: 'a-long-new-password',
    password_confirmation: 'a-long-new-password',
  };
  const login = (email: string, password: string, manufacturerCode = 'ACME') =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password, manufacturerCode },
    });

  /** The link of the latest invitation e-mail to `email`, once the outbox has sent it. */
  const linkSentTo = (email: string, count = 1) =>
    vi.waitFor(
      () => {
        const mails = readOutbox(folder).filter((mail) => mail.to === email);
        expect(mails).toHaveLength(count);
        const mail = mails.at(-1)!;
        const link = /https:\/\/portal\.example\/invitation\/ACME\/([A-Za-z0-9_-]{43})/.exec(
          mail.text,
        );
        expect(link).not.toBeNull();
        return { mail, token: link![1]! };
      },
      { timeout: 10_000, interval: 50 },
    );

  it('invites a colleague by a one-time link e-mailed in their language; the new person joins and signs in', async () => {
    const response = await invite({
      email: 'Nina@Northwind.test',
      company_role: 'approver',
      sees_all_orders: true,
      language: 'es',
    });
    expect(response.statusCode).toBe(201);
    const invitation = response.json<{ data: Invitation }>().data;
    expect(invitation).toMatchObject({
      email: 'nina@northwind.test',
      company_role: 'approver',
      sees_all_orders: true,
      language: 'es',
      status: 'pending',
      invited_by: 'Alice Admin',
    });
    const days =
      (Date.parse(invitation.expires_at) - Date.parse(invitation.created_at)) / 86_400_000;
    expect(Math.round(days)).toBe(7);
    expect((await listInvitations()).map((i) => i.id)).toEqual([invitation.id]);

    const { mail, token } = await linkSentTo('nina@northwind.test');
    expect(mail.subject).toBe('Acme Industrial: Alice Admin le invita a pedir para Northwind');
    expect(mail.text).toContain('como aprobador');
    expect(mail.text).toContain('durante 7 días');
    expect(mail.html).toContain(`/invitation/ACME/${token}`);
    // Only the token's hash is kept; the settled e-mail's row no longer carries the token.
    const stored = await t.db
      .selectFrom('colleague_invitations')
      .select('token_hash')
      .where('tenant_id', '=', world.acme.id)
      .where('id', '=', invitation.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    await vi.waitFor(
      async () => {
        const rows = await t.db
          .selectFrom('outbox_messages')
          .select(['payload', 'status'])
          .where('tenant_id', '=', world.acme.id)
          .where('event', '=', 'invitation.sent')
          .execute();
        expect(rows.map((row) => row.status)).toEqual(['delivered']);
        expect(JSON.stringify(rows)).not.toContain(token);
      },
      { timeout: 5_000, interval: 50 },
    );

    const info = await describeLink(token);
    expect(info.statusCode).toBe(200);
    expect(info.json<InvitationLinkInfo>()).toEqual({
      email: 'nina@northwind.test',
      manufacturer: 'Acme Industrial',
      customer: 'Northwind',
      company_role: 'approver',
      existing_account: false,
    });

    const joined = await accept(token, newPerson);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ status: 'approved' });
    const signIn = await login('nina@northwind.test', 'a-long-new-password');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({
      user: { company_role: 'approver', sees_all_orders: true },
    });
    const membership = await t.db
      .selectFrom('memberships')
      .select(['customer_id', 'company_role', 'status', 'language'])
      .where('tenant_id', '=', world.acme.id)
      .where(
        'user_id',
        '=',
        (
          await t.db
            .selectFrom('users')
            .select('id')
            .where('email', '=', 'nina@northwind.test')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .executeTakeFirstOrThrow();
    expect(membership).toEqual({
      customer_id: world.northwind.id,
      company_role: 'approver',
      status: 'approved',
      language: 'es',
    });
    expect(await listInvitations()).toEqual([]);
    const audit = (await auditRows(t.db, world.acme.id, 'invitation')).map((row) => row.action);
    expect(audit).toEqual(['invitation.create', 'invitation.accept']);

    // A link used twice.
    const again = await accept(token, { ...newPerson, first_name: 'Mallory' });
    expect(again.statusCode).toBe(410);
    expect((await describeLink(token)).statusCode).toBe(410);
  });

  it('refuses a link after its expiry, for another manufacturer, revoked, or made up', async () => {
    const response = await invite({ email: 'late@northwind.test', company_role: 'buyer' });
    const { id } = response.json<{ data: Invitation }>().data;
    const { token } = await linkSentTo('late@northwind.test');

    // For another manufacturer: the token names ACME's invitation only.
    expect((await describeLink(token, 'BOREAL')).statusCode).toBe(404);
    expect((await accept(token, newPerson, 'BOREAL')).statusCode).toBe(404);
    for (const bad of ['x'.repeat(43), 'short', '%00']) {
      expect((await describeLink(encodeURIComponent(bad))).statusCode).toBe(404);
    }

    await t.db
      .updateTable('colleague_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('tenant_id', '=', world.acme.id)
      .where('id', '=', id)
      .execute();
    const expired = await accept(token, newPerson);
    expect(expired.statusCode).toBe(410);
    expect(expired.json<{ message: string }>().message).toMatch(/expired/);
    expect((await listInvitations()).find((i) => i.id === id)?.status).toBe('expired');

    // Sent again: a new link for seven days; the old one stops working.
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/company/ACME/invitations/${id}/resend`,
      headers: world.nwAdmin.headers,
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json<{ data: Invitation }>().data.status).toBe('pending');
    const { token: fresh } = await linkSentTo('late@northwind.test', 2);
    expect(fresh).not.toBe(token);
    expect((await describeLink(token)).statusCode).toBe(404);
    expect((await describeLink(fresh)).statusCode).toBe(200);

    // Southwind's administrator cannot revoke or resend Northwind's invitation.
    for (const url of [
      `/api/company/ACME/invitations/${id}`,
      `/api/company/ACME/invitations/${id}/resend`,
    ]) {
      const method = url.endsWith('resend') ? 'POST' : 'DELETE';
      const response = await t.app.inject({ method, url, headers: world.swAdmin.headers });
      expect(response.statusCode).toBe(404);
    }
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/company/ACME/invitations/${id}`,
      headers: world.nwAdmin.headers,
    });
    expect(revoked.json<{ data: Invitation }>().data.status).toBe('revoked');
    const refused = await accept(fresh, newPerson);
    expect(refused.statusCode).toBe(410);
    expect(refused.json<{ message: string }>().message).toMatch(/withdrawn/);
    expect(
      await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'late@northwind.test')
        .execute(),
    ).toEqual([]);
  });

  it('lets only a customer administrator invite, never above their role, never someone already here', async () => {
    for (const who of [world.nwBuyer, world.nwApprover, world.acmeStaff]) {
      const response = await invite(
        { email: 'x@northwind.test', company_role: 'requester' },
        who.headers,
      );
      expect(response.statusCode).toBe(403);
    }
    // Already a member of this manufacturer (of another customer too), or already invited.
    expect((await invite({ email: 'sam@southwind.test', company_role: 'buyer' })).statusCode).toBe(
      409,
    );
    expect(
      (await invite({ email: 'twice@northwind.test', company_role: 'buyer' })).statusCode,
    ).toBe(201);
    const second = await invite({ email: 'TWICE@northwind.test', company_role: 'buyer' });
    expect(second.statusCode).toBe(409);
    expect((await invite({ email: 'not-an-email', company_role: 'buyer' })).statusCode).toBe(422);
    expect((await invite({ email: 'y@northwind.test', company_role: 'owner' })).statusCode).toBe(
      422,
    );
    // Southwind's list holds none of Northwind's invitations.
    expect(await listInvitations(world.swAdmin.headers)).toEqual([]);
  });

  it('joins an existing account of another manufacturer with its password; one person, a role per manufacturer', async () => {
    await invite({ email: 'zoe@zeta.test', company_role: 'requester', language: 'fr' });
    const { mail, token } = await linkSentTo('zoe@zeta.test');
    expect(mail.subject).toContain('vous invite');
    expect((await describeLink(token)).json<InvitationLinkInfo>().existing_account).toBe(true);

    expect((await accept(token, newPerson)).statusCode).toBe(409);
    const wrong = await accept(token, { account: 'existing', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(422);
    const joined = await accept(token, { account: 'existing', password: TEST_PASSWORD });
    expect(joined.statusCode).toBe(200);

    const atAcme = await login('zoe@zeta.test', TEST_PASSWORD, 'ACME');
    expect(atAcme.json()).toMatchObject({ user: { company_role: 'requester' } });
    const atBoreal = await login('zoe@zeta.test', TEST_PASSWORD, 'BOREAL');
    expect(atBoreal.json()).toMatchObject({ user: { company_role: 'customer_admin' } });
  });

  it('lets one of two uses of a link at the same instant through, never both', async () => {
    await invite({ email: 'race@northwind.test', company_role: 'buyer' });
    const { token } = await linkSentTo('race@northwind.test');
    const answers = await Promise.all([
      accept(token, newPerson),
      accept(token, { ...newPerson, first_name: 'Twin' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
    const users = await t.db
      .selectFrom('users')
      .select('first_name')
      .where('email', '=', 'race@northwind.test')
      .execute();
    expect(users).toHaveLength(1);
  });

  it("puts invited colleagues in the manufacturer's registrations queue when it says so", async () => {
    await setTenantSetting(t.db, world.acme.id, 'invited_colleagues_wait', '1');
    await invite({ email: 'queued@northwind.test', company_role: 'buyer' });
    const { token } = await linkSentTo('queued@northwind.test');
    const joined = await accept(token, newPerson);
    expect(joined.json()).toMatchObject({ status: 'pending' });
    expect((await login('queued@northwind.test', newPerson.password)).statusCode).toBe(403);
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/ACME/registrations',
      headers: world.acmeStaff.headers,
    });
    expect(JSON.stringify(queue.json())).toContain('queued@northwind.test');
    await setTenantSetting(t.db, world.acme.id, 'invited_colleagues_wait', '0');
  });
});
