import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUomList,
  adminUomResponse,
  codeParams,
  createUomRequest,
  updateUomRequest,
  uomIdParams,
} from '@portal/contract';
import { memberOf } from '../../../core/callers.ts';
import { adminErrors } from '../common/admin-common.ts';
import { KEYED_BY_USER } from '../../idempotency/callers.ts';
import * as uoms from './uoms.service.ts';

/** Units of measure products are sold in. None is ever deleted: order lines name them. */
const uomRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uoms',
    { schema: { params: codeParams, response: { 200: adminUomList, ...adminErrors } } },
    (request) => uoms.listUoms(app.db, memberOf(request)),
  );

  app.post(
    '/uoms',
    {
      config: { idempotency: KEYED_BY_USER },
      schema: {
        params: codeParams,
        body: createUomRequest,
        response: { 201: adminUomResponse, ...adminErrors },
      },
    },
    async (request, reply) => {
      const data = await uoms.createUom(app.db, memberOf(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  app.patch(
    '/uoms/:id',
    {
      schema: {
        params: uomIdParams,
        body: updateUomRequest,
        response: { 200: adminUomResponse, ...adminErrors },
      },
    },
    async (request) => ({
      data: await uoms.updateUom(app.db, memberOf(request), request.params.id, request.body),
    }),
  );
};

export default uomRoutes;
