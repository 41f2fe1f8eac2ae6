import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buyerSuggestions as buyerSuggestionsSchema,
  categoryList,
  productDetailsResponse,
  productFacets,
  productList,
} from '@portal/contract';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { encodeJson } from '../../lib/json-body.ts';
import { memberOf } from '../../core/callers.ts';
import { priceListInForce } from '../pricing/price-list-in-force.ts';
import { loadPriceListTiers, priceListTiersKey } from '../pricing/price-list-tiers.ts';
import {
  categoryPageKey,
  choicesReadPrices,
  hasChoices,
  facetsKey,
  priceListTag,
  productDetailsKey,
  productListKey,
} from './cache-keys.ts';
import { listFacets } from './facets.service.ts';
import { keptFacetParts } from './kept-facets.ts';
import {
  listCategories,
  listProducts,
  listProductsByIds,
  productDetails,
} from './catalogue.service.ts';
import { PriceableAnswer, type PricedProduct } from './priced-answers.ts';
import { SearchMisses } from './search-misses.ts';
import { searchTerms } from './search-terms.ts';
import { buyerSuggestions, suggestionsKey } from './suggestions.service.ts';
import { serve } from '../../lib/endpoint-route.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';

/**
 * A member's categories and products, with prices and stock (registered among the member routes,
 * whose guard checks the session). Answers go through the tenant's catalogue cache
 * (plugins/catalogue-cache.ts), and so may the session check (decision 008).
 */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const send = (reply: FastifyReply, body: string) =>
    reply.type('application/json; charset=utf-8').send(body);
  const misses = new SearchMisses(app.db, (error) =>
    app.log.error({ err: error }, 'search: writing the searches that found nothing failed'),
  );
  app.addHook('onClose', () => misses.flush());

  /** Sends a tenant's answer from the cache, serialised once by its response schema. */
  async function sendCached<S extends z.ZodType>(
    reply: FastifyReply,
    tenantId: number,
    key: string,
    schema: S,
    load: () => Promise<z.output<S>>,
    tags: readonly string[] = [],
  ) {
    const body = await app.catalogueCache.read(
      tenantId,
      key,
      async () => encodeJson(schema, await load()),
      undefined,
      () => tags,
    );
    return send(reply, body);
  }

  /**
   * Sends an answer with prices to a buyer whose list in force is `priceListId` (or none). With
   * the caches on, the tenant's answer of the products' own prices is kept once and the buyer's
   * tiers are written into it from their list's tiers, kept per list (decision 016); with the
   * caches off or deaf to changes, the one statement reads the tiers with the page.
   */
  async function sendPriced<S extends z.ZodType>(
    reply: FastifyReply,
    tenantId: number,
    key: string,
    schema: S,
    load: (priceListId: number | null) => Promise<z.output<S>>,
    productsOf: (answer: z.output<S>) => PricedProduct[],
    priceListId: number | null,
    tags: readonly string[] = [],
  ) {
    const { catalogueCache, priceListTiers } = app;
    if (!catalogueCache.enabled || catalogueCache.suspended || priceListTiers.suspended) {
      return send(reply, encodeJson(schema, await load(priceListId)));
    }
    const shared = await catalogueCache.read(
      tenantId,
      key,
      async () => {
        const answer = await load(null);
        const body = encodeJson(schema, answer);
        return PriceableAnswer.of(body, productsOf(answer)) ?? body;
      },
      undefined,
      () => tags,
    );
    if (typeof shared === 'string') {
      // Its products could not be told apart in the text: a priced answer is read whole.
      return send(
        reply,
        priceListId === null ? shared : encodeJson(schema, await load(priceListId)),
      );
    }
    if (priceListId === null) return send(reply, shared.body);
    const tiers = await priceListTiers.read(tenantId, priceListTiersKey(priceListId), () =>
      loadPriceListTiers(app.db, tenantId, priceListId),
    );
    return send(reply, shared.pricedWith(tiers));
  }

  serve(app, memberEndpoints.categories, (request, reply) => {
    const { tenantId } = memberOf(request);
    const { page } = request.query;
    const { language } = request;
    return sendCached(reply, tenantId, categoryPageKey(page, language), categoryList, () =>
      listCategories(app.db, tenantId, page, language),
    );
  });

  serve(app, memberEndpoints.products, async (request, reply) => {
    const member = memberOf(request);
    const tenant = { id: member.tenantId, code: member.tenantCode };
    const { query, language } = request;
    const priceListId = priceListInForce(member.priceList);
    if (query.ids) {
      // A cart's own products: not an answer other buyers ask for, so not kept.
      return listProductsByIds(app.db, tenant, query.ids, language, priceListId);
    }
    keptFacetParts(app)?.prepare(tenant.id);
    const key = productListKey(query, language, priceListId);
    // A list the buyer's prices narrow or order is their list's: kept under its key, and
    // forgotten when the list changes.
    const readsPrices = choicesReadPrices(query);
    const narrowed = hasChoices(query);
    const sent = await sendPriced(
      reply,
      tenant.id,
      key,
      productList,
      async (listId) => {
        const answer = await listProducts(app.db, tenant, query, language, listId, priceListId);
        if (!narrowed) misses.noteAnswer(key, answer.meta.total > 0);
        return answer;
      },
      (answer) => answer.data,
      priceListId,
      readsPrices && priceListId !== null ? [priceListTag(tenant.id, priceListId)] : [],
    );
    // Words that found something, narrowed to nothing by the facets, are not a search that
    // found nothing.
    if (!narrowed) misses.countIfEmpty(key, tenant.id, searchTerms(query.search).join(' '));
    return sent;
  });

  // The facets beside the list (decision 044): kept per price list, whose prices the range reads.
  serve(app, memberEndpoints.productFacetCounts, (request, reply) => {
    const { tenantId } = memberOf(request);
    const { query, language } = request;
    const priceListId = priceListInForce(memberOf(request).priceList);
    return sendCached(
      reply,
      tenantId,
      facetsKey(query, language, priceListId),
      productFacets,
      () => listFacets(app.db, tenantId, query, language, { priceListId }, keptFacetParts(app)),
      priceListId === null ? [] : [priceListTag(tenantId, priceListId)],
    );
  });

  serve(app, memberEndpoints.productDetails, (request, reply) => {
    const member = memberOf(request);
    const tenant = { id: member.tenantId, code: member.tenantCode };
    const { productId } = request.params;
    const { language } = request;
    return sendPriced(
      reply,
      tenant.id,
      productDetailsKey(productId, language),
      productDetailsResponse,
      (listId) => productDetails(app.db, tenant, productId, language, listId),
      // In the order the schema writes them: each product's fields, then its mini cards.
      (answer) =>
        answer.data.flatMap((product) => [
          product,
          ...product.related_products,
          ...product.complementary_products,
        ]),
      priceListInForce(member.priceList),
    );
  });

  // Suggestions are kept as pages are, with the buyer's tiers written in as they are sent; they
  // are not counted as searches that found nothing: a word being typed is not a search yet.
  serve(app, memberEndpoints.suggestions, (request, reply) => {
    const member = memberOf(request);
    const tenant = { id: member.tenantId, code: member.tenantCode };
    const { q } = request.query;
    const { language } = request;
    return sendPriced(
      reply,
      tenant.id,
      suggestionsKey(q, language, 'buyer'),
      buyerSuggestionsSchema,
      (listId) => buyerSuggestions(app.db, tenant, q, language, listId),
      (answer) => answer.products,
      priceListInForce(member.priceList),
    );
  });
};

export default catalogueRoutes;
