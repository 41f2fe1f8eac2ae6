import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as consoleEndpoints from '@portal/contract/endpoints/console';
import { memberOf } from '../../core/callers.ts';
import { serve } from '../../lib/endpoint-route.ts';
import { KEYED_BY_USER } from '../idempotency/callers.ts';
import { photoHeaders, readReturnPhoto } from './return-photos.ts';
import { decideReturn, listAdminOrderReturns, receiveReturn } from './returns.service.ts';

/**
 * The console's returns of an order (issue 31 point 4, decision 039); registered among the
 * console routes (admin.routes.ts). None changes the catalogue: no cache is told.
 */
const adminReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  const none = { tenantChange: 'none' } as const;

  serve(app, consoleEndpoints.adminOrderReturns, async (request) => ({
    data: await listAdminOrderReturns(app.db, memberOf(request).tenantId, request.params.id),
  }));

  serve(app, consoleEndpoints.adminDecideReturn, { config: none }, async (request) => ({
    data: await decideReturn(app.db, memberOf(request), request.params.id, request.body),
  }));

  serve(
    app,
    consoleEndpoints.adminReceiveReturn,
    { config: { ...none, idempotency: KEYED_BY_USER } },
    async (request) => ({
      data: await receiveReturn(app.db, memberOf(request), request.params.id, {
        invoiceId: request.body.invoice_id,
      }),
    }),
  );

  serve(app, consoleEndpoints.adminReturnPhotoImage, async (request, reply) => {
    const photo = await readReturnPhoto(
      app.db,
      memberOf(request).tenantId,
      request.params.id,
      request.params.photoId,
    );
    return reply.headers(photoHeaders(photo.content_type)).send(Buffer.from(photo.data));
  });
};

export default adminReturnRoutes;
