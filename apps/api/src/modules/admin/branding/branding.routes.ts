import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBrandingResponse,
  adminPageParams,
  adminPageResponse,
  codeParams,
  imageUpload,
  savePageRequest,
  updateBrandingRequest,
  type BrandingImage,
} from '@portal/contract';
import { memberOf } from '../../../core/callers.ts';
import { adminErrors } from '../common/admin-common.ts';
import { acceptImageUploads, readImageUpload } from '../products/image-upload.ts';
import * as branding from './branding.service.ts';

/** The tenant's name, welcome texts and styles, settings, logo, banner and About Us pages. */
const brandingRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptImageUploads(app);
  // Every instance forgets what it read from the tenant's settings; its catalogue stays.
  const settings = { tenantChange: 'settings' } as const;

  app.get(
    '/branding',
    { schema: { params: codeParams, response: { 200: adminBrandingResponse, ...adminErrors } } },
    async (request) => ({ data: await branding.getBranding(app.db, memberOf(request)) }),
  );

  app.patch(
    '/branding',
    {
      config: settings,
      schema: {
        params: codeParams,
        body: updateBrandingRequest,
        response: { 200: adminBrandingResponse, ...adminErrors },
      },
    },
    async (request) => ({
      data: await branding.updateBranding(app.db, memberOf(request), request.body),
    }),
  );

  for (const kind of ['logo', 'banner'] satisfies BrandingImage[]) {
    // multipart/form-data with one image file (see image-upload.ts for what is accepted).
    app.post(
      `/branding/${kind}`,
      {
        config: settings,
        schema: {
          params: codeParams,
          upload: imageUpload,
          response: { 200: adminBrandingResponse, ...adminErrors },
        },
      },
      async (request) => {
        const image = await readImageUpload(request);
        return { data: await branding.setBrandingImage(app.db, memberOf(request), kind, image) };
      },
    );

    app.delete(
      `/branding/${kind}`,
      {
        config: settings,
        schema: { params: codeParams, response: { 200: adminBrandingResponse, ...adminErrors } },
      },
      async (request) => ({
        data: await branding.setBrandingImage(app.db, memberOf(request), kind, null),
      }),
    );
  }

  app.get(
    '/pages/:slug/:lang',
    { schema: { params: adminPageParams, response: { 200: adminPageResponse, ...adminErrors } } },
    async (request) => {
      const { slug, lang } = request.params;
      return { data: await branding.getPage(app.db, memberOf(request), slug, lang) };
    },
  );

  app.put(
    '/pages/:slug/:lang',
    {
      config: settings,
      schema: {
        params: adminPageParams,
        body: savePageRequest,
        response: { 200: adminPageResponse, ...adminErrors },
      },
    },
    async (request) => {
      const { slug, lang } = request.params;
      const html = request.body.html;
      return { data: await branding.savePage(app.db, memberOf(request), slug, lang, html) };
    },
  );
};

export default brandingRoutes;
