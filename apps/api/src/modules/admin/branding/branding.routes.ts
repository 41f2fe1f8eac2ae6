import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type BrandingImage } from '@portal/contract';
import { memberOf } from '../../../core/callers.ts';
import { acceptImageUploads, readImageUpload } from '../products/image-upload.ts';
import * as branding from './branding.service.ts';
import { serve } from '../../../lib/endpoint-route.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** The tenant's name, welcome texts and styles, settings, logo, banner and About Us pages. */
const brandingRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptImageUploads(app);
  // Every instance forgets what it read from the tenant's settings; its catalogue stays.
  const settings = { tenantChange: 'settings' } as const;

  serve(app, consoleEndpoints.adminBranding, async (request) => ({
    data: await branding.getBranding(app.db, memberOf(request)),
  }));

  serve(app, consoleEndpoints.adminUpdateBranding, { config: settings }, async (request) => ({
    data: await branding.updateBranding(app.db, memberOf(request), request.body),
  }));

  const images = [
    ['logo', consoleEndpoints.adminUploadLogo, consoleEndpoints.adminDeleteLogo],
    ['banner', consoleEndpoints.adminUploadBanner, consoleEndpoints.adminDeleteBanner],
  ] as const satisfies readonly (readonly [BrandingImage, ...unknown[]])[];
  for (const [kind, upload, remove] of images) {
    // multipart/form-data with one image file (see image-upload.ts for what is accepted).
    serve(app, upload, { config: settings }, async (request) => {
      const image = await readImageUpload(request);
      return { data: await branding.setBrandingImage(app.db, memberOf(request), kind, image) };
    });

    serve(app, remove, { config: settings }, async (request) => ({
      data: await branding.setBrandingImage(app.db, memberOf(request), kind, null),
    }));
  }

  serve(app, consoleEndpoints.adminPage, async (request) => {
    const { slug, lang } = request.params;
    return { data: await branding.getPage(app.db, memberOf(request), slug, lang) };
  });

  serve(app, consoleEndpoints.adminSavePage, { config: settings }, async (request) => {
    const { slug, lang } = request.params;
    const html = request.body.html;
    return { data: await branding.savePage(app.db, memberOf(request), slug, lang, html) };
  });
};

export default brandingRoutes;
