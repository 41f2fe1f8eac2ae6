import type { ErrorBody } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import {
  bearer,
  createTenant,
  createUser,
  sessionFor,
  TEST_PASSWORD,
} from '../../../test/helpers/fixtures.ts';

let lastOctet = 0;
const nextAddress = () => `10.3.0.${++lastOctet}`;

const SENT =
  'If an account with that email exists for this company, a password reset request has been sent to the administrator.';

describe('POST /api/auth/forgot-password', () => {
  const t = useTestApp();
  let acme: { id: number };
  let boreal: { id: number };
  let buyerId: number;

  beforeAll(async () => {
    acme = await createTenant(t.db, 'ACME');
    boreal = await createTenant(t.db, 'BOREAL');
    buyerId = (await createUser(t.db, { email: 'buyer@acme.example', tenantId: acme.id })).id;
    await createUser(t.db, { email: 'buyer@boreal.example', tenantId: boreal.id });
  });

  const forgot = (
    payload: object,
    headers: Record<string, string> = {},
    remoteAddress = nextAddress(),
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload,
      headers,
      remoteAddress,
    });

  const requests = () =>
    t.db.selectFrom('password_reset_requests').select(['tenant_id', 'user_id', 'status']).execute();

  it('records one open request for the company administrators, without piling duplicates', async () => {
    const response = await forgot({ email: 'BUYER@acme.example', manufacturerCode: 'acme' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SENT });
    expect(await requests()).toEqual([{ tenant_id: acme.id, user_id: buyerId, status: 'open' }]);

    expect(
      (await forgot({ email: 'buyer@acme.example', manufacturerCode: 'ACME' })).statusCode,
    ).toBe(200);
    expect(await requests()).toHaveLength(1);
  });

  it('answers the same for an unknown email, a non-member and an unknown company, recording nothing', async () => {
    const cases = [
      { email: 'ghost@acme.example', manufacturerCode: 'ACME' },
      { email: 'buyer@boreal.example', manufacturerCode: 'ACME' },
      { email: 'buyer@acme.example', manufacturerCode: 'NOPE' },
    ];
    for (const payload of cases) {
      const response = await forgot(payload, { 'accept-language': 'es' });
      expect(response.statusCode).toBe(200);
      expect(response.json<ErrorBody>().message).toBe(
        'Si existe una cuenta con ese correo para esta empresa, se ha enviado una solicitud de restablecimiento de contraseña al administrador.',
      );
    }
    expect(await requests()).toHaveLength(1);
  });

  it('requires email and company code, per field (fr)', async () => {
    const response = await forgot({}, { 'accept-language': 'fr' });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors).toEqual({
      email: ['Ce champ est obligatoire'],
      manufacturerCode: ['Ce champ est obligatoire'],
    });
    const invalid = await forgot({ email: 'nope', manufacturerCode: 'A B' });
    expect(invalid.json<ErrorBody>().errors).toEqual({
      email: ['Enter a valid email address.'],
      manufacturerCode: ['Enter a valid company code.'],
    });
  });

  it('limits requests per email and company to 5 an hour', async () => {
    const payload = { email: 'spam@acme.example', manufacturerCode: 'ACME' };
    for (let i = 0; i < 5; i++) expect((await forgot(payload)).statusCode).toBe(200);
    const limited = await forgot(payload);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await forgot({ ...payload, manufacturerCode: 'BOREAL' })).statusCode).toBe(200);
  });

  it('limits one address to 20 requests an hour', async () => {
    const remoteAddress = '10.3.9.9';
    for (let i = 0; i < 20; i++) {
      expect(
        (await forgot({ email: `u${i}@x.example`, manufacturerCode: 'ACME' }, {}, remoteAddress))
          .statusCode,
      ).toBe(200);
    }
    expect(
      (await forgot({ email: 'last@x.example', manufacturerCode: 'ACME' }, {}, remoteAddress))
        .statusCode,
    ).toBe(429);
  });
});

describe('PUT /api/user/{code}/password', () => {
  const t = useTestApp();
  let acme: { id: number };
  let boreal: { id: number };

  beforeAll(async () => {
    acme = await createTenant(t.db, 'ACME');
    boreal = await createTenant(t.db, 'BOREAL');
  });

  const change = (
    code: string,
    token: string,
    payload: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/user/${code}/password`,
      payload,
      headers: { ...bearer(token), ...headers },
    });
  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress: nextAddress(),
    });
  const NEW = 'the-new-password-1';
  const valid = {
    current_password: TEST_PASSWORD,
    new_password: NEW,
    new_password_confirmation: NEW,
  };

  it('updates the password, keeps this session and revokes the others', async () => {
    const user = await createUser(t.db, { email: 'changer@acme.example', tenantId: acme.id });
    await t.db
      .updateTable('users')
      .set({ password_changed_at: '2020-01-01T00:00:00Z' })
      .where('id', '=', user.id)
      .execute();
    const before = await t.db
      .selectFrom('users')
      .select(['password_changed_at', 'password_hash'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const current = await sessionFor(t.db, user.id, acme.id);
    const other = await sessionFor(t.db, user.id, acme.id);

    const response = await change('acme', current, valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password updated successfully!' });

    const after = await t.db
      .selectFrom('users')
      .select(['password_changed_at', 'password_hash'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(after.password_changed_at.getTime()).toBeGreaterThan(
      before.password_changed_at.getTime(),
    );
    expect(after.password_hash).not.toBe(before.password_hash);
    expect(after.password_hash).toMatch(/^\$argon2id\$/);

    const logoutOther = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(other),
    });
    expect(logoutOther.statusCode).toBe(401);
    // The current session still works: a second change with the new password goes through.
    const again = await change('ACME', current, {
      current_password: NEW,
      new_password: 'third-password',
      new_password_confirmation: 'third-password',
    });
    expect(again.statusCode).toBe(200);

    expect((await login('changer@acme.example', TEST_PASSWORD)).statusCode).toBe(422);
    expect((await login('changer@acme.example', 'third-password')).statusCode).toBe(200);
  });

  it('refuses a wrong current password on current_password (es), changing nothing', async () => {
    const user = await createUser(t.db, { email: 'wrong@acme.example', tenantId: acme.id });
    const token = await sessionFor(t.db, user.id, acme.id);
    const other = await sessionFor(t.db, user.id, acme.id);
    const response = await change(
      'ACME',
      token,
      { ...valid, current_password: 'not-it' },
      { 'accept-language': 'es' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'La contraseña actual es incorrecta.',
      errors: { current_password: ['La contraseña actual es incorrecta.'] },
    });
    expect((await login('wrong@acme.example', TEST_PASSWORD)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(other) }))
        .statusCode,
    ).toBe(204);
  });

  it('validates every field, per field (fr)', async () => {
    const user = await createUser(t.db, { email: 'fields@acme.example', tenantId: acme.id });
    const token = await sessionFor(t.db, user.id, acme.id);
    const empty = await change('ACME', token, {}, { 'accept-language': 'fr' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json<ErrorBody>().errors).toEqual({
      current_password: ['Ce champ est obligatoire'],
      new_password: ['Ce champ est obligatoire'],
      new_password_confirmation: ['Ce champ est obligatoire'],
    });
    const mismatch = await change(
      'ACME',
      token,
      { ...valid, new_password_confirmation: 'different-1' },
      { 'accept-language': 'fr' },
    );
    expect(mismatch.json<ErrorBody>().errors).toEqual({
      new_password_confirmation: ['Les nouveaux mots de passe ne correspondent pas.'],
    });
    const short = await change('ACME', token, {
      ...valid,
      new_password: 'short',
      new_password_confirmation: 'short',
    });
    expect(short.json<ErrorBody>().errors).toEqual({
      new_password: ['The password must be at least 8 characters.'],
    });
  });

  it('needs a session (401) of this company (403)', async () => {
    const noToken = await t.app.inject({
      method: 'PUT',
      url: '/api/user/ACME/password',
      payload: valid,
    });
    expect(noToken.statusCode).toBe(401);
    const user = await createUser(t.db, { email: 'isolated@acme.example', tenantId: acme.id });
    const token = await sessionFor(t.db, user.id, acme.id);
    expect((await change('BOREAL', token, valid)).statusCode).toBe(403);
    const borealUser = await createUser(t.db, { email: 'b@boreal.example', tenantId: boreal.id });
    const borealToken = await sessionFor(t.db, borealUser.id, boreal.id);
    expect((await change('ACME', borealToken, valid)).statusCode).toBe(403);
  });
});
