import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestAppWithEnv } from '../../../test/helpers/admin-fixtures.ts';
import {
  createTenant,
  createUser,
  registrationBody,
  TEST_PASSWORD,
} from '../../../test/helpers/fixtures.ts';
import { readOutbox } from '../../../test/helpers/outbox.ts';

/**
 * POST /api/register takes an Idempotency-Key (decision 021). There is no account yet: the key
 * is its address's, in the company it registers with.
 */
describe('Idempotency-Key on POST /api/register', () => {
  const outbox = mkdtempSync(join(tmpdir(), 'portal-register-keys-'));
  const t = useTestAppWithEnv(() => ({ OUTBOX_DIR: outbox }));
  afterAll(() => rmSync(outbox, { recursive: true, force: true }));
  let acme: { id: number };

  beforeAll(async () => {
    acme = await createTenant(t.db, 'ACME');
    await createTenant(t.db, 'BOREAL');
    await createUser(t.db, { email: 'known@example.com', tenantId: acme.id });
  });

  const register = (
    body: object,
    key: string,
    address: string,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: body,
      headers: { 'idempotency-key': key, ...headers },
      remoteAddress: address,
    });

  const usersNamed = (email: string) =>
    t.db.selectFrom('users').select('id').where('email', '=', email).execute();
  const membershipsOf = (email: string) =>
    t.db
      .selectFrom('memberships as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select('m.tenant_id')
      .where('u.email', '=', email)
      .execute();

  it('answers a retry with the same key and body as the first time, with one account', async () => {
    const body = registrationBody({ email: 'retry@example.com' });
    const first = await register(body, 'reg-key-1', '10.2.0.1');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await register(body, 'reg-key-1', '10.2.0.1');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await usersNamed('retry@example.com')).toHaveLength(1);
    expect(await membershipsOf('retry@example.com')).toHaveLength(1);
  });

  it('refuses the same key with another body (422, translated), and writes nothing', async () => {
    await register(registrationBody({ email: 'first@example.com' }), 'reg-key-2', '10.2.0.2');
    const other = await register(
      registrationBody({ email: 'second@example.com' }),
      'reg-key-2',
      '10.2.0.2',
      { 'accept-language': 'fr' },
    );
    expect(other.statusCode).toBe(422);
    const message =
      'Cette Idempotency-Key a déjà servi pour une autre requête. ' +
      'Envoyez une nouvelle clé avec une nouvelle requête.';
    expect(other.json()).toEqual({ message, errors: { 'idempotency-key': [message] } });
    expect(await usersNamed('second@example.com')).toEqual([]);
  });

  it('keeps another address’s key apart, and another company’s', async () => {
    await register(registrationBody({ email: 'here@example.com' }), 'reg-key-3', '10.2.0.3');
    const elsewhere = await register(
      registrationBody({ email: 'there@example.com' }),
      'reg-key-3',
      '10.2.0.4',
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    expect(elsewhere.headers['idempotent-replayed']).toBeUndefined();
    expect(await usersNamed('there@example.com')).toHaveLength(1);
    // From the first address again, registering with another company: another key there.
    const boreal = await register(
      registrationBody({ email: 'here@example.com', manufacturerCode: 'BOREAL' }),
      'reg-key-3',
      '10.2.0.3',
    );
    expect(boreal.statusCode, boreal.body).toBe(201);
    expect(boreal.headers['idempotent-replayed']).toBeUndefined();
    expect(await membershipsOf('here@example.com')).toHaveLength(2);
  });

  it('sends a known account one notice for a retried registration', async () => {
    const body = registrationBody({
      email: 'known@example.com',
      manufacturerCode: 'BOREAL',
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
    });
    const first = await register(body, 'reg-key-4', '10.2.0.5');
    const retry = await register(body, 'reg-key-4', '10.2.0.5');
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const notices = () => readOutbox(outbox).filter((mail) => mail.to === 'known@example.com');
    await vi.waitFor(() => expect(notices()).toHaveLength(1), { timeout: 5_000, interval: 50 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(notices()).toHaveLength(1);
    expect(await membershipsOf('known@example.com')).toHaveLength(2);
  });

  it('keeps the passwords out of what a key is bound to: a retry differing only there answers again', async () => {
    const body = registrationBody({ email: 'pw@example.com' });
    await register(body, 'reg-key-5', '10.2.0.6');
    const otherPassword = await register(
      { ...body, password: 'another-password-1', password_confirmation: 'another-password-1' },
      'reg-key-5',
      '10.2.0.6',
    );
    expect(otherPassword.statusCode).toBe(201);
    expect(otherPassword.headers['idempotent-replayed']).toBe('true');
    expect(await usersNamed('pw@example.com')).toHaveLength(1);
  });
});
