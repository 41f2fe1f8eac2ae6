import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminUomList, AdminUomResponse } from '@portal/contract';
import {
  auditRows,
  createAdminWorld,
  type AdminWorld,
} from '../../../../test/helpers/admin-fixtures.ts';
import { createProduct, createUom } from '../../../../test/helpers/catalogue-fixtures.ts';
import { useTestApp } from '../../../../test/helpers/test-app.ts';

describe('admin units of measure', () => {
  const t = useTestApp();
  let world: AdminWorld;
  let borealUom: number;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    await createProduct(t.db, world.acme.id, { partNumber: 'A-1', uomCode: 'EA' });
    await createProduct(t.db, world.acme.id, { partNumber: 'A-2', uomCode: 'EA' });
    borealUom = await createUom(t.db, world.boreal.id, 'KG');
  });

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    payload?: object,
    headers = world.acmeAdmin.headers,
  ) =>
    t.app.inject({
      method,
      url: `/api/admin/ACME${path}`,
      headers,
      ...(payload ? { payload } : {}),
    });

  it('lists the tenant units with the number of products selling in each', async () => {
    const response = await call('GET', '/uoms');
    expect(response.json<AdminUomList>().data).toEqual([
      { id: expect.any(Number) as number, code: 'EA', description: 'EA', product_count: 2 },
    ]);
  });

  let box: number;

  it('creates a unit with an upper-cased code (201), audited', async () => {
    const response = await call('POST', '/uoms', { code: ' bx ', description: 'Box of 12' });
    expect(response.statusCode).toBe(201);
    const { data } = response.json<AdminUomResponse>();
    expect(data).toMatchObject({ code: 'BX', description: 'Box of 12', product_count: 0 });
    box = data.id;
    const [audit] = await auditRows(t.db, world.acme.id, 'uom');
    expect(audit).toMatchObject({
      action: 'uom.create',
      entity_id: String(box),
      before: null,
      after: { code: 'BX', description: 'Box of 12' },
    });
  });

  it('refuses a taken code or an invalid one (422)', async () => {
    const taken = await call('POST', '/uoms', { code: 'ea' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({
      errors: { code: ['A unit of measure with this code already exists.'] },
    });
    expect((await call('POST', '/uoms', { code: 'E A' })).statusCode).toBe(422);
    expect((await call('PATCH', `/uoms/${box}`, { code: 'EA' })).statusCode).toBe(422);
  });

  it('refuses an update naming no known field (422, translated), never building an empty SET', async () => {
    for (const body of [{}, { colour: 'red' }]) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/ACME/uoms/${box}`,
        headers: { ...world.acmeAdmin.headers, 'accept-language': 'es' },
        payload: body,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Nada que cambiar: envíe al menos un campo.',
        errors: { _: ['Nada que cambiar: envíe al menos un campo.'] },
      });
    }
  });

  it('renames a unit, audited with before and after', async () => {
    const response = await call('PATCH', `/uoms/${box}`, { code: 'BOX', description: 'Box' });
    expect(response.json<AdminUomResponse>().data).toMatchObject({
      code: 'BOX',
      description: 'Box',
    });
    const audit = (await auditRows(t.db, world.acme.id, 'uom')).at(-1);
    expect(audit).toMatchObject({
      action: 'uom.update',
      before: { code: 'BX', description: 'Box of 12' },
      after: { code: 'BOX', description: 'Box' },
    });
  });

  it('keeps tenants apart: another tenant unit is 404, other admins and buyers 403', async () => {
    expect((await call('PATCH', `/uoms/${borealUom}`, { description: 'x' })).statusCode).toBe(404);
    expect((await call('GET', '/uoms', undefined, world.acmeBuyer.headers)).statusCode).toBe(403);
    expect((await call('GET', '/uoms', undefined, world.borealAdmin.headers)).statusCode).toBe(403);
    const kg = await t.db
      .selectFrom('uoms')
      .select('description')
      .where('id', '=', borealUom)
      .executeTakeFirstOrThrow();
    expect(kg.description).toBe('KG');
  });
});
