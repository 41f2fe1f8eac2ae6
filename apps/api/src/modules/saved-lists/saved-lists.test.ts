import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_SAVED_LIST_LINES,
  MAX_SAVED_LISTS,
  type SavedListDetailResponse,
  type SavedListLineResponse,
  type SavedListsResponse,
  type SavedListSummaryResponse,
} from '@portal/contract';
import { createProduct } from '../../../test/helpers/catalogue-fixtures.ts';
import { bearer } from '../../../test/helpers/fixtures.ts';
import { createOrderWorld, type OrderWorld } from '../../../test/helpers/order-fixtures.ts';
import {
  addTiers,
  assignPriceList,
  createManyProducts,
  createPriceList,
} from '../../../test/helpers/price-list-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { pathTo } from '@portal/contract/endpoints/endpoint';
import * as memberEndpoints from '@portal/contract/endpoints/member';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('saved lists: /api/lists/:code', () => {
  const t = useTestApp();
  let world: OrderWorld;
  let buyerA: Record<string, string>;
  let scarceId: number;

  beforeAll(async () => {
    world = await createOrderWorld(t.db);
    buyerA = bearer(world.users.buyerA.token);
    const acme = world.acme.id;
    scarceId = (await createProduct(t.db, acme, { partNumber: 'SCARCE-1', available: 3 })).id;
    const list = await createPriceList(t.db, acme, 'Gold');
    const each = await t.db
      .selectFrom('product_uoms')
      .select('uom_id')
      .where('tenant_id', '=', acme)
      .where('id', '=', world.products.bolt.defaultPuomId)
      .executeTakeFirstOrThrow();
    await addTiers(t.db, acme, list, [
      { productId: world.products.bolt.id, uomId: each.uom_id, minQty: 10, unitPrice: 2.1 },
    ]);
    await assignPriceList(t.db, acme, world.customerA.id, list);
  });

  const send = (
    method: Method,
    url: string,
    headers: Record<string, string> = buyerA,
    body?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });

  const create = async (body: unknown, headers = buyerA) => {
    const response = await send(
      'POST',
      pathTo(memberEndpoints.savedLists, { code: 'ACME' }),
      headers,
      body,
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { id: number } }>().data.id;
  };
  const detail = async (id: number, headers = buyerA) => {
    const response = await send(
      'GET',
      pathTo(memberEndpoints.savedList, { code: 'ACME', listId: id }),
      headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SavedListDetailResponse>().data;
  };
  const summaries = async (headers = buyerA) => {
    const response = await send(
      'GET',
      pathTo(memberEndpoints.savedLists, { code: 'ACME' }),
      headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SavedListsResponse>().data;
  };
  /** Every row of the saved-list tables: what "nothing was written" compares. */
  const allRows = async () => ({
    lists: await t.db.selectFrom('saved_lists').selectAll().orderBy('id').execute(),
    lines: await t.db.selectFrom('saved_list_lines').selectAll().orderBy('id').execute(),
  });

  it("saves the cart as a list, merged by product, and shows it with the buyer's prices", async () => {
    const { bolt, washer } = world.products;
    const id = await create({
      name: '  Site 14 — weekly ',
      lines: [
        { product_id: bolt.id, quantity: 4, comment: 'Zinc' },
        { product_id: washer.id, quantity: 50, comment: '' },
        { product_id: bolt.id, quantity: 8 },
      ],
    });
    const list = await detail(id);
    expect(list).toMatchObject({
      id,
      name: 'Site 14 — weekly',
      line_count: 2,
      created_by: 'Test User',
    });
    expect(new Date(list.updated_at).toISOString()).toBe(list.updated_at);
    expect(list.lines).toMatchObject([
      {
        product_id: bolt.id,
        part_number: 'BOLT-8',
        description: 'Hex bolt M8',
        quantity: 12,
        comment: 'Zinc',
        added_by: 'Test User',
        problems: [],
        out_of_stock: false,
        product: { id: bolt.id, price_tiers: [{ min_qty: 10, unit_price: 2.1 }] },
      },
      { product_id: washer.id, quantity: 50, comment: null, problems: [] },
    ]);
  });

  it('lists the customer lists, most recently changed first, with who made each', async () => {
    const first = await create({ name: 'Older' });
    const second = await create({ name: 'Newer' }, bearer(world.users.rep.token));
    let lists = await summaries();
    expect(lists.slice(0, 2)).toMatchObject([
      { id: second, name: 'Newer', line_count: 0, created_by: 'Rita Reyes' },
      { id: first, name: 'Older', line_count: 0, created_by: 'Test User' },
    ]);
    // A change moves a list to the top.
    const added = await send(
      'POST',
      pathTo(memberEndpoints.addSavedListLines, { code: 'ACME', listId: first }),
      buyerA,
      {
        lines: [{ product_id: world.products.washer.id, quantity: 1 }],
      },
    );
    expect(added.statusCode).toBe(200);
    lists = await summaries();
    expect(lists[0]).toMatchObject({ id: first, line_count: 1 });
  });

  it('lets every buyer of the customer see and change a list, with who added each line', async () => {
    const rep = bearer(world.users.rep.token);
    const id = await create({ name: 'Shared' });
    const added = await send(
      'POST',
      pathTo(memberEndpoints.addSavedListLines, { code: 'ACME', listId: id }),
      rep,
      {
        lines: [
          { product_id: world.products.maxTen.id, quantity: 2, comment: 'For the pump room' },
        ],
      },
    );
    expect(added.json()).toEqual({ data: { line_count: 1 } });
    const seen = await detail(id, rep);
    expect(seen).toMatchObject({ created_by: 'Test User', line_count: 1 });
    expect(seen.lines).toMatchObject([{ added_by: 'Rita Reyes', comment: 'For the pump room' }]);
    expect((await summaries(rep)).map((list) => list.id)).toContain(id);
  });

  it('takes a name once per customer whatever its case (409), and lets another customer use it', async () => {
    await create({ name: 'Spring restock' });
    const before = await allRows();
    const taken = await send('POST', pathTo(memberEndpoints.savedLists, { code: 'ACME' }), buyerA, {
      name: ' SPRING RESTOCK',
      lines: [{ product_id: world.products.bolt.id, quantity: 1 }],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: "Your company already has a list named 'SPRING RESTOCK'.",
      errors: { name: ["Your company already has a list named 'SPRING RESTOCK'."] },
    });
    expect(await allRows()).toEqual(before);
    await create({ name: 'Spring restock' }, bearer(world.users.buyerB.token));

    const other = await create({ name: 'Autumn' });
    const renamed = await send(
      'PATCH',
      pathTo(memberEndpoints.savedList, { code: 'ACME', listId: other }),
      buyerA,
      {
        name: 'spring Restock',
      },
    );
    expect(renamed.statusCode).toBe(409);
    const fine = await send(
      'PATCH',
      pathTo(memberEndpoints.savedList, { code: 'ACME', listId: other }),
      buyerA,
      {
        name: ' Autumn 2026 ',
      },
    );
    expect(fine.statusCode).toBe(200);
    expect(fine.json<SavedListSummaryResponse>().data).toMatchObject({
      id: other,
      name: 'Autumn 2026',
      created_by: 'Test User',
    });
  });

  it('adds lines merged by product, and refuses a line it cannot add with nothing written', async () => {
    const { bolt, retired, borealJuice, washer } = world.products;
    const id = await create({ name: 'Merging', lines: [{ product_id: bolt.id, quantity: 5 }] });
    const url = pathTo(memberEndpoints.addSavedListLines, { code: 'ACME', listId: id });
    const merged = await send('POST', url, buyerA, {
      lines: [
        { product_id: bolt.id, quantity: 7, comment: 'Urgent' },
        { product_id: washer.id, quantity: 3 },
      ],
    });
    expect(merged.json()).toEqual({ data: { line_count: 2 } });
    expect((await detail(id)).lines.map((l) => [l.product_id, l.quantity, l.comment])).toEqual([
      [bolt.id, 12, 'Urgent'],
      [washer.id, 3, null],
    ]);

    const before = await allRows();
    const refused = await send('POST', url, buyerA, {
      lines: [
        { product_id: washer.id, quantity: 1 },
        { product_id: retired.id, quantity: 1 },
        { product_id: borealJuice.id, quantity: 1 },
        { product_id: 2_000_000_000, quantity: 1 },
        { product_id: bolt.id, quantity: 999_990 },
      ],
    });
    expect(refused.statusCode).toBe(422);
    const unavailable = ['This product is not available.'];
    expect(refused.json<{ errors: unknown }>().errors).toEqual({
      'lines.1.product_id': unavailable,
      'lines.2.product_id': unavailable,
      'lines.3.product_id': unavailable,
      'lines.4.quantity': [
        'With the 12 already in the list, this line would pass the largest quantity of a line, 1000000.',
      ],
    });
    expect(await allRows()).toEqual(before);
  });

  it('holds at most 1,000 lines, checked with what the list already holds', async () => {
    await createManyProducts(t.db, world.acme.id, MAX_SAVED_LIST_LINES + 1, 'L');
    const rows = await t.db
      .selectFrom('products')
      .select('id')
      .where('tenant_id', '=', world.acme.id)
      .where('part_number', 'like', 'L-%')
      .orderBy('id')
      .execute();
    const lines = rows.map((row) => ({ product_id: row.id, quantity: 1 }));
    const tooMany = await send(
      'POST',
      pathTo(memberEndpoints.savedLists, { code: 'ACME' }),
      buyerA,
      {
        name: 'Too big',
        lines,
      },
    );
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({
      errors: { lines: ['A list can hold at most 1,000 lines.'] },
    });

    const id = await create({ name: 'Full', lines: lines.slice(0, MAX_SAVED_LIST_LINES) });
    expect((await detail(id)).line_count).toBe(MAX_SAVED_LIST_LINES);
    const before = await allRows();
    const url = pathTo(memberEndpoints.addSavedListLines, { code: 'ACME', listId: id });
    const past = await send('POST', url, buyerA, { lines: lines.slice(-1) });
    expect(past.statusCode).toBe(422);
    expect(past.json()).toMatchObject({
      errors: { lines: ['A list can hold at most 1,000 lines.'] },
    });
    expect(await allRows()).toEqual(before);
    // A product already there merges: the list does not grow.
    const again = await send('POST', url, buyerA, { lines: lines.slice(0, 1) });
    expect(again.json()).toEqual({ data: { line_count: MAX_SAVED_LIST_LINES } });

    // Two buyers adding the last line at once: the list is locked, one of them is refused.
    const nearlyFull = await create({
      name: 'Nearly full',
      lines: lines.slice(0, MAX_SAVED_LIST_LINES - 1),
    });
    const nearlyUrl = pathTo(memberEndpoints.addSavedListLines, {
      code: 'ACME',
      listId: nearlyFull,
    });
    const raced = await Promise.all([
      send('POST', nearlyUrl, buyerA, { lines: [lines[MAX_SAVED_LIST_LINES - 1]] }),
      send('POST', nearlyUrl, bearer(world.users.rep.token), {
        lines: [lines[MAX_SAVED_LIST_LINES]],
      }),
    ]);
    expect(raced.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    expect((await detail(nearlyFull)).line_count).toBe(MAX_SAVED_LIST_LINES);
  });

  it('gives a name to one of two lists made at once', async () => {
    const made = await Promise.all([
      send('POST', pathTo(memberEndpoints.savedLists, { code: 'ACME' }), buyerA, { name: 'Raced' }),
      send(
        'POST',
        pathTo(memberEndpoints.savedLists, { code: 'ACME' }),
        bearer(world.users.rep.token),
        { name: 'RACED' },
      ),
    ]);
    expect(made.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it('checks each line as quick order does: problems with their fixes, gone products, stock', async () => {
    const { minSix, washer } = world.products;
    const id = await create({
      name: 'Checked',
      lines: [
        { product_id: minSix.id, quantity: 6 },
        { product_id: washer.id, quantity: 2 },
        { product_id: scarceId, quantity: 5 },
      ],
    });
    const acme = world.acme.id;
    const change = (productId: number, set: { min_order_qty?: number; active?: boolean }) =>
      t.db
        .updateTable('products')
        .set(set)
        .where('tenant_id', '=', acme)
        .where('id', '=', productId)
        .execute();
    await change(minSix.id, { min_order_qty: 12 });
    await change(washer.id, { active: false });
    try {
      const { lines } = await detail(id);
      expect(lines[0]).toMatchObject({
        product: { id: minSix.id, min_order_qty: 12 },
        problems: [{ key: 'orders.minQuantity', params: { minQty: 12 }, fix: { quantity: 12 } }],
      });
      expect(lines[1]).toMatchObject({
        part_number: 'WASH-8',
        description: 'Flat washer M8',
        product: null,
        problems: [
          {
            key: 'quickOrder.productUnavailable',
            message: "Product 'WASH-8' is no longer available.",
            fix: null,
          },
        ],
      });
      expect(lines[2]).toMatchObject({ problems: [], out_of_stock: true });
      const french = await detail(id, { ...buyerA, 'accept-language': 'fr' });
      expect(french.lines[1]!.problems[0]!.message).toBe(
        "Le produit « WASH-8 » n'est plus disponible.",
      );
    } finally {
      await change(minSix.id, { min_order_qty: 6 });
      await change(washer.id, { active: true });
    }
  });

  it('changes a line and answers it checked again; removes lines and lists', async () => {
    const { minSix, bolt } = world.products;
    const id = await create({
      name: 'Editing',
      lines: [
        { product_id: minSix.id, quantity: 6 },
        { product_id: bolt.id, quantity: 1 },
      ],
    });
    const [nut, boltLine] = (await detail(id)).lines;
    const lineUrl = pathTo(memberEndpoints.updateSavedListLine, {
      code: 'ACME',
      listId: id,
      lineId: nut!.id,
    });
    const changed = await send('PATCH', lineUrl, buyerA, { quantity: 2, comment: '  Blue  ' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<SavedListLineResponse>().data).toMatchObject({
      id: nut!.id,
      quantity: 2,
      comment: 'Blue',
      problems: [{ key: 'orders.minQuantity', fix: { quantity: 6 } }],
    });
    const cleared = await send('PATCH', lineUrl, buyerA, { comment: '' });
    expect(cleared.json<SavedListLineResponse>().data).toMatchObject({
      quantity: 2,
      comment: null,
    });
    const nothing = await send('PATCH', lineUrl, buyerA, {});
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json()).toMatchObject({
      message: 'Nothing to change: send at least one field.',
    });

    const removed = await send('DELETE', lineUrl, buyerA);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await detail(id)).lines.map((line) => line.id)).toEqual([boltLine!.id]);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const gone = await send(
        method,
        lineUrl,
        buyerA,
        method === 'PATCH' ? { quantity: 3 } : undefined,
      );
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ message: 'This line is no longer in the list.' });
    }
    // A line of another list of the customer is not this list's.
    const otherList = await create({
      name: 'Other',
      lines: [{ product_id: bolt.id, quantity: 1 }],
    });
    const otherLine = (await detail(otherList)).lines[0]!;
    const crossed = await send(
      'DELETE',
      pathTo(memberEndpoints.updateSavedListLine, {
        code: 'ACME',
        listId: id,
        lineId: otherLine.id,
      }),
      buyerA,
    );
    expect(crossed.statusCode).toBe(404);
    expect((await detail(otherList)).lines).toHaveLength(1);

    const deleted = await send(
      'DELETE',
      pathTo(memberEndpoints.savedList, { code: 'ACME', listId: id }),
      buyerA,
    );
    expect(deleted.statusCode).toBe(204);
    const after = await send(
      'GET',
      pathTo(memberEndpoints.savedList, { code: 'ACME', listId: id }),
      buyerA,
    );
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual({ message: 'Saved list not found.' });
    const orphans = await t.db
      .selectFrom('saved_list_lines')
      .select('id')
      .where('list_id', '=', id)
      .execute();
    expect(orphans).toEqual([]);
  });

  it("answers 404 to every verb on another customer's list, and changes nothing", async () => {
    const buyerB = bearer(world.users.buyerB.token);
    const { bolt } = world.products;
    const id = await create(
      { name: 'Private to B', lines: [{ product_id: bolt.id, quantity: 1 }] },
      buyerB,
    );
    const line = (await detail(id, buyerB)).lines[0]!;
    const before = await allRows();
    const calls: [Method, string, unknown][] = [
      ['GET', pathTo(memberEndpoints.savedList, { code: 'ACME', listId: id }), undefined],
      [
        'PATCH',
        pathTo(memberEndpoints.savedList, { code: 'ACME', listId: id }),
        { name: 'Mine now' },
      ],
      ['DELETE', pathTo(memberEndpoints.savedList, { code: 'ACME', listId: id }), undefined],
      [
        'POST',
        pathTo(memberEndpoints.addSavedListLines, { code: 'ACME', listId: id }),
        { lines: [{ product_id: bolt.id, quantity: 1 }] },
      ],
      [
        'PATCH',
        pathTo(memberEndpoints.updateSavedListLine, { code: 'ACME', listId: id, lineId: line.id }),
        { quantity: 9 },
      ],
      [
        'DELETE',
        pathTo(memberEndpoints.updateSavedListLine, { code: 'ACME', listId: id, lineId: line.id }),
        undefined,
      ],
    ];
    for (const [method, url, body] of calls) {
      for (const headers of [buyerA, bearer(world.users.noCustomer.token)]) {
        const response = await send(method, url, headers, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual({ message: 'Saved list not found.' });
      }
    }
    expect((await summaries()).map((list) => list.id)).not.toContain(id);
    expect(await allRows()).toEqual(before);
  });

  it("refuses another tenant's buyer (403) and answers 404 for another tenant's list", async () => {
    const boreal = bearer(world.users.borealBuyer.token);
    const response = await send(
      'POST',
      pathTo(memberEndpoints.savedLists, { code: 'BOREAL' }),
      boreal,
      { name: 'Juices' },
    );
    expect(response.statusCode).toBe(201);
    const borealId = response.json<{ data: { id: number } }>().data.id;
    expect(
      (await send('GET', pathTo(memberEndpoints.savedLists, { code: 'ACME' }), boreal)).statusCode,
    ).toBe(403);
    expect(
      (
        await send(
          'GET',
          pathTo(memberEndpoints.savedList, { code: 'ACME', listId: borealId }),
          boreal,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await send(
          'GET',
          pathTo(memberEndpoints.savedList, { code: 'ACME', listId: borealId }),
          buyerA,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await send('GET', pathTo(memberEndpoints.savedLists, { code: 'ACME' }), {})).statusCode,
    ).toBe(401);
  });

  it('gives a member without a customer no lists, and no list to make', async () => {
    const staff = bearer(world.users.noCustomer.token);
    expect(await summaries(staff)).toEqual([]);
    const made = await send('POST', pathTo(memberEndpoints.savedLists, { code: 'ACME' }), staff, {
      name: 'Mine',
    });
    expect(made.statusCode).toBe(403);
  });

  it('answers bad input 422 per field and per line', async () => {
    const before = await allRows();
    const response = await send(
      'POST',
      pathTo(memberEndpoints.savedLists, { code: 'ACME' }),
      buyerA,
      {
        name: '   ',
        lines: [
          { product_id: world.products.bolt.id, quantity: 1 },
          { product_id: 'BOLT-8', quantity: 0, comment: 'x'.repeat(501) },
          { product_id: -1, quantity: 1.5, comment: 'a\u0000b' },
        ],
      },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: unknown }>().errors).toEqual({
      name: ['This field is required'],
      'lines.1.product_id': ['This identifier is invalid.'],
      'lines.1.quantity': ['The quantity must be a whole number of at least 1.'],
      'lines.1.comment': ['This value is too long.'],
      'lines.2.product_id': ['This identifier is invalid.'],
      'lines.2.quantity': ['The quantity must be a whole number of at least 1.'],
      'lines.2.comment': ['This value is invalid.'],
    });
    const long = await send('POST', pathTo(memberEndpoints.savedLists, { code: 'ACME' }), buyerA, {
      name: 'n'.repeat(101),
    });
    expect(long.json()).toMatchObject({ errors: { name: ['This value is too long.'] } });
    const empty = await send(
      'POST',
      pathTo(memberEndpoints.addSavedListLines, { code: 'ACME', listId: 1 }),
      buyerA,
      { lines: [] },
    );
    expect(empty.statusCode).toBe(422);
    const badId = await send('GET', '/api/lists/ACME/abc', buyerA);
    expect(badId.json()).toMatchObject({ errors: { listId: ['This identifier is invalid.'] } });
    expect(await allRows()).toEqual(before);
  });

  it(`keeps at most ${MAX_SAVED_LISTS} lists per customer`, async () => {
    const buyerB = bearer(world.users.buyerB.token);
    const existing = (await summaries(buyerB)).length;
    await sql`
      insert into saved_lists (tenant_id, customer_id, name, created_by_user_id)
      select ${world.acme.id}, ${world.customerB.id}, 'Bulk ' || n, ${world.users.buyerB.id}
      from generate_series(1, ${MAX_SAVED_LISTS - existing}::int) as n
    `.execute(t.db);
    const refused = await send(
      'POST',
      pathTo(memberEndpoints.savedLists, { code: 'ACME' }),
      buyerB,
      { name: 'One more' },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Your company can keep at most 200 lists. Delete one first.',
    });
    // Customer A is not held by B's lists.
    await create({ name: 'One more' });
  });
});
