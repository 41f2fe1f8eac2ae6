import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as memberEndpoints from '@portal/contract/endpoints/member';
import { memberOf } from '../../core/callers.ts';
import { serve } from '../../lib/endpoint-route.ts';
import {
  acceptPhotoUploads,
  addReturnPhoto,
  photoHeaders,
  readPhotoUpload,
  readReturnPhoto,
} from './return-photos.ts';
import {
  listOrderReturns,
  oneBuyerReturn,
  requestReturn,
  visibleReturn,
  withdrawReturn,
} from './returns.service.ts';

/**
 * The buyer's returns (issue 31 point 4, decision 039); registered among the member routes
 * (signed-in.routes.ts). Every route starts from an order or return the member may see: their
 * customer's, and only their own orders' unless they see the company's.
 */
const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptPhotoUploads(app);

  serve(app, memberEndpoints.orderReturns, async (request) => ({
    data: await listOrderReturns(app.db, memberOf(request), request.params.orderId),
  }));

  serve(app, memberEndpoints.requestReturn, async (request, reply) => {
    const created = await requestReturn(
      app.db,
      memberOf(request),
      request.params.orderId,
      request.body,
    );
    return reply.code(201).send({ data: created });
  });

  // multipart/form-data with one photo (see return-photos.ts for what is accepted).
  serve(app, memberEndpoints.uploadReturnPhoto, async (request, reply) => {
    const member = memberOf(request);
    // The return is checked before the upload is read: another customer's id costs no upload.
    await visibleReturn(app.db, member, request.params.returnId);
    const photo = await readPhotoUpload(request);
    await addReturnPhoto(app.db, member.tenantId, request.params.returnId, photo);
    return reply
      .code(201)
      .send({ data: await oneBuyerReturn(app.db, member, request.params.returnId) });
  });

  serve(app, memberEndpoints.returnPhotoImage, async (request, reply) => {
    const member = memberOf(request);
    await visibleReturn(app.db, member, request.params.returnId);
    const photo = await readReturnPhoto(
      app.db,
      member.tenantId,
      request.params.returnId,
      request.params.photoId,
    );
    return reply.headers(photoHeaders(photo.content_type)).send(Buffer.from(photo.data));
  });

  serve(app, memberEndpoints.withdrawReturn, async (request) => ({
    data: await withdrawReturn(app.db, memberOf(request), request.params.returnId),
  }));
};

export default returnRoutes;
