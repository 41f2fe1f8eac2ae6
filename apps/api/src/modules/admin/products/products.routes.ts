import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type UpdateProductRequest } from '@portal/contract';
import { memberOf } from '../../../core/callers.ts';
import { KEYED_BY_USER } from '../../idempotency/callers.ts';
import { acceptImageUploads, readImageUpload } from './image-upload.ts';
import * as products from './products.service.ts';
import { serve } from '../../../lib/endpoint-route.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** The tenant's products, active or not: list, detail, create, edit (deactivate), image. */
const productRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptImageUploads(app);

  serve(app, consoleEndpoints.adminProducts, (request) =>
    products.listProducts(app.db, memberOf(request), request.query),
  );

  serve(
    app,
    consoleEndpoints.adminCreateProduct,
    { config: { idempotency: KEYED_BY_USER } },
    async (request, reply) => {
      const data = await products.createProduct(app.db, memberOf(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  serve(app, consoleEndpoints.adminProduct, async (request) => ({
    data: await products.productDetail(app.db, memberOf(request), request.params.id),
  }));

  serve(
    app,
    consoleEndpoints.adminUpdateProduct,
    {
      config: {
        tenantChange: (request) =>
          (request.body as UpdateProductRequest).units === undefined ? 'products' : 'catalogue',
      },
    },
    async (request) => ({
      data: await products.updateProduct(
        app.db,
        memberOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  // multipart/form-data with one image file (see image-upload.ts for what is accepted).
  serve(app, consoleEndpoints.adminUploadProductImage, async (request) => {
    const admin = memberOf(request);
    // The product is checked before the upload is read: another tenant's id costs no upload.
    await products.productDetail(app.db, admin, request.params.id);
    const image = await readImageUpload(request);
    return { data: await products.setProductImage(app.db, admin, request.params.id, image) };
  });

  serve(app, consoleEndpoints.adminDeleteProductImage, async (request) => ({
    data: await products.setProductImage(app.db, memberOf(request), request.params.id, null),
  }));
};

export default productRoutes;
