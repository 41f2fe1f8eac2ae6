import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../../core/callers.ts';
import { publishCustomerPriceListChanged } from '../../pricing/pricing-changes.ts';
import { KEYED_BY_USER } from '../../idempotency/callers.ts';
import * as addresses from './addresses.service.ts';
import * as customers from './customers.service.ts';
import {
  customerRulesForConsole,
  createRuleForConsole,
  updateRuleForConsole,
  deleteRuleForConsole,
} from '../../approvals/approval-rules.service.ts';
import { serve } from '../../../lib/endpoint-route.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** The tenant's customers and their shipping and billing addresses. */
const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, consoleEndpoints.adminCustomers, (request) =>
    customers.listCustomers(app.db, memberOf(request), request.query),
  );

  serve(
    app,
    consoleEndpoints.adminCreateCustomer,
    { config: { idempotency: KEYED_BY_USER } },
    async (request, reply) => {
      const data = await customers.createCustomer(app.db, memberOf(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  serve(app, consoleEndpoints.adminCustomer, async (request) => ({
    data: await customers.customerDetail(app.db, memberOf(request), request.params.id),
  }));

  // The customer's administrator keeps them, and the manufacturer may (decision 042).
  serve(app, consoleEndpoints.adminCustomerApprovalRules, async (request) => ({
    data: await customerRulesForConsole(app.db, memberOf(request), request.params.id),
  }));

  serve(app, consoleEndpoints.adminCreateCustomerApprovalRule, async (request, reply) => {
    const { id } = request.params;
    const data = await createRuleForConsole(app.db, memberOf(request), id, request.body);
    return reply.code(201).send({ data });
  });

  serve(app, consoleEndpoints.adminUpdateCustomerApprovalRule, async (request) => {
    const { id, ruleId } = request.params;
    return {
      data: await updateRuleForConsole(app.db, memberOf(request), id, ruleId, request.body),
    };
  });

  serve(app, consoleEndpoints.adminDeleteCustomerApprovalRule, async (request, reply) => {
    const { id, ruleId } = request.params;
    await deleteRuleForConsole(app.db, memberOf(request), id, ruleId);
    return reply.code(204).send();
  });

  // A customer's details are not in the catalogue; its price list is, through its buyers' session
  // checks, which are all that an assignment makes out of date.
  serve(
    app,
    consoleEndpoints.adminUpdateCustomer,
    { config: { tenantChange: 'none' } },
    async (request) => {
      const admin = memberOf(request);
      const { id } = request.params;
      const data = await customers.updateCustomer(app.db, admin, id, request.body);
      if (request.body.price_list_id !== undefined) {
        await publishCustomerPriceListChanged(app, app.db, admin.tenantId, [id]);
      }
      return { data };
    },
  );

  serve(
    app,
    consoleEndpoints.adminCreateAddress,
    { config: { idempotency: KEYED_BY_USER } },
    async (request, reply) => {
      const { id } = request.params;
      const data = await addresses.createAddress(app.db, memberOf(request), id, request.body);
      return reply.code(201).send({ data });
    },
  );

  serve(app, consoleEndpoints.adminUpdateAddress, async (request) => {
    const { id, addressId } = request.params;
    return {
      data: await addresses.updateAddress(app.db, memberOf(request), id, addressId, request.body),
    };
  });

  serve(app, consoleEndpoints.adminDeleteAddress, async (request, reply) => {
    const { id, addressId } = request.params;
    await addresses.deleteAddress(app.db, memberOf(request), id, addressId);
    return reply.code(204).send();
  });
};

export default customerRoutes;
