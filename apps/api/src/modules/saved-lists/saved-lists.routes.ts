import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { memberOf } from '../../core/callers.ts';
import { cachedSellMinimum } from '../orders/sell-minimum.ts';
import {
  addSavedListLines,
  createSavedList,
  deleteSavedList,
  deleteSavedListLine,
  listSavedLists,
  renameSavedList,
  savedListDetail,
  updateSavedListLine,
} from './saved-lists.service.ts';
import { serve } from '../../lib/endpoint-route.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';

/**
 * The saved lists of the signed-in member's customer (issue 12); registered among the member
 * routes (signed-in.routes.ts), whose guard checks the session, in the database for every write.
 */
const savedListRoutes: FastifyPluginAsyncZod = async (app) => {
  const sellMinimum = cachedSellMinimum(app);
  const readerOf = (request: FastifyRequest) => ({
    member: memberOf(request),
    language: request.language,
    sellMinimum,
  });

  serve(app, memberEndpoints.savedLists, async (request) => ({
    data: await listSavedLists(app.db, memberOf(request)),
  }));

  serve(app, memberEndpoints.createSavedList, async (request, reply) => {
    const data = await createSavedList(app.db, memberOf(request), request.body);
    return reply.code(201).send({ data });
  });

  serve(app, memberEndpoints.savedList, async (request) => ({
    data: await savedListDetail(app.db, request.params.listId, readerOf(request)),
  }));

  serve(app, memberEndpoints.renameSavedList, async (request) => ({
    data: await renameSavedList(
      app.db,
      memberOf(request),
      request.params.listId,
      request.body.name,
    ),
  }));

  serve(app, memberEndpoints.deleteSavedList, async (request, reply) => {
    await deleteSavedList(app.db, memberOf(request), request.params.listId);
    return reply.code(204).send();
  });

  serve(app, memberEndpoints.addSavedListLines, async (request) => ({
    data: await addSavedListLines(app.db, memberOf(request), request.params.listId, request.body),
  }));

  serve(app, memberEndpoints.updateSavedListLine, async (request) => {
    const { listId, lineId } = request.params;
    return {
      data: await updateSavedListLine(app.db, listId, lineId, request.body, readerOf(request)),
    };
  });

  serve(app, memberEndpoints.deleteSavedListLine, async (request, reply) => {
    const { listId, lineId } = request.params;
    await deleteSavedListLine(app.db, memberOf(request), listId, lineId);
    return reply.code(204).send();
  });
};

export default savedListRoutes;
