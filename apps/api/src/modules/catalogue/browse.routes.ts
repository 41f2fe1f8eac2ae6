import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestFacets } from '@portal/contract';
import { encodeJson } from '../../lib/json-body.ts';
import { notFound } from '../../lib/app-error.ts';
import { facetsKey } from './cache-keys.ts';
import { browseCategories, browseProducts } from './catalogue.service.ts';
import { guestFacetsOf, listFacets } from './facets.service.ts';
import { findGuestTenant } from './guest-tenant.repository.ts';
import { serve } from '../../lib/endpoint-route.ts';
import * as publicEndpoints from '@portal/contract/endpoints/public';

/**
 * The public catalogue of a tenant named by its code: no price, stock or quantity. Its lists are
 * not kept; its facets, which count every match, are, in the tenant's catalogue cache.
 */
const browseRoutes: FastifyPluginAsyncZod = async (app) => {
  // The answer is kept serialised: sent as the text it is.
  const sendText = (reply: FastifyReply, body: string) =>
    reply.type('application/json; charset=utf-8').send(body);

  serve(app, publicEndpoints.browseCategories, (request) =>
    browseCategories(app.db, request.params.code, request.query.page, request.language),
  );

  serve(app, publicEndpoints.browseProducts, (request) =>
    browseProducts(app.db, request.params.code, request.query, request.language),
  );

  serve(app, publicEndpoints.browseFacets, async (request, reply) => {
    const { query, language } = request;
    const tenant = await findGuestTenant(app.db, request.params.code);
    if (!tenant) throw notFound('errors.tenantNotFound');
    const body = await app.catalogueCache.read(
      tenant.id,
      facetsKey(query, language, 'guest'),
      async () =>
        encodeJson(
          guestFacets,
          guestFacetsOf(await listFacets(app.db, tenant.id, query, language, null)),
        ),
    );
    return sendText(reply, body);
  });
};

export default browseRoutes;
