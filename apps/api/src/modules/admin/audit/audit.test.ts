import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditList } from '@portal/contract';
import { createAdminWorld, type AdminWorld } from '../../../../test/helpers/admin-fixtures.ts';
import { useTestApp } from '../../../../test/helpers/test-app.ts';
import { recordAudit } from './record-audit.ts';

describe('admin audit log', () => {
  const t = useTestApp();
  let world: AdminWorld;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
  });

  const audit = async (query = '', headers = world.acmeAdmin.headers) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/ACME/audit${query}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<AuditList>();
  };

  it('shows every change made through the console, newest first, with the actor', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/ACME/customers',
      headers: world.acmeAdmin.headers,
      payload: { code: 'AUD-1', name: 'Audited' },
    });
    const customerId = created.json<{ data: { id: number } }>().data.id;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/ACME/customers/${customerId}`,
      headers: world.acmeAdmin.headers,
      payload: { name: 'Audited Ltd' },
    });
    // BOREAL's administrator works at BOREAL; none of it shows at ACME.
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/BOREAL/customers',
      headers: world.borealAdmin.headers,
      payload: { code: 'AUD-B', name: 'Boreal audited' },
    });

    const body = await audit();
    expect(body.meta).toMatchObject({ total: 2, per_page: 20, from: 1, to: 2 });
    expect(body.data).toEqual([
      {
        id: expect.any(Number) as number,
        action: 'customer.update',
        entity: 'customer',
        entity_id: String(customerId),
        before: { name: 'Audited' },
        after: { name: 'Audited Ltd' },
        actor: { id: world.acmeAdmin.id, email: 'admin@acme.test', name: 'Ada Admin' },
        api_key: null,
        created_at: expect.any(String) as string,
      },
      expect.objectContaining({ action: 'customer.create', before: null }),
    ]);
  });

  it('filters by entity and pages', async () => {
    for (let i = 0; i < 21; i++) {
      await recordAudit(t.db, {
        tenantId: world.acme.id,
        actorUserId: null,
        action: 'order.status',
        entity: 'order',
        entityId: i,
        before: { status: 'draft' },
        after: { status: 'pending' },
      });
    }
    const orders = await audit('?entity=order');
    expect(orders.meta).toMatchObject({ total: 21, last_page: 2 });
    expect(orders.data[0]).toMatchObject({ entity_id: '20', actor: null });
    const page2 = await audit('?entity=order&page=2');
    expect(page2.data.map((row) => row.entity_id)).toEqual(['0']);
    expect((await audit('?entity=customer')).meta.total).toBe(2);
    expect((await audit('?entity=nothing')).data).toEqual([]);
  });

  it('refuses a malformed entity', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/ACME/audit?entity=Order;drop',
      headers: world.acmeAdmin.headers,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { entity: ['Unknown record type.'] } });
  });

  it('never records a snapshot holding a secret', async () => {
    const attempt = recordAudit(t.db, {
      tenantId: world.acme.id,
      actorUserId: world.acmeAdmin.id,
      action: 'user.update',
      entity: 'user',
      entityId: 1,
      before: null,
      after: { email: 'x@acme.test', password_hash: '$argon2id$...' },
    });
    await expect(attempt).rejects.toThrow(/secret/);
    const rows = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('entity', '=', 'user')
      .execute();
    expect(rows).toEqual([]);
  });
});
