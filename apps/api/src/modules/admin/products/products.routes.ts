import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminProductList,
  adminProductListQuery,
  adminProductResponse,
  codeParams,
  createProductRequest,
  imageUpload,
  productIdParams,
  updateProductRequest,
  type UpdateProductRequest,
} from '@portal/contract';
import { memberOf } from '../../../core/callers.ts';
import { adminErrors } from '../common/admin-common.ts';
import { KEYED_BY_USER } from '../../idempotency/callers.ts';
import { acceptImageUploads, readImageUpload } from './image-upload.ts';
import * as products from './products.service.ts';

/** The tenant's products, active or not: list, detail, create, edit (deactivate), image. */
const productRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptImageUploads(app);

  app.get(
    '/products',
    {
      schema: {
        params: codeParams,
        querystring: adminProductListQuery,
        response: { 200: adminProductList, ...adminErrors },
      },
    },
    (request) => products.listProducts(app.db, memberOf(request), request.query),
  );

  app.post(
    '/products',
    {
      config: { idempotency: KEYED_BY_USER },
      schema: {
        params: codeParams,
        body: createProductRequest,
        response: { 201: adminProductResponse, ...adminErrors },
      },
    },
    async (request, reply) => {
      const data = await products.createProduct(app.db, memberOf(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/products/:id',
    {
      schema: { params: productIdParams, response: { 200: adminProductResponse, ...adminErrors } },
    },
    async (request) => ({
      data: await products.productDetail(app.db, memberOf(request), request.params.id),
    }),
  );

  app.patch(
    '/products/:id',
    {
      // A price, stock or text edit leaves the units, so the price lists' tiers stay.
      config: {
        tenantChange: (request) =>
          (request.body as UpdateProductRequest).units === undefined ? 'products' : 'catalogue',
      },
      schema: {
        params: productIdParams,
        body: updateProductRequest,
        response: { 200: adminProductResponse, ...adminErrors },
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
  app.post(
    '/products/:id/image',
    {
      schema: {
        params: productIdParams,
        upload: imageUpload,
        response: { 200: adminProductResponse, ...adminErrors },
      },
    },
    async (request) => {
      const admin = memberOf(request);
      // The product is checked before the upload is read: another tenant's id costs no upload.
      await products.productDetail(app.db, admin, request.params.id);
      const image = await readImageUpload(request);
      return { data: await products.setProductImage(app.db, admin, request.params.id, image) };
    },
  );

  app.delete(
    '/products/:id/image',
    {
      schema: { params: productIdParams, response: { 200: adminProductResponse, ...adminErrors } },
    },
    async (request) => ({
      data: await products.setProductImage(app.db, memberOf(request), request.params.id, null),
    }),
  );
};

export default productRoutes;
