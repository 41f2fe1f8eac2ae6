import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiKeyList,
  ApiKeyResponse,
  CreatedApiKeyResponse,
  ErrorBody,
} from '@portal/contract';
import {
  auditRows,
  createAdminWorld,
  type AdminWorld,
} from '../../../../test/helpers/admin-fixtures.ts';
import { useTestApp } from '../../../../test/helpers/test-app.ts';

describe('API keys in the console', () => {
  const t = useTestApp();
  let world: AdminWorld;
  beforeAll(async () => {
    world = await createAdminWorld(t.db);
  });

  const create = (body: object, headers = world.acmeAdmin.headers, code = 'ACME') =>
    t.app.inject({ method: 'POST', url: `/api/admin/${code}/api-keys`, headers, payload: body });
  const list = (headers = world.acmeAdmin.headers, code = 'ACME') =>
    t.app.inject({ method: 'GET', url: `/api/admin/${code}/api-keys`, headers });
  const revoke = (id: number, headers = world.acmeAdmin.headers, code = 'ACME') =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/${code}/api-keys/${id}`, headers });
  const readOrders = (key: string, code = 'ACME') =>
    t.app.inject({
      method: 'GET',
      url: `/api/integration/${code}/orders`,
      headers: { authorization: `Bearer ${key}` },
    });

  let erp: CreatedApiKeyResponse['data'];

  it('creates a key, shows its secret once and keeps only its hash', async () => {
    const response = await create({ name: 'ERP', scopes: ['orders:read', 'catalogue:write'] });
    expect(response.statusCode).toBe(201);
    erp = response.json<CreatedApiKeyResponse>().data;
    expect(erp.key).toMatch(/^opk_[A-Za-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    expect(erp.key.startsWith(`${erp.prefix}_`)).toBe(true);
    // Scopes come back in their canonical order, whatever the order sent.
    expect(erp.scopes).toEqual(['catalogue:write', 'orders:read']);
    expect(erp.created_by?.email).toBe('admin@acme.test');
    // The secret may itself hold '_' (base64url): it is what follows the prefix.
    const secret = erp.key.slice(erp.prefix.length + 1);
    expect(secret).toHaveLength(43);
    const stored = await t.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', erp.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(stored.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    const audit = (await auditRows(t.db, world.acme.id, 'api_key')).at(-1);
    expect(audit).toMatchObject({ action: 'api_key.create', actor_user_id: world.acmeAdmin.id });
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('lists keys without their secret, with their last use', async () => {
    expect((await readOrders(erp.key)).statusCode).toBe(200);
    const response = await list();
    expect(response.statusCode).toBe(200);
    const [key] = response.json<ApiKeyList>().data;
    expect(key).toMatchObject({ id: erp.id, name: 'ERP', prefix: erp.prefix, revoked_at: null });
    expect(key?.last_used_at).not.toBeNull();
    expect(response.body).not.toContain(erp.key);
  });

  it('refuses a second active key of the same name, and bad scopes', async () => {
    const taken = await create({ name: 'erp', scopes: ['orders:read'] });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({
      message: 'An active key already has this name.',
      errors: { name: ['An active key already has this name.'] },
    });
    const none = await create({ name: 'Empty', scopes: [] });
    expect(none.statusCode).toBe(422);
    expect((none.json<ErrorBody>().errors ?? {}).scopes).toEqual(['Choose at least one scope.']);
    const unknown = await create({ name: 'Root', scopes: ['admin'] });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json<ErrorBody>().errors ?? {})).toEqual(['scopes.0']);
  });

  it("another tenant's administrator can neither see nor revoke ACME's key", async () => {
    const borealList = await list(world.borealAdmin.headers, 'BOREAL');
    expect(borealList.json<ApiKeyList>().data).toEqual([]);
    expect((await revoke(erp.id, world.borealAdmin.headers, 'BOREAL')).statusCode).toBe(404);
    expect((await readOrders(erp.key)).statusCode).toBe(200);
  });

  it('revokes a key: its next call is refused, and its name is free again', async () => {
    const response = await revoke(erp.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<ApiKeyResponse>().data.revoked_at).not.toBeNull();
    const refused = await readOrders(erp.key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'The API key is missing, unknown or revoked.' });
    // Revoking again changes nothing, and is not audited twice.
    expect((await revoke(erp.id)).statusCode).toBe(200);
    const revocations = (await auditRows(t.db, world.acme.id, 'api_key')).filter(
      (row) => row.action === 'api_key.revoke',
    );
    expect(revocations).toHaveLength(1);
    expect((await create({ name: 'ERP', scopes: ['orders:read'] })).statusCode).toBe(201);
    expect((await list()).json<ApiKeyList>().data.map((k) => k.revoked_at === null)).toEqual([
      true,
      false,
    ]);
  });

  it('is only for administrators', async () => {
    expect((await list(world.acmeBuyer.headers)).statusCode).toBe(403);
    expect(
      (await create({ name: 'X', scopes: ['orders:read'] }, world.acmeBuyer.headers)).statusCode,
    ).toBe(403);
  });
});
