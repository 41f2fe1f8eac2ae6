import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ReadThroughCache } from '../lib/read-through-cache.ts';
import { priceListTag } from '../modules/catalogue/cache-keys.ts';
import { keepFilteredLists } from '../modules/catalogue/filtered-lists.ts';
import { keepCorrections } from '../modules/catalogue/kept-corrections.ts';
import { facetStoreForgotten } from '../modules/catalogue/kept-facets.ts';
import { keepListAnchors } from '../modules/catalogue/list-anchors.ts';
import { keepSearchIndexes } from '../modules/catalogue/search-indexes.ts';
import { priceListTiersKey } from '../modules/pricing/price-list-tiers.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a successful administrator write of this route changes for the caches of every
     * instance: the tenant's catalogue unless said otherwise ('settings' for the tenant's
     * settings, 'none' for a route that publishes its own, narrower change, 'products' for
     * products' own fields with their units untouched), or a function of the request saying so.
     */
    tenantChange?: TenantChange | ((request: FastifyRequest) => TenantChange);
  }
  interface FastifyInstance {
    /**
     * Catalogue answers (categories, product pages, details), kept serialised, and selling
     * settings per tenant, for READ_CACHE_SECONDS, in at most READ_CACHE_MB. Answers are kept
     * with the products' own prices only; a buyer's list is written in as they are sent.
     */
    catalogueCache: ReadThroughCache<number>;
    /**
     * Each price list's tiers in use (PriceListTiers), per tenant, kept PRICE_LIST_CACHE_SECONDS
     * within PRICE_LIST_CACHE_MB, to write a buyer's prices into the shared pages.
     */
    priceListTiers: ReadThroughCache<number>;
    /**
     * Each tenant's facet store (modules/catalogue/facet-store.ts), kept as long as the answers
     * within FACET_STORE_CACHE_MB, forgotten with them (decision 055).
     */
    facetStores: ReadThroughCache<number>;
  }
}

/** What an administrator write changes for every instance's caches (tenantChange). */
export type TenantChange = 'catalogue' | 'products' | 'settings' | 'none';

const MIB = 1024 * 1024;

/**
 * Busy catalogues are read far more than written, by many buyers asking for the same pages. A
 * change an administrator makes clears its tenant's answers on every instance (the hook below
 * publishes it; the CSV import does when its job ends); READ_CACHE_SECONDS only bounds what a
 * script writing to the database without publishing leaves behind (docs/decisions/008).
 *
 * The memory bound is a setting, not a constant: a page of 100 products is ~40 kB of JSON, a
 * details answer a few kB, so the default 64 MiB holds ~800 of the largest pages or thousands of
 * common ones; a server with a large catalogue and memory to spare raises it. Buyers choosing
 * many distinct queries only push out the least recently read answers.
 */
export default fp(
  async (app) => {
    const ttlMs = app.config.READ_CACHE_SECONDS * 1000;
    // What is read in the last quarter of its lifetime is read again behind the request that
    // found it: a page or a list's tiers in use never expire under a buyer (issue 11 point 6).
    const refreshAheadMs = ttlMs / 4;
    const cache = new ReadThroughCache<number>({
      ttlMs,
      maxBytes: app.config.READ_CACHE_MB * MIB,
      refreshAheadMs,
    });
    app.decorate('catalogueCache', cache);
    // Settings are kept in the tenant's scope with its answers (orders read the selling minimum
    // through it), so either change clears the scope.
    app.invalidations.attach(cache, (change) => {
      if (change.kind === 'catalogue-changed' || change.kind === 'settings-changed') {
        cache.clearScope(change.tenantId);
      }
      // Lists narrowed or ordered by a list's prices, and facets with its price range.
      if (change.kind === 'price-list-changed') {
        cache.forgetTagged(priceListTag(change.tenantId, change.priceListId));
      }
    });
    const tiersTtlMs = app.config.PRICE_LIST_CACHE_SECONDS * 1000 || ttlMs;
    const tiers = new ReadThroughCache<number>({
      ttlMs: tiersTtlMs,
      maxBytes: app.config.PRICE_LIST_CACHE_MB * MIB,
      refreshAheadMs: tiersTtlMs / 4,
    });
    app.decorate('priceListTiers', tiers);
    // Forgotten by the changes that forget the answers: a store holds stock and prices too,
    // which move no catalogue version. Read again behind the requests before it expires.
    const stores = new ReadThroughCache<number>({
      ttlMs: app.config.FACET_STORE_CACHE ? ttlMs : 0,
      maxBytes: app.config.FACET_STORE_CACHE_MB * MIB,
      refreshAheadMs,
    });
    app.decorate('facetStores', stores);
    app.invalidations.attach(stores, (change) => {
      if (change.kind !== 'catalogue-changed') return;
      stores.clearScope(change.tenantId);
      facetStoreForgotten(stores, change.tenantId);
    });
    // What the catalogue keeps per catalogue version (exact, without a lifetime): a search's
    // matches and a filtered list's total, and the anchors of deep pages. On unless switched off.
    keepFilteredLists(app.db, app.config.FILTERED_LIST_CACHE);
    // The corrections of misspelt words, per catalogue version, with the lists whose words they
    // correct.
    keepCorrections(app.db, app.config.FILTERED_LIST_CACHE);
    keepListAnchors(app.db, app.config.LIST_ANCHOR_CACHE);
    // Each tenant's search words, kept at the catalogue version a search reads (decision 054).
    keepSearchIndexes(app.db, app.config.SEARCH_INDEX_CACHE ? app.config.SEARCH_INDEX_CACHE_MB : 0);
    // A product's default unit is part of the tiers: which entries are shown may change. A
    // change that left every unit alone (a price, a text) keeps them: reading 200 lists of
    // 20,000 entries again after each price edit cost the bench's changing catalogue 5x.
    app.invalidations.attach(tiers, (change) => {
      if (change.kind === 'catalogue-changed' && !change.unitsUnchanged) {
        tiers.clearScope(change.tenantId);
      }
      if (change.kind === 'price-list-changed') {
        tiers.forget(change.tenantId, priceListTiersKey(change.priceListId));
      }
    });

    // Before the answer leaves: once the administrator sees it, every instance has been told.
    app.addHook('onSend', async (request, reply) => {
      const member = request.member;
      if (!member || member.role !== 'admin' || reply.statusCode >= 400) return;
      if (request.method === 'GET' || request.method === 'HEAD') return;
      const declared = request.routeOptions.config.tenantChange ?? 'catalogue';
      const change = typeof declared === 'function' ? declared(request) : declared;
      if (change === 'none') return;
      const tenantId = member.tenantId;
      await app.invalidations.publish(
        change === 'settings'
          ? { kind: 'settings-changed', tenantId }
          : change === 'products'
            ? { kind: 'catalogue-changed', tenantId, unitsUnchanged: true }
            : { kind: 'catalogue-changed', tenantId },
      );
    });
  },
  {
    name: 'catalogue-cache',
    dependencies: ['config', 'database', 'authentication', 'invalidations'],
  },
);
