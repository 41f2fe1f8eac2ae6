import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { putPriceEntryRequest, updateProductRequest } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchSellingPrice } from '../src/seed/bench/bench-tenant.ts';
import { seededRandom } from '../src/seed/bench/vocabulary.ts';
import {
  CHANGES_PER_SECOND,
  changesOf,
  entryChange,
  productEdit,
  startChanges,
  type ChangeTargets,
} from './catalogue-changes.ts';

const targets: ChangeTargets = {
  code: 'BENCH',
  products: [
    { id: 11, partNumber: 'BN-0000097' },
    { id: 12, partNumber: 'BN-0000194' },
  ],
  entries: [
    { priceListId: 3, partNumber: 'BN-0000007', uomCode: 'EA', minOrderQty: 5 },
    { priceListId: 4, partNumber: 'BN-0000008', uomCode: 'EA', minOrderQty: 1 },
  ],
};

/** The catalogue changing while buyers browse (issue 25 point 6), as the admin API takes it. */
describe('catalogue changes', () => {
  it('edits a product price within 2% of the seed, as the console would', () => {
    const random = seededRandom(1);
    for (let tick = 0; tick < 20; tick++) {
      const edit = productEdit(targets, 'admin-token', tick, random);
      expect(edit.method).toBe('PATCH');
      expect(edit.headers.authorization).toBe('Bearer admin-token');
      const product = targets.products.find(
        (p) => edit.path === `/api/admin/BENCH/products/${p.id}`,
      )!;
      const body = updateProductRequest.parse(JSON.parse(edit.body!));
      const seeded = benchSellingPrice(Number(product.partNumber.slice(3)));
      expect(Math.abs(body.selling_price! / seeded - 1)).toBeLessThanOrEqual(0.021);
    }
  });

  it("replaces an entry's two tiers, from the product's minimum, a little under its price", () => {
    const random = seededRandom(2);
    for (let tick = 0; tick < 20; tick++) {
      const change = entryChange(targets, 'admin-token', tick, random);
      expect(change.method).toBe('PUT');
      const entry = targets.entries.find(
        (e) => change.path === `/api/admin/BENCH/price-lists/${e.priceListId}/entries`,
      )!;
      const body = putPriceEntryRequest.parse(JSON.parse(change.body!));
      expect(body.part_number).toBe(entry.partNumber);
      expect(body.tiers.map((t) => t.min_qty)).toEqual([entry.minOrderQty, 10 * entry.minOrderQty]);
      const price = benchSellingPrice(Number(entry.partNumber.slice(3)));
      expect(body.tiers[0]!.unit_price).toBeLessThan(price);
      expect(body.tiers[1]!.unit_price).toBeLessThan(body.tiers[0]!.unit_price);
    }
  });

  it('sends one product edit and one entry change a second', () => {
    const changes = changesOf(targets, 't', 15, seededRandom(3));
    expect(changes).toHaveLength(15 * (CHANGES_PER_SECOND.products + CHANGES_PER_SECOND.entries));
    expect(changes.filter((c) => c.method === 'PATCH')).toHaveLength(15);
    expect(changes.filter((c) => c.method === 'PUT')).toHaveLength(15);
  });

  describe('sent to a server', () => {
    let server: Server;
    let base = '';
    const received: string[] = [];
    beforeAll(async () => {
      server = createServer((request, response) => {
        received.push(`${request.method} ${request.url}`);
        response.statusCode = request.method === 'PUT' ? 422 : 200;
        response.end('{}');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('starts at once, sends each second, and counts what was refused', async () => {
      const running = startChanges(base, targets, 't', seededRandom(4));
      await new Promise((resolve) => setTimeout(resolve, 1300));
      const stats = await running.stop();
      expect(stats).toEqual({ made: 2, failed: 2 });
      expect(received.filter((r) => r.startsWith('PATCH'))).toHaveLength(2);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(received).toHaveLength(4);
    });
  });
});
