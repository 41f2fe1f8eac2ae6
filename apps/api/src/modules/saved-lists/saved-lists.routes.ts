import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  addSavedListLinesRequest,
  addSavedListLinesResponse,
  codeParams,
  createSavedListRequest,
  createSavedListResponse,
  errorBody,
  noContent,
  renameSavedListRequest,
  savedListDetailResponse,
  savedListLineParams,
  savedListLineResponse,
  savedListParams,
  savedListsResponse,
  savedListSummaryResponse,
  updateSavedListLineRequest,
} from '@portal/contract';
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

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  422: errorBody,
};

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

  app.get(
    '/lists/:code',
    { schema: { params: codeParams, response: { 200: savedListsResponse, ...errors } } },
    async (request) => ({ data: await listSavedLists(app.db, memberOf(request)) }),
  );

  app.post(
    '/lists/:code',
    {
      schema: {
        params: codeParams,
        body: createSavedListRequest,
        response: { 201: createSavedListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const data = await createSavedList(app.db, memberOf(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/lists/:code/:listId',
    { schema: { params: savedListParams, response: { 200: savedListDetailResponse, ...errors } } },
    async (request) => ({
      data: await savedListDetail(app.db, request.params.listId, readerOf(request)),
    }),
  );

  app.patch(
    '/lists/:code/:listId',
    {
      schema: {
        params: savedListParams,
        body: renameSavedListRequest,
        response: { 200: savedListSummaryResponse, ...errors },
      },
    },
    async (request) => ({
      data: await renameSavedList(
        app.db,
        memberOf(request),
        request.params.listId,
        request.body.name,
      ),
    }),
  );

  app.delete(
    '/lists/:code/:listId',
    { schema: { params: savedListParams, response: { 204: noContent, ...errors } } },
    async (request, reply) => {
      await deleteSavedList(app.db, memberOf(request), request.params.listId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/lists/:code/:listId/lines',
    {
      schema: {
        params: savedListParams,
        body: addSavedListLinesRequest,
        response: { 200: addSavedListLinesResponse, ...errors },
      },
    },
    async (request) => ({
      data: await addSavedListLines(app.db, memberOf(request), request.params.listId, request.body),
    }),
  );

  app.patch(
    '/lists/:code/:listId/lines/:lineId',
    {
      schema: {
        params: savedListLineParams,
        body: updateSavedListLineRequest,
        response: { 200: savedListLineResponse, ...errors },
      },
    },
    async (request) => {
      const { listId, lineId } = request.params;
      return {
        data: await updateSavedListLine(app.db, listId, lineId, request.body, readerOf(request)),
      };
    },
  );

  app.delete(
    '/lists/:code/:listId/lines/:lineId',
    { schema: { params: savedListLineParams, response: { 204: noContent, ...errors } } },
    async (request, reply) => {
      const { listId, lineId } = request.params;
      await deleteSavedListLine(app.db, memberOf(request), listId, lineId);
      return reply.code(204).send();
    },
  );
};

export default savedListRoutes;
