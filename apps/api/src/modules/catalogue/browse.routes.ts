import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  browseProductList,
  browseQuery,
  categoryList,
  categoryQuery,
  codeParams,
} from '@portal/contract';
import { browseCategories, browseProducts } from './catalogue.service.ts';

/** The public catalogue of a tenant named by its code: no price, stock or quantity, no cache. */
const browseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/browse/:code/categories',
    { schema: { params: codeParams, querystring: categoryQuery, response: { 200: categoryList } } },
    (request) =>
      browseCategories(app.db, request.params.code, request.query.page, request.language),
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
    (request) => browseProducts(app.db, request.params.code, request.query, request.language),
  );
};

export default browseRoutes;
