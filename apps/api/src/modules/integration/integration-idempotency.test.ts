import { beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, type TestApiKey } from '../../../test/helpers/api-key-fixtures.ts';
import { createTenant } from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

/**
 * The integration API's bulk writes take an Idempotency-Key (decision 021), per API key: an ERP
 * retrying a PUT it got no answer to gets the first answer, not a second write. PUT customers
 * shows it: its answer counts what it created, which a second run would not.
 */
describe('Idempotency-Key on the integration API’s bulk writes', () => {
  const t = useTestApp();
  let acme: { id: number };
  let boreal: { id: number };
  let erp: TestApiKey;
  let otherErp: TestApiKey;
  let borealErp: TestApiKey;

  beforeAll(async () => {
    acme = await createTenant(t.db, 'ACME');
    boreal = await createTenant(t.db, 'BOREAL');
    erp = await createApiKey(t.db, acme.id, 'ERP');
    otherErp = await createApiKey(t.db, acme.id, 'Other ERP');
    borealErp = await createApiKey(t.db, boreal.id, 'Boreal ERP');
  });

  const putCustomers = (
    code: string,
    apiKey: TestApiKey,
    items: object[],
    key: string,
    language = 'en',
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/integration/${code}/customers`,
      headers: { ...apiKey.headers, 'idempotency-key': key, 'accept-language': language },
      payload: { items },
    });

  const customersCoded = (tenantId: number, code: string) =>
    t.db
      .selectFrom('customers')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('code', '=', code)
      .execute();

  const auditOf = (tenantId: number) =>
    t.db
      .selectFrom('audit_log')
      .select('action')
      .where('tenant_id', '=', tenantId)
      .where('entity', '=', 'customer')
      .execute();

  const items = [{ code: 'ERP-1', name: 'From the ERP' }];

  it('answers a retry with the same key and body as the first time, and writes once', async () => {
    const first = await putCustomers('ACME', erp, items, 'erp-batch-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ data: { created: 1, updated: 0, unchanged: 0 } });
    const audited = (await auditOf(acme.id)).length;
    const retry = await putCustomers('ACME', erp, items, 'erp-batch-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await customersCoded(acme.id, 'ERP-1')).toHaveLength(1);
    expect((await auditOf(acme.id)).length).toBe(audited);
  });

  it('refuses the same key with another body (422, translated), and writes nothing', async () => {
    const other = await putCustomers(
      'ACME',
      erp,
      [{ code: 'ERP-2', name: 'Another' }],
      'erp-batch-1',
      'es',
    );
    expect(other.statusCode).toBe(422);
    const message =
      'Esta Idempotency-Key ya se usó para otra solicitud. Envíe una clave nueva con una solicitud nueva.';
    expect(other.json()).toEqual({ message, errors: { 'idempotency-key': [message] } });
    expect(await customersCoded(acme.id, 'ERP-2')).toEqual([]);
  });

  it('keeps each API key’s keys apart, and each company’s', async () => {
    // Another key of the company with the same Idempotency-Key: its own request runs.
    const colleague = await putCustomers('ACME', otherErp, items, 'erp-batch-1');
    expect(colleague.statusCode, colleague.body).toBe(200);
    expect(colleague.headers['idempotent-replayed']).toBeUndefined();
    expect(colleague.json()).toEqual({ data: { created: 0, updated: 0, unchanged: 1 } });
    // Another company's key: its own customer, never ACME's answer.
    const foreign = await putCustomers('BOREAL', borealErp, items, 'erp-batch-1');
    expect(foreign.statusCode, foreign.body).toBe(200);
    expect(foreign.headers['idempotent-replayed']).toBeUndefined();
    expect(foreign.json()).toEqual({ data: { created: 1, updated: 0, unchanged: 0 } });
    expect(await customersCoded(boreal.id, 'ERP-1')).toHaveLength(1);
  });

  it('writes once when two requests with the same key and body arrive at once', async () => {
    const batch = [{ code: 'ERP-3', name: 'Raced' }];
    const [one, two] = await Promise.all([
      putCustomers('ACME', erp, batch, 'erp-batch-race'),
      putCustomers('ACME', erp, batch, 'erp-batch-race'),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.json()).toEqual({ data: { created: 1, updated: 0, unchanged: 0 } });
    expect(two.json()).toEqual(one.json());
    expect(await customersCoded(acme.id, 'ERP-3')).toHaveLength(1);
  });
});
