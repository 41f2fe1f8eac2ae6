import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCategoryList,
  adminCategoryResponse,
  categoryIdParams,
  codeParams,
  createCategoryRequest,
  noContent,
  updateCategoryRequest,
} from '@portal/contract';
import { memberOf } from '../../../core/callers.ts';
import { adminErrors } from '../common/admin-common.ts';
import { KEYED_BY_USER } from '../../idempotency/callers.ts';
import * as categories from './categories.service.ts';

/** The category tree, flat with parent_id: create, rename, move, reorder, delete when empty. */
const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    { schema: { params: codeParams, response: { 200: adminCategoryList, ...adminErrors } } },
    (request) => categories.listCategories(app.db, memberOf(request)),
  );

  app.post(
    '/categories',
    {
      config: { idempotency: KEYED_BY_USER },
      schema: {
        params: codeParams,
        body: createCategoryRequest,
        response: { 201: adminCategoryResponse, ...adminErrors },
      },
    },
    async (request, reply) => {
      const data = await categories.createCategory(app.db, memberOf(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  app.patch(
    '/categories/:id',
    {
      schema: {
        params: categoryIdParams,
        body: updateCategoryRequest,
        response: { 200: adminCategoryResponse, ...adminErrors },
      },
    },
    async (request) => ({
      data: await categories.updateCategory(
        app.db,
        memberOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/categories/:id',
    { schema: { params: categoryIdParams, response: { 204: noContent, ...adminErrors } } },
    async (request, reply) => {
      await categories.deleteCategory(app.db, memberOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
};

export default categoryRoutes;
