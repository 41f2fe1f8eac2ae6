import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { browseCategories, browseProducts } from './catalogue.service.ts';
import { serve } from '../../lib/endpoint-route.ts';
import * as publicEndpoints from '@portal/contract/endpoints/public';

/** The public catalogue of a tenant named by its code: no price, stock or quantity, no cache. */
const browseRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, publicEndpoints.browseCategories, (request) =>
    browseCategories(app.db, request.params.code, request.query.page, request.language),
  );

  serve(app, publicEndpoints.browseProducts, (request) =>
    browseProducts(app.db, request.params.code, request.query, request.language),
  );
};

export default browseRoutes;
