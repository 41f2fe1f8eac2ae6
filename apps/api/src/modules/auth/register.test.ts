import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ErrorBody } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestAppWithEnv } from '../../../test/helpers/admin-fixtures.ts';
import {
  createTenant,
  createUser,
  NEW_PASSWORD,
  registrationBody,
  TEST_PASSWORD,
} from '../../../test/helpers/fixtures.ts';
import { readOutbox } from '../../../test/helpers/outbox.ts';

/** The lower-case company code checks that the code is read case-insensitively. */
const registration = (overrides: Record<string, unknown> = {}) =>
  registrationBody({ manufacturerCode: 'acme', ...overrides });

// Every test comes from its own address, so that the per-address limit only bites where tested.
let lastOctet = 0;
const nextAddress = () => `10.1.0.${++lastOctet}`;

describe('POST /api/register', () => {
  const outbox = mkdtempSync(join(tmpdir(), 'portal-register-outbox-'));
  const t = useTestAppWithEnv(() => ({ OUTBOX_DIR: outbox, PUBLIC_URL: 'https://portal.example' }));
  afterAll(() => rmSync(outbox, { recursive: true, force: true }));
  let acme: { id: number };
  let boreal: { id: number };

  beforeAll(async () => {
    acme = await createTenant(t.db, 'ACME');
    boreal = await createTenant(t.db, 'BOREAL');
    await createTenant(t.db, 'GONE').then((gone) =>
      t.db.updateTable('tenants').set({ active: false }).where('id', '=', gone.id).execute(),
    );
    await createUser(t.db, {
      email: 'known@example.com',
      tenantId: acme.id,
      firstName: 'Kim',
      lastName: 'Known',
    });
  });

  const mailsTo = (email: string) => readOutbox(outbox).filter((mail) => mail.to === email);
  /** The notices are sent after the answer: wait for the count expected. */
  const waitForMails = (email: string, count: number) =>
    vi.waitFor(
      () => {
        const mails = mailsTo(email);
        expect(mails).toHaveLength(count);
        return mails;
      },
      { timeout: 5_000, interval: 50 },
    );

  const register = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: body as object,
      headers,
      remoteAddress: nextAddress(),
    });

  const membershipsOf = (email: string) =>
    t.db
      .selectFrom('memberships as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.tenant_id', 'm.status', 'm.role', 'm.registration', 'u.password_hash'])
      .where('u.email', '=', email)
      .orderBy('m.tenant_id')
      .execute();

  it('creates a user with an argon2id hash and a pending membership with the details', async () => {
    const response = await register(registration());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Registration successful! Your account is pending company approval.',
    });
    expect(response.body).not.toContain('argon2');

    const [membership] = await membershipsOf('ana@example.com');
    expect(membership).toMatchObject({ tenant_id: acme.id, status: 'pending', role: 'customer' });
    expect(membership!.password_hash).toMatch(/^\$argon2id\$/);
    expect(membership!.registration).toMatchObject({
      company: 'Taller Ana',
      address: '1 Calle Mayor',
      address2: 'Piso 2',
      address3: '',
      city: 'Toronto',
      state: 'ON',
      zip: 'M5V 1A1',
      country: 'CA',
      phone: '(416) 555-0100',
      webAddress: 'https://taller.example',
    });
  });

  it('answers in the caller language', async () => {
    const response = await register(registration({ email: 'es@example.com' }), {
      'accept-language': 'es',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<ErrorBody>().message).toBe(
      '¡Registro completado! Su cuenta está pendiente de aprobación por la empresa.',
    );
  });

  it('a new account cannot sign in before approval', async () => {
    await register(registration({ email: 'waiting@example.com' }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'waiting@example.com', password: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().message).toBe('Your account is pending company approval.');
  });

  it('refuses an unknown or inactive company code on manufacturerCode', async () => {
    for (const code of ['NOPE', 'gone']) {
      const response = await register(
        registration({ email: 'x@example.com', manufacturerCode: code }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Unknown company code.',
        errors: { manufacturerCode: ['Unknown company code.'] },
      });
    }
    expect(await membershipsOf('x@example.com')).toHaveLength(0);
  });

  it('requires every field but address 2, address 3 and website, per field (es)', async () => {
    const response = await register({}, { 'accept-language': 'es' });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    const required = [
      'firstName',
      'lastName',
      'company',
      'address',
      'city',
      'state',
      'zip',
      'country',
      'phone',
      'email',
      'manufacturerCode',
      'password',
      'password_confirmation',
    ];
    expect(Object.keys(errors).sort()).toEqual(required.sort());
    for (const field of required) expect(errors[field]).toEqual(['Este campo es obligatorio']);
  });

  it('keeps an international phone number and stores a North American one as (XXX) XXX-XXXX', async () => {
    const phoneOf = async (email: string) => (await membershipsOf(email))[0]?.registration;
    const abroad = await register(
      registration({ email: 'abroad@example.com', phone: '+44 20 7946 0958' }),
    );
    expect(abroad.statusCode).toBe(201);
    expect(await phoneOf('abroad@example.com')).toMatchObject({ phone: '+44 20 7946 0958' });

    const withCountryCode = await register(
      registration({ email: 'plus-one@example.com', phone: '+1 514 555 0199' }),
    );
    expect(withCountryCode.statusCode).toBe(201);
    expect(await phoneOf('plus-one@example.com')).toMatchObject({ phone: '(514) 555-0199' });
    const user = await t.db
      .selectFrom('users')
      .select('phone')
      .where('email', '=', 'plus-one@example.com')
      .executeTakeFirstOrThrow();
    expect(user.phone).toBe('(514) 555-0199');

    for (const phone of ['(514) 555-01', '(151) 455-5012', '+44 20']) {
      const incomplete = await register(registration({ email: 'short@example.com', phone }));
      expect(incomplete.statusCode).toBe(422);
      expect(incomplete.json<ErrorBody>().errors).toEqual({
        phone: ['Enter a valid phone number.'],
      });
    }
  });

  it('checks email, phone, password length and confirmation (fr)', async () => {
    const fr = { 'accept-language': 'fr-CA,fr;q=0.9' };
    const bad = await register(registration({ email: 'not-an-email', phone: 'call me' }), fr);
    expect(bad.statusCode).toBe(422);
    expect(bad.json<ErrorBody>().errors).toEqual({
      email: ['Saisissez une adresse e-mail valide.'],
      phone: ['Saisissez un numéro de téléphone valide.'],
    });

    const short = await register(
      registration({ password: 'short', password_confirmation: 'short' }),
      fr,
    );
    expect(short.json<ErrorBody>().errors).toEqual({
      password: ['Le mot de passe doit comporter au moins 8 caractères.'],
    });

    const mismatch = await register(registration({ password_confirmation: 'something-else' }));
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json<ErrorBody>().errors).toEqual({
      password_confirmation: ['Passwords do not match'],
    });
  });

  it('answers a known email exactly as a new one, adds nothing, and e-mails the owner (es)', async () => {
    const es = { 'accept-language': 'es' };
    const fresh = await register(
      registration({ email: 'fresh@example.com', manufacturerCode: 'BOREAL' }),
      es,
    );
    const known = await register(
      registration({ email: 'known@example.com', manufacturerCode: 'BOREAL' }),
      es,
    );
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.statusCode).toBe(201);
    expect(known.body).toBe(fresh.body);
    expect(known.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(known.headers['content-length']).toBe(fresh.headers['content-length']);

    const memberships = await membershipsOf('known@example.com');
    expect(memberships.map((m) => [m.tenant_id, m.status])).toEqual([[acme.id, 'approved']]);

    const [mail] = await waitForMails('known@example.com', 1);
    expect(mail!.from).toBe('"BOREAL Inc." <no-reply@portal.example>');
    expect(mail!.subject).toBe('Registro en BOREAL Inc. con su dirección de correo');
    expect(mail!.text).toContain('Hola Kim Known:');
    expect(mail!.text).toContain('no se creó nada y su contraseña no ha cambiado');
    expect(mail!.text).toContain('con esta dirección de correo y su contraseña actual');
    expect(mail!.text).toContain('Página de registro: https://portal.example/register/BOREAL');
    expect(mailsTo('fresh@example.com')).toEqual([]);
  });

  it('lets a known email join another company with its own password, answered alike', async () => {
    const response = await register(
      registration({
        email: 'KNOWN@example.com',
        manufacturerCode: 'BOREAL',
        password: TEST_PASSWORD,
        password_confirmation: TEST_PASSWORD,
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Registration successful! Your account is pending company approval.',
    });
    const memberships = await membershipsOf('known@example.com');
    expect(memberships.map((m) => [m.tenant_id, m.status])).toEqual([
      [acme.id, 'approved'],
      [boreal.id, 'pending'],
    ]);
    const users = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', 'ilike', 'known@example.com')
      .execute();
    expect(users).toHaveLength(1);
    const mail = (await waitForMails('known@example.com', 2))[1]!;
    expect(mail.subject).toBe('Registration at BOREAL Inc. with your e-mail address');
    expect(mail.text).toContain('your account has asked to join BOREAL Inc.');
    expect(mail.text).toContain('Sign-in page: https://portal.example/login/BOREAL');
  });

  it('answers alike at a company the account already belongs to, and adds nothing', async () => {
    const response = await register(
      registration({
        email: 'known@example.com',
        password: TEST_PASSWORD,
        password_confirmation: TEST_PASSWORD,
      }),
      { 'accept-language': 'fr' },
    );
    expect(response.statusCode).toBe(201);
    expect(await membershipsOf('known@example.com')).toHaveLength(2);
    const mail = (await waitForMails('known@example.com', 3))[2]!;
    expect(mail.subject).toBe('Inscription chez ACME Inc. avec votre adresse e-mail');
    expect(mail.text).toContain('Votre compte fait déjà partie de ACME Inc.');
  });

  it('does not count registrations of a known email as failed passwords', async () => {
    await createUser(t.db, { email: 'owner@example.com', tenantId: acme.id });
    const remoteAddress = '10.7.7.7';
    for (let i = 0; i < 12; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: registration({ email: 'owner@example.com', manufacturerCode: 'BOREAL' }),
        remoteAddress,
      });
      expect(response.statusCode).toBe(201);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'owner@example.com', password: TEST_PASSWORD },
      remoteAddress,
    });
    expect(login.statusCode).toBe(200);
    // Five notices a day per account: the owner hears, their mailbox is not flooded.
    await waitForMails('owner@example.com', 5);
    expect(await membershipsOf('owner@example.com')).toHaveLength(1);
  });

  it('keeps one account and one request when the same new email registers twice at once', async () => {
    const body = registration({ email: 'twice@example.com' });
    const answers = await Promise.all([register(body), register(body)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[0].body).toBe(answers[1].body);
    expect(await membershipsOf('twice@example.com')).toHaveLength(1);
    const again = await register(body);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(answers[0].body);
    expect(await membershipsOf('twice@example.com')).toHaveLength(1);
    const mails = await waitForMails('twice@example.com', 2);
    for (const mail of mails) {
      expect(mail.text).toContain('has already asked to join it, so nothing changed');
    }
  });

  it('limits one address to 20 registrations an hour (429 with Retry-After)', async () => {
    const remoteAddress = '10.9.9.9';
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/register', payload: {}, remoteAddress });
    for (let i = 0; i < 20; i++) expect((await send()).statusCode).toBe(422);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    expect(limited.json<ErrorBody>().message).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds\.$/,
    );
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {},
      remoteAddress: '10.9.9.10',
    });
    expect(other.statusCode).toBe(422);
  });
});
