import type { ErrorBody } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import {
  addMembership,
  bearer,
  createTenant,
  createUser,
  registrationBody,
  sessionFor,
} from '../../../test/helpers/fixtures.ts';

const url = (code: string) => `/api/user/${code}/email-preferences`;

describe('e-mail preferences', () => {
  const t = useTestApp();

  it('start in the language the member registered in, with status e-mails on', async () => {
    await createTenant(t.db, 'ACME');
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
      payload: registrationBody({ manufacturerCode: 'ACME', email: 'nouveau@example.com' }),
    });
    expect(registered.statusCode).toBe(201);
    const membership = await t.db
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.user_id')
      .select(['memberships.language', 'memberships.order_status_emails'])
      .where('users.email', '=', 'nouveau@example.com')
      .executeTakeFirstOrThrow();
    expect(membership).toEqual({ language: 'fr', order_status_emails: true });
  });

  it('are each member own, at each company: a change at one leaves the other', async () => {
    const acme = await createTenant(t.db, 'PREFA');
    const boreal = await createTenant(t.db, 'PREFB');
    const user = await createUser(t.db, { email: 'multi@example.com', tenantId: acme.id });
    await addMembership(t.db, user.id, boreal.id);
    const other = await createUser(t.db, { email: 'other@example.com', tenantId: acme.id });
    const atAcme = bearer(await sessionFor(t.db, user.id, acme.id));
    const atBoreal = bearer(await sessionFor(t.db, user.id, boreal.id));

    const before = await t.app.inject({ method: 'GET', url: url('PREFA'), headers: atAcme });
    expect(before.json()).toEqual({ language: 'en', order_status_emails: true });
    const put = await t.app.inject({
      method: 'PUT',
      url: url('PREFA'),
      headers: atAcme,
      payload: { language: 'es', order_status_emails: false },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ language: 'es', order_status_emails: false });

    const boreals = await t.app.inject({ method: 'GET', url: url('PREFB'), headers: atBoreal });
    expect(boreals.json()).toEqual({ language: 'en', order_status_emails: true });
    const others = await t.db
      .selectFrom('memberships')
      .select(['language', 'order_status_emails'])
      .where('user_id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(others).toEqual({ language: 'en', order_status_emails: true });
    // A session of one company never reads or writes another's choices.
    const across = await t.app.inject({ method: 'GET', url: url('PREFB'), headers: atAcme });
    expect(across.statusCode).toBe(403);
  });

  it('answer 422 per field, translated, for a language or a choice it does not know', async () => {
    const acme = await createTenant(t.db, 'PREFC');
    const user = await createUser(t.db, { email: 'buyer@example.com', tenantId: acme.id });
    const headers = {
      ...bearer(await sessionFor(t.db, user.id, acme.id)),
      'accept-language': 'es',
    };
    const bad = await t.app.inject({
      method: 'PUT',
      url: url('PREFC'),
      headers,
      payload: { language: 'de', order_status_emails: 'maybe' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<ErrorBody>().errors).toEqual({
      language: ['Elija inglés, español o francés.'],
      order_status_emails: ['Elija sí o no.'],
    });
  });
});
