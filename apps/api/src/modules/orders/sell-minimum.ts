import type { FastifyInstance } from 'fastify';
import { readSellMinimum, type SellMinimumReader } from './orders.service.ts';

/**
 * The tenant's b2b_sell_minimum setting through the tenant's catalogue cache: every order and
 * every line check reads it, and an administrator's change clears the tenant's cache.
 */
export function cachedSellMinimum(app: FastifyInstance): SellMinimumReader {
  const fromDatabase = readSellMinimum(app.db);
  return (tenantId) =>
    app.catalogueCache.read(tenantId, 'setting:b2b_sell_minimum', () => fromDatabase(tenantId));
}
