import { formatMoney } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/helpers/admin-fixtures.ts';
import { bearer } from '../../../test/helpers/fixtures.ts';
import {
  createOrderWorld,
  orderBody,
  setTenantSetting,
  type OrderWorld,
} from '../../../test/helpers/order-fixtures.ts';
import { pdfText } from '../../../test/helpers/pdf-text.ts';
import { readOrderDocument } from './order-document.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { pathTo } from '@portal/contract/endpoints/endpoint';
import * as consoleEndpoints from '@portal/contract/endpoints/console';
import * as memberEndpoints from '@portal/contract/endpoints/member';

/** The order's PDF (issue 27 point 2), read back as text by PDF.js. */
describe('the order as a PDF', () => {
  const t = useTestApp();
  let world: OrderWorld;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  let order: { id: number; sale_no: number; total: number };

  beforeAll(async () => {
    world = await createOrderWorld(t.db);
    admin = await signedIn(t.db, 'admin@acme.test', world.acme.id, { role: 'admin' });
    await setTenantSetting(t.db, world.acme.id, 'brand_color', '#b91c1c');
    const placed = await t.app.inject({
      method: 'POST',
      url: pathTo(memberEndpoints.orders, { code: 'ACME' }),
      headers: bearer(world.users.buyerA.token),
      payload: orderBody(
        world,
        [
          { puom_id: world.products.bolt.defaultPuomId, sale_qty: 400 },
          { puom_id: world.products.washer.defaultPuomId, sale_qty: 3 },
        ],
        // Accents of the three languages, as a buyer may type them.
        { purchase_order: 'PO-Ñandú-ç-é' },
      ),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    order = placed.json<{ data: typeof order }>().data;
  });

  const download = (url: string, token: string, language: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(token), 'accept-language': language },
    });

  /**
   * Money as the language writes it. The PDF writes the narrow no-break space as a no-break space
   * (the standard fonts lack it), and PDF.js reads either back as a plain space.
   */
  const pdfMoney = (amount: number, language: string) =>
    formatMoney(amount, language).replace(/[\u202f\u00a0]/g, ' ');

  it.each(['en', 'es', 'fr'])(
    'gives the buyer their order in %s: lines, total in the language, PO number',
    async (language) => {
      const response = await download(
        pathTo(memberEndpoints.orderPdf, { code: 'ACME', orderId: order.id }),
        world.users.buyerA.token,
        language,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="ACME-order-${order.sale_no}.pdf"`,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
      const text = await pdfText(response.rawPayload);
      for (const part of ['BOLT-8', 'Hex bolt M8', 'WASH-8', 'Flat washer M8', 'PO-Ñandú-ç-é']) {
        expect(text).toContain(part);
      }
      expect(text).toContain(pdfMoney(order.total, language));
      expect(text).toContain(String(order.sale_no));
      const words = {
        en: ['Part number', 'Submitted, awaiting confirmation'],
        es: ['Número de pieza', 'Enviado, pendiente de confirmación'],
        fr: ['Référence', 'Envoyée, en attente de confirmation'],
      }[language]!;
      for (const word of words) expect(text).toContain(word);
    },
  );

  it('reads the order for its documents in one statement: head, placer and lines', async () => {
    const statements = t.database.statements.count;
    const document = await readOrderDocument(t.database.db, { tenantId: world.acme.id }, order.id);
    expect(t.database.statements.count - statements).toBe(1);
    const placer = await t.db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('id', '=', world.users.buyerA.id)
      .executeTakeFirstOrThrow();
    expect(document?.placedBy).toEqual({
      firstName: placer.first_name,
      lastName: placer.last_name,
    });
    expect(document?.lines.map((line) => [line.partNumber, line.quantity])).toEqual([
      ['BOLT-8', 400],
      ['WASH-8', 3],
    ]);
    // Another customer's buyer reaches nothing.
    expect(
      await readOrderDocument(
        t.database.db,
        { tenantId: world.acme.id, customerId: world.customerB.id },
        order.id,
      ),
    ).toBeUndefined();
  });

  it('gives the console the tenant order with the staff status word', async () => {
    const response = await download(
      pathTo(consoleEndpoints.adminOrderPdf, { code: 'ACME', id: order.id }),
      admin.token,
      'fr',
    );
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Brouillon');
    expect(text).toContain('Alpha Hardware');
    expect(text).toContain(pdfMoney(order.total, 'fr'));
  });

  it('answers 404 to another customer of the tenant and to another tenant, 401 to nobody', async () => {
    const url = pathTo(memberEndpoints.orderPdf, { code: 'ACME', orderId: order.id });
    expect((await download(url, world.users.buyerB.token, 'en')).statusCode).toBe(404);
    expect((await download(url, world.users.noCustomer.token, 'en')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const boreal = await signedIn(t.db, 'admin@boreal.test', world.boreal.id, { role: 'admin' });
    const elsewhere = await download(
      pathTo(consoleEndpoints.adminOrderPdf, { code: 'BOREAL', id: order.id }),
      boreal.token,
      'en',
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('says under each line what shipped and what is backordered, once anything has (issue 31)', async () => {
    await t.db
      .updateTable('orders')
      .set({ status: 'pending' })
      .where('id', '=', order.id)
      .execute();
    const shipped = await t.app.inject({
      method: 'POST',
      url: pathTo(consoleEndpoints.adminRecordShipment, { code: 'ACME', id: order.id }),
      headers: admin.headers,
      payload: {
        carrier: 'ups',
        shipped_date: '2026-11-20',
        lines: [{ line_no: 1, quantity: 100 }],
      },
    });
    expect(shipped.statusCode, shipped.body).toBe(201);
    const response = await download(
      pathTo(memberEndpoints.orderPdf, { code: 'ACME', orderId: order.id }),
      world.users.buyerA.token,
      'en',
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Shipped 100, backordered 300');
    expect(text).toContain('Shipped 0, backordered 3');
  });

  it('writes a long order over several pages, each numbered', async () => {
    const lines = Array.from({ length: 60 }, () => ({
      puom_id: world.products.bolt.defaultPuomId,
      sale_qty: 1,
    }));
    const placed = await t.app.inject({
      method: 'POST',
      url: pathTo(memberEndpoints.orders, { code: 'ACME' }),
      headers: bearer(world.users.buyerA.token),
      payload: orderBody(world, lines),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id } = placed.json<{ data: { id: number } }>().data;
    const response = await download(
      pathTo(memberEndpoints.orderPdf, { code: 'ACME', orderId: id }),
      world.users.buyerA.token,
      'es',
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toMatch(/Página 1 de [2-9]/);
    expect(text.match(/BOLT-8/g)).toHaveLength(60);
  });
});
