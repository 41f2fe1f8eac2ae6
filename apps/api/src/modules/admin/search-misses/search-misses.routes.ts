import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SearchMissList } from '@portal/contract';
import { memberOf } from '../../../core/callers.ts';
import { serve } from '../../../lib/endpoint-route.ts';
import { listSearchMisses } from '../../catalogue/search-misses.repository.ts';
import { adminPage, iso, pageOf } from '../common/admin-common.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** What the tenant's buyers searched for and could not find (issue 32 point 5). */
const searchMissesRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, consoleEndpoints.adminSearchMisses, async (request): Promise<SearchMissList> => {
    const { tenantId } = memberOf(request);
    const { page } = request.query;
    const { rows, total } = await listSearchMisses(app.db, tenantId, adminPage(page));
    const data = rows.map((row) => ({
      term: row.term,
      searches: row.searches,
      last_seen_at: iso(row.last_seen_at),
    }));
    return pageOf(data, total, page);
  });
};

export default searchMissesRoutes;
