import type { KyselyPlugin } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helpers/fixtures.ts';
import {
  createOrderWorld,
  orderBody,
  type OrderWorld,
} from '../../../test/helpers/order-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { readOrderDocument } from './order-document.ts';

/**
 * Every order e-mail (and PDF) reads its order's document: on that path the statement is built
 * and compiled by Kysely once per scope shape, not at each read (issue 25 point 3; built-once.ts).
 * A plugin sees a query each time Kysely compiles one, and never a statement compiled before.
 */
describe('the order document read', () => {
  const t = useTestApp();
  let world: OrderWorld;
  const placed: number[] = [];

  beforeAll(async () => {
    world = await createOrderWorld(t.db);
    for (const purchaseOrder of ['PO-1', 'PO-2']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/orders/ACME',
        headers: bearer(world.users.buyerA.token),
        payload: orderBody(world, [{ puom_id: world.products.bolt.defaultPuomId, sale_qty: 2 }], {
          purchase_order: purchaseOrder,
        }),
      });
      expect(response.statusCode, response.body).toBe(201);
      placed.push(response.json<{ data: { id: number } }>().data.id);
    }
  });

  it('compiles its statement once for the reads of one scope shape, each with its own order', async () => {
    let compiled = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        compiled += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const db = t.db.withPlugin(counting);
    const tenant = { tenantId: world.acme.id };
    const buyer = { tenantId: world.acme.id, customerId: world.customerA.id };

    const documents = [
      await readOrderDocument(db, tenant, placed[0]!),
      await readOrderDocument(db, tenant, placed[1]!),
      await readOrderDocument(db, tenant, placed[0]!),
    ];
    expect(documents.map((document) => document?.purchaseOrder)).toEqual(['PO-1', 'PO-2', 'PO-1']);
    expect(compiled).toBe(1);

    // Another shape (a buyer's scope) is compiled once too, and still scoped by its customer.
    expect((await readOrderDocument(db, buyer, placed[1]!))?.purchaseOrder).toBe('PO-2');
    expect(
      await readOrderDocument(db, { ...buyer, customerId: world.customerB.id }, placed[1]!),
    ).toBeUndefined();
    expect(compiled).toBe(2);
  });
});
