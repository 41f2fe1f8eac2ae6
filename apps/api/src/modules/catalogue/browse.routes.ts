import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestFacets, guestSuggestions as guestSuggestionsSchema } from '@portal/contract';
import { encodeJson } from '../../lib/json-body.ts';
import { notFound } from '../../lib/app-error.ts';
import { facetsKey } from './cache-keys.ts';
import { browseCategories, browseProducts } from './catalogue.service.ts';
import { guestFacetsOf, listFacets } from './facets.service.ts';
import { keptFacetParts } from './kept-facets.ts';
import { findGuestTenant } from './guest-tenant.repository.ts';
import { guestSuggestions, suggestionsKey } from './suggestions.service.ts';
import { serve } from '../../lib/endpoint-route.ts';
import * as publicEndpoints from '@portal/contract/endpoints/public';

/**
 * The public catalogue of a tenant named by its code: no price, stock or quantity. Its lists are
 * not kept; its suggestions and facets, the same for every visitor, are, in the tenant's
 * catalogue cache.
 */
const browseRoutes: FastifyPluginAsyncZod = async (app) => {
  // Kept answers are serialised once by their schema: sent as the text they are.
  const sendText = (reply: FastifyReply, body: string) =>
    reply.type('application/json; charset=utf-8').send(body);

  serve(app, publicEndpoints.browseCategories, (request) =>
    browseCategories(app.db, request.params.code, request.query.page, request.language),
  );

  serve(app, publicEndpoints.browseProducts, (request) =>
    browseProducts(app.db, request.params.code, request.query, request.language),
  );

  // Typing sends a request per pause: the suggestions, the same for every visitor, are kept in
  // the tenant's catalogue cache (cleared by any catalogue change) once the tenant is known.
  serve(app, publicEndpoints.browseSuggestions, async (request, reply) => {
    const { language } = request;
    const { q } = request.query;
    const tenant = await findGuestTenant(app.db, request.params.code);
    if (!tenant) throw notFound('errors.tenantNotFound');
    const body = await app.catalogueCache.read(
      tenant.id,
      suggestionsKey(q, language, 'guest'),
      async () =>
        encodeJson(guestSuggestionsSchema, await guestSuggestions(app.db, tenant, q, language)),
    );
    return sendText(reply, body);
  });

  // The facets count every match of the words: kept like the suggestions (decision 044).
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
          guestFacetsOf(
            await listFacets(app.db, tenant.id, query, language, null, keptFacetParts(app)),
          ),
        ),
    );
    return sendText(reply, body);
  });
};

export default browseRoutes;
