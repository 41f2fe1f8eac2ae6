import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  browseProductList,
  browseQuery,
  categoryList,
  categoryQuery,
  codeParams,
  productDetailsResponse,
  productList,
  productParams,
  productQuery,
} from '@portal/contract';
import { memberOf } from '../../plugins/authentication.ts';
import {
  browseCategories,
  browseProducts,
  listCategories,
  listProducts,
  productDetails,
} from './catalogue.service.ts';

/** Categories and products: signed-in (with prices and stock) and public (without). */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories/:code',
    {
      schema: { params: codeParams, querystring: categoryQuery, response: { 200: categoryList } },
      preHandler: app.requireMember,
    },
    (request) => listCategories(app.db, memberOf(request).tenantId, request.query.page),
  );

  app.get(
    '/browse/:code/categories',
    { schema: { params: codeParams, querystring: categoryQuery, response: { 200: categoryList } } },
    (request) => browseCategories(app.db, request.params.code, request.query.page),
  );

  app.get(
    '/products/:code',
    {
      schema: { params: codeParams, querystring: productQuery, response: { 200: productList } },
      preHandler: app.requireMember,
    },
    (request) => {
      const member = memberOf(request);
      return listProducts(app.db, { id: member.tenantId, code: member.tenantCode }, request.query);
    },
  );

  app.get(
    '/products/:code/details/:productId',
    {
      schema: { params: productParams, response: { 200: productDetailsResponse } },
      preHandler: app.requireMember,
    },
    (request) => {
      const member = memberOf(request);
      const tenant = { id: member.tenantId, code: member.tenantCode };
      return productDetails(app.db, tenant, request.params.productId);
    },
  );

  app.get(
    '/browse/:code/products',
    {
      schema: {
        params: codeParams,
        querystring: browseQuery,
        response: { 200: browseProductList },
      },
    },
    (request) => browseProducts(app.db, request.params.code, request.query),
  );
};

export default catalogueRoutes;
