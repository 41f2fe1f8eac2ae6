import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import auditRoutes from './audit/audit.routes.ts';
import customerRoutes from './customers/customers.routes.ts';
import memberRoutes from './members/members.routes.ts';
import adminOrderRoutes from './orders/orders.routes.ts';
import passwordResetRoutes from './password-resets/password-resets.routes.ts';
import registrationRoutes from './registrations/registrations.routes.ts';

/**
 * The manufacturer's console under /api/admin/:code. One guard for every route of every area:
 * an approved membership of that tenant with the admin role. It runs on onRequest, before the
 * body is read, so a caller who may not be here learns nothing from validation errors.
 */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', app.requireAdmin);
      await admin.register(registrationRoutes);
      await admin.register(memberRoutes);
      await admin.register(customerRoutes);
      await admin.register(passwordResetRoutes);
      await admin.register(adminOrderRoutes);
      await admin.register(auditRoutes);
    },
    { prefix: '/admin/:code' },
  );
};

export default adminRoutes;
