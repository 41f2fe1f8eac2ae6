import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryList,
  categoryQuery,
  codeParams,
  productDetailsResponse,
  productList,
  productParams,
  productQuery,
} from '@portal/contract';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { encodeJson } from '../../lib/json-body.ts';
import { memberOf } from '../../plugins/authentication.ts';
import { priceListInForce, priceListTag } from '../pricing/price-list-in-force.ts';
import { categoryPageKey, productDetailsKey, productListKey } from './cache-keys.ts';
import {
  listCategories,
  listProducts,
  listProductsByIds,
  productDetails,
} from './catalogue.service.ts';

/**
 * A member's categories and products, with prices and stock (registered among the member routes,
 * whose guard checks the session). Answers go through the tenant's catalogue cache
 * (plugins/catalogue-cache.ts), and so may the session check (decision 008).
 */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Sends a tenant's answer from the cache, serialised once by its response schema. */
  async function sendCached<S extends z.ZodType>(
    reply: FastifyReply,
    tenantId: number,
    key: string,
    schema: S,
    load: () => Promise<z.output<S>>,
    priceListId: number | null = null,
  ) {
    // A priced answer goes when its list changes ('price-list-changed'), not with every list's.
    const tags = priceListId === null ? [] : [priceListTag(tenantId, priceListId)];
    const body = await app.catalogueCache.read(
      tenantId,
      key,
      async () => encodeJson(schema, await load()),
      undefined,
      () => tags,
    );
    return reply.type('application/json; charset=utf-8').send(body);
  }

  const config = { sessionCheckMayBeCached: true };

  app.get(
    '/categories/:code',
    {
      config,
      schema: { params: codeParams, querystring: categoryQuery, response: { 200: categoryList } },
    },
    (request, reply) => {
      const { tenantId } = memberOf(request);
      const { page } = request.query;
      const { language } = request;
      return sendCached(reply, tenantId, categoryPageKey(page, language), categoryList, () =>
        listCategories(app.db, tenantId, page, language),
      );
    },
  );

  app.get(
    '/products/:code',
    {
      config,
      schema: { params: codeParams, querystring: productQuery, response: { 200: productList } },
    },
    (request, reply) => {
      const member = memberOf(request);
      const tenant = { id: member.tenantId, code: member.tenantCode };
      const { query, language } = request;
      const priceListId = priceListInForce(member.priceList);
      if (query.ids) {
        // A cart's own products: not an answer other buyers ask for, so not kept.
        return listProductsByIds(app.db, tenant, query.ids, language, priceListId);
      }
      return sendCached(
        reply,
        tenant.id,
        productListKey(query, language, priceListId),
        productList,
        () => listProducts(app.db, tenant, query, language, priceListId),
        priceListId,
      );
    },
  );

  app.get(
    '/products/:code/details/:productId',
    {
      config,
      schema: { params: productParams, response: { 200: productDetailsResponse } },
    },
    (request, reply) => {
      const member = memberOf(request);
      const tenant = { id: member.tenantId, code: member.tenantCode };
      const { productId } = request.params;
      const { language } = request;
      const priceListId = priceListInForce(member.priceList);
      const key = productDetailsKey(productId, language, priceListId);
      return sendCached(
        reply,
        tenant.id,
        key,
        productDetailsResponse,
        () => productDetails(app.db, tenant, productId, language, priceListId),
        priceListId,
      );
    },
  );
};

export default catalogueRoutes;
