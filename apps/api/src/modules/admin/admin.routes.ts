import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PREFIX, AREA_PREFIXES } from '@portal/contract/endpoints/endpoint';
import { enterArea } from '../../lib/endpoint-route.ts';
import apiKeyRoutes from './api-keys/api-keys.routes.ts';
import auditRoutes from './audit/audit.routes.ts';
import searchMissesRoutes from './search-misses/search-misses.routes.ts';
import searchSynonymsRoutes from './search-synonyms/search-synonyms.routes.ts';
import productAttributesRoutes from './product-attributes/product-attributes.routes.ts';
import brandingRoutes from './branding/branding.routes.ts';
import catalogueCsvRoutes from './catalogue-csv/catalogue-csv.routes.ts';
import categoryRoutes from './categories/categories.routes.ts';
import customerRoutes from './customers/customers.routes.ts';
import memberRoutes from './members/members.routes.ts';
import adminOrderRoutes from './orders/orders.routes.ts';
import passwordResetRoutes from './password-resets/password-resets.routes.ts';
import priceListRoutes from './price-lists/price-lists.routes.ts';
import productRoutes from './products/products.routes.ts';
import registrationRoutes from './registrations/registrations.routes.ts';
import uomRoutes from './uoms/uoms.routes.ts';
import webhookRoutes from './webhooks/webhooks.routes.ts';
import adminQuoteRoutes from './quotes/quotes.routes.ts';
import adminShipmentRoutes from '../shipments/shipments.routes.ts';
import adminReturnRoutes from '../returns/admin-returns.routes.ts';
import adminInvoiceRoutes from '../invoices/admin-invoices.routes.ts';

/**
 * The manufacturer's console under /api/admin/:code. One guard for every route of every area:
 * an approved membership of that tenant with the admin role. It runs on onRequest, before the
 * body is read, so a caller who may not be here learns nothing from validation errors.
 */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    async (admin) => {
      enterArea(admin, 'console');
      admin.addHook('onRequest', app.requireAdmin);
      await admin.register(registrationRoutes);
      await admin.register(memberRoutes);
      await admin.register(customerRoutes);
      await admin.register(passwordResetRoutes);
      await admin.register(adminOrderRoutes);
      await admin.register(auditRoutes);
      await admin.register(searchMissesRoutes);
      await admin.register(searchSynonymsRoutes);
      await admin.register(productAttributesRoutes);
      await admin.register(productRoutes);
      await admin.register(catalogueCsvRoutes);
      await admin.register(uomRoutes);
      await admin.register(categoryRoutes);
      await admin.register(brandingRoutes);
      await admin.register(priceListRoutes);
      await admin.register(webhookRoutes);
      await admin.register(apiKeyRoutes);
      await admin.register(adminQuoteRoutes);
      await admin.register(adminShipmentRoutes);
      await admin.register(adminReturnRoutes);
      await admin.register(adminInvoiceRoutes);
    },
    { prefix: AREA_PREFIXES.console.slice(API_PREFIX.length) },
  );
};

export default adminRoutes;
