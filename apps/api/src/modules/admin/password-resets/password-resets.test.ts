import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IssueResetLinkResponse, PasswordResetList } from '@portal/contract';
import {
  auditRows,
  createAdminWorld,
  signedIn,
  useTestAppWithEnv,
  type AdminWorld,
} from '../../../../test/helpers/admin-fixtures.ts';
import { bearer, TEST_PASSWORD } from '../../../../test/helpers/fixtures.ts';

const NEW_PASSWORD = 'a brand new passphrase';

/** Undoes quoted-printable (how e-mail bodies wrap long lines), enough to read an ASCII link. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const tokenOf = (link: string | null) => {
  if (link === null) throw new Error('the link was not shown');
  return link.split('/').at(-1)!;
};

describe('password resets through the API (outbox, PUBLIC_URL)', () => {
  const outbox = mkdtempSync(join(tmpdir(), 'portal-outbox-'));
  const t = useTestAppWithEnv(() => ({
    OUTBOX_DIR: outbox,
    PUBLIC_URL: 'https://portal.example/',
  }));
  let world: AdminWorld;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
  });
  afterAll(() => rmSync(outbox, { recursive: true, force: true }));

  const forgot = async (email: string, code = 'ACME') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email, manufacturerCode: code },
    });
    expect(response.statusCode).toBe(200);
  };
  const admin = (method: 'GET' | 'POST', path: string, headers = world.acmeAdmin.headers) =>
    t.app.inject({ method, url: `/api/admin/ACME${path}`, headers });
  const requestsOf = async (status: string) => {
    const response = await admin('GET', `/password-resets?status=${status}`);
    expect(response.statusCode).toBe(200);
    return response.json<PasswordResetList>();
  };
  const requestIdOf = async (email: string) => {
    const row = await t.db
      .selectFrom('password_reset_requests as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select('r.id')
      .where('u.email', '=', email)
      .where('r.status', 'in', ['open', 'link_issued'])
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const issue = async (id: number) => {
    const response = await admin('POST', `/password-resets/${id}/issue-link`);
    expect(response.statusCode).toBe(200);
    return response.json<IssueResetLinkResponse>().data;
  };
  const checkLink = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/auth/reset-password/${token}` });
  const reset = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });
  const login = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'buyer@acme.test', password },
    });

  it('runs the whole flow: request, link, e-mail, new password, sessions ended, link spent', async () => {
    await forgot('buyer@acme.test');
    const open = await requestsOf('open');
    expect(open.data).toEqual([
      {
        id: expect.any(Number) as number,
        status: 'open',
        user: { id: world.acmeBuyer.id, email: 'buyer@acme.test', name: 'Test User' },
        created_at: expect.any(String) as string,
        token_expires_at: null,
        completed_at: null,
      },
    ]);
    const id = open.data[0]!.id;

    const issued = await issue(id);
    expect(issued).toMatchObject({ id, status: 'link_issued', emailed: true });
    expect(issued.link).toMatch(/^https:\/\/portal\.example\/reset-password\/[A-Za-z0-9_-]{43}$/);
    const hours = (Date.parse(issued.token_expires_at!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const token = tokenOf(issued.link);

    // Only the hash is stored.
    const stored = await t.db
      .selectFrom('password_reset_requests')
      .select('token_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));

    // The e-mail went to the outbox, addressed to the user, with the link.
    const files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const raw = readFileSync(join(outbox, files[0]!), 'utf8');
    expect(raw).toMatch(/^To: buyer@acme\.test$/m);
    expect(raw).toMatch(/^Subject: Choose a new password for Acme Industrial$/m);
    expect(raw).toMatch(/^From: Acme Industrial <no-reply@portal\.example>$/m);
    expect(decodeQuotedPrintable(raw)).toContain(issued.link);

    const check = await checkLink(token);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ email: 'buyer@acme.test' });

    const mismatch = await reset({ token, password: NEW_PASSWORD, password_confirmation: 'nope' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toMatchObject({
      errors: { password_confirmation: ['Passwords do not match'] },
    });
    const short = await reset({ token, password: 'short', password_confirmation: 'short' });
    expect(short.json()).toMatchObject({
      errors: { password: ['The password must be at least 8 characters.'] },
    });
    const long = 'x'.repeat(129);
    const tooLong = await reset({ token, password: long, password_confirmation: long });
    expect(tooLong.json()).toMatchObject({
      errors: { password: ['The password must be at most 128 characters.'] },
    });

    const done = await reset({
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Your password has been reset. You can now sign in.' });

    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(TEST_PASSWORD)).statusCode).toBe(422);
    const oldSession = await t.app.inject({
      method: 'GET',
      url: '/api/settings/ACME',
      headers: bearer(world.acmeBuyer.token),
    });
    expect(oldSession.statusCode).toBe(401);

    const used = await checkLink(token);
    expect(used.statusCode).toBe(410);
    expect(used.json()).toEqual({ message: 'This password reset link has already been used.' });
    const again = await reset({
      token,
      password: 'another one!',
      password_confirmation: 'another one!',
    });
    expect(again.statusCode).toBe(410);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);

    const completed = await requestsOf('completed');
    expect(completed.data[0]).toMatchObject({ id, completed_at: expect.any(String) as string });

    const audit = await auditRows(t.db, world.acme.id, 'password_reset');
    expect(audit.map((row) => [row.action, row.actor_user_id])).toEqual([
      ['password_reset.issue_link', world.acmeAdmin.id],
      ['password_reset.complete', world.acmeBuyer.id],
    ]);
    expect(audit[0]).toMatchObject({
      before: { status: 'open', expires_at: null },
      after: { status: 'link_issued', expires_at: issued.token_expires_at },
    });
    const everything = JSON.stringify(await auditRows(t.db, world.acme.id));
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(stored.token_hash);
    expect(everything).not.toContain('$argon2');
  });

  it('says an expired link is expired (410), through GET and POST', async () => {
    const user = await signedIn(t.db, 'late@acme.test', world.acme.id);
    await forgot(user.email);
    const id = await requestIdOf(user.email);
    const token = tokenOf((await issue(id)).link);
    await sql`update password_reset_requests set token_expires_at = now() - interval '1 minute'
      where id = ${id}`.execute(t.db);
    const check = await checkLink(token);
    expect(check.statusCode).toBe(410);
    expect(check.json()).toEqual({
      message: 'This password reset link has expired. Please ask the administrator for a new one.',
    });
    const post = await reset({
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(post.statusCode).toBe(410);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/settings/ACME',
      headers: user.headers,
    });
    expect(session.statusCode).toBe(200);
    // A new link replaces the expired one.
    const fresh = tokenOf((await issue(id)).link);
    expect((await checkLink(fresh)).statusCode).toBe(200);
    expect((await checkLink(token)).statusCode).toBe(404);
  });

  it('dismisses requests; a dismissed link stops working; closed requests stay closed', async () => {
    const user = await signedIn(t.db, 'dismiss@acme.test', world.acme.id);
    await forgot(user.email);
    const id = await requestIdOf(user.email);
    const token = tokenOf((await issue(id)).link);
    const dismissed = await admin('POST', `/password-resets/${id}/dismiss`);
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toMatchObject({ data: { id, status: 'dismissed' } });
    expect((await checkLink(token)).statusCode).toBe(410);
    expect((await checkLink(token)).json()).toEqual({
      message: 'This password reset link is no longer valid.',
    });
    const reissue = await admin('POST', `/password-resets/${id}/issue-link`);
    expect(reissue.statusCode).toBe(409);
    expect(reissue.json()).toEqual({ message: 'This password reset request is already closed.' });
    expect((await admin('POST', `/password-resets/${id}/dismiss`)).statusCode).toBe(409);
    expect((await auditRows(t.db, world.acme.id, 'password_reset')).at(-1)).toMatchObject({
      action: 'password_reset.dismiss',
      before: { status: 'link_issued' },
      after: { status: 'dismissed' },
    });
  });

  it('answers 404 for unknown and malformed links', async () => {
    expect((await checkLink('A'.repeat(43))).statusCode).toBe(404);
    expect((await checkLink('not-a-token')).json()).toEqual({
      message: 'This password reset link is not valid.',
    });
    const post = await reset({
      token: 'B'.repeat(43),
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(post.statusCode).toBe(404);
  });

  it("answers 404 for BOREAL's requests under ACME, and validates the filter", async () => {
    await forgot('buyer@boreal.test', 'BOREAL');
    const id = await requestIdOf('buyer@boreal.test');
    expect((await admin('POST', `/password-resets/${id}/issue-link`)).statusCode).toBe(404);
    const dismiss = await admin('POST', `/password-resets/${id}/dismiss`);
    expect(dismiss.statusCode).toBe(404);
    expect(dismiss.json()).toEqual({ message: 'Password reset request not found.' });
    const row = await t.db
      .selectFrom('password_reset_requests')
      .select(['status', 'token_hash'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'open', token_hash: null });
    const all = (await admin('GET', '/password-resets')).json<PasswordResetList>();
    expect(all.data.map((r) => r.user.email)).not.toContain('buyer@boreal.test');
    const invalid = await admin('GET', '/password-resets?status=lost');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ errors: { status: ['Unknown status.'] } });
  });
});

describe('password reset links without PUBLIC_URL, when the SMTP server is down', () => {
  // Port 1 on the loopback: nothing listens, the connection is refused at once.
  const t = useTestAppWithEnv(() => ({ SMTP_URL: 'smtp://127.0.0.1:1' }));
  let world: AdminWorld;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
  });

  it("builds the link on the server's own address, never the request's Host, and still answers it when e-mail fails", async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'buyer@acme.test', manufacturerCode: 'ACME' },
    });
    const { id } = await t.db
      .selectFrom('password_reset_requests')
      .select('id')
      .executeTakeFirstOrThrow();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/ACME/password-resets/${id}/issue-link`,
      // Issue 26 point 3: this answered http://evil.example/reset-password/...
      headers: { ...world.acmeAdmin.headers, host: 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<IssueResetLinkResponse>();
    expect(data.emailed).toBe(false);
    expect(data.link).toMatch(/^http:\/\/localhost:3000\/reset-password\/[\w-]{43}$/);
    const check = await t.app.inject({
      method: 'GET',
      url: `/api/auth/reset-password/${tokenOf(data.link)}`,
    });
    expect(check.statusCode).toBe(200);
  });

  it('limits link checks and uses per address (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/auth/reset-password/${'C'.repeat(43)}`,
      });
      statuses.push(response.statusCode);
    }
    // One check was spent by the previous test.
    expect(statuses.slice(0, 29).every((status) => status === 404)).toBe(true);
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        token: 'C'.repeat(43),
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(statuses[29]).toBe(429);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
