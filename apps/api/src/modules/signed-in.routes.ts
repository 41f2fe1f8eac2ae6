import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enterArea } from '../lib/endpoint-route.ts';
import catalogueRoutes from './catalogue/catalogue.routes.ts';
import customerRoutes from './customers/customers.routes.ts';
import orderRoutes from './orders/orders.routes.ts';
import approvalRoutes from './approvals/approvals.routes.ts';
import approvalRuleRoutes from './approvals/approval-rules.routes.ts';
import quickOrderRoutes from './quick-order/quick-order.routes.ts';
import savedListRoutes from './saved-lists/saved-lists.routes.ts';
import quoteRoutes from './quotes/quotes.routes.ts';
import invoiceRoutes from './invoices/invoices.routes.ts';
import returnRoutes from './returns/returns.routes.ts';
import emailPreferenceRoutes from './notifications/email-preferences.routes.ts';
import memberPageRoutes from './tenants/member-pages.routes.ts';
import companyRoutes from './company/company.routes.ts';

/**
 * What a signed-in member of the tenant named by `:code` reads and orders. One guard for every
 * route: an approved membership of that tenant. It runs on onRequest, before the body is read, so
 * a caller without a session gets 401 and learns nothing from validation errors (as the console,
 * modules/admin/admin.routes.ts). Account routes (sign-out, password change) guard themselves the
 * same way in modules/auth.
 */
const signedInRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(async (member) => {
    enterArea(member, 'member');
    member.addHook('onRequest', app.requireMember);
    await member.register(catalogueRoutes);
    await member.register(customerRoutes);
    await member.register(orderRoutes);
    await member.register(approvalRoutes);
    await member.register(approvalRuleRoutes);
    await member.register(quickOrderRoutes);
    await member.register(savedListRoutes);
    await member.register(quoteRoutes);
    await member.register(invoiceRoutes);
    await member.register(returnRoutes);
    await member.register(memberPageRoutes);
    await member.register(emailPreferenceRoutes);
    await member.register(companyRoutes);
  });
};

export default signedInRoutes;
