import fp from 'fastify-plugin';
import { ReadThroughCache } from '../lib/read-through-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Catalogue answers (categories, product pages, details) and selling settings per tenant,
     * for READ_CACHE_SECONDS.
     * They are the same for every member of a tenant: prices and stock are not per customer.
     */
    catalogueCache: ReadThroughCache<number>;
  }
}

/**
 * Busy catalogues are read far more than written, by many buyers asking for the same pages. Any
 * change an administrator makes through this instance clears its tenant's answers at once (the
 * hook below, and the CSV import when its job ends); other instances, and scripts writing to the
 * database directly, are seen within READ_CACHE_SECONDS (docs/decisions/008).
 */
export default fp(
  async (app) => {
    const cache = new ReadThroughCache<number>({
      ttlMs: app.config.READ_CACHE_SECONDS * 1000,
      maxEntries: 20_000,
    });
    app.decorate('catalogueCache', cache);

    app.addHook('onResponse', async (request, reply) => {
      const member = request.member;
      if (!member || member.role !== 'admin' || request.method === 'GET') return;
      if (reply.statusCode < 400) cache.clearScope(member.tenantId);
    });
  },
  { name: 'catalogue-cache', dependencies: ['config', 'authentication'] },
);
