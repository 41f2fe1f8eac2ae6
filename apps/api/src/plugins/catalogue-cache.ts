import fp from 'fastify-plugin';
import { ReadThroughCache } from '../lib/read-through-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Catalogue answers (categories, product pages, details), kept serialised, and selling
     * settings per tenant, for READ_CACHE_SECONDS, in at most READ_CACHE_MB.
     * They are the same for every member of a tenant: prices and stock are not per customer.
     */
    catalogueCache: ReadThroughCache<number>;
  }
}

const MIB = 1024 * 1024;

/**
 * Busy catalogues are read far more than written, by many buyers asking for the same pages. Any
 * change an administrator makes through this instance clears its tenant's answers at once (the
 * hook below, and the CSV import when its job ends); other instances, and scripts writing to the
 * database directly, are seen within READ_CACHE_SECONDS (docs/decisions/008).
 *
 * The memory bound is a setting, not a constant: a page of 100 products is ~40 kB of JSON, a
 * details answer a few kB, so the default 64 MiB holds ~800 of the largest pages or thousands of
 * common ones; a server with a large catalogue and memory to spare raises it. Buyers choosing
 * many distinct queries only push out the least recently read answers.
 */
export default fp(
  async (app) => {
    const cache = new ReadThroughCache<number>({
      ttlMs: app.config.READ_CACHE_SECONDS * 1000,
      maxBytes: app.config.READ_CACHE_MB * MIB,
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
