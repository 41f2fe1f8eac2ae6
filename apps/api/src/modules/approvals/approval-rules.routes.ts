import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as memberEndpoints from '@portal/contract/endpoints/member';
import { memberOf } from '../../core/callers.ts';
import { serve } from '../../lib/endpoint-route.ts';
import { createRule, deleteRule, listRules, updateRule } from './approval-rules.service.ts';
import { ownSpendingLimit, setSpendingLimit } from './spending.service.ts';

/** A customer's approval rules and spending limits, kept by its administrator (decision 033). */
const approvalRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, memberEndpoints.approvalRules, async (request) => ({
    data: await listRules(app.db, memberOf(request)),
  }));

  serve(app, memberEndpoints.createApprovalRule, async (request, reply) => {
    const data = await createRule(app.db, memberOf(request), request.body);
    return reply.code(201).send({ data });
  });

  serve(app, memberEndpoints.updateApprovalRule, async (request) => ({
    data: await updateRule(app.db, memberOf(request), request.params.ruleId, request.body),
  }));

  serve(app, memberEndpoints.deleteApprovalRule, async (request, reply) => {
    await deleteRule(app.db, memberOf(request), request.params.ruleId);
    return reply.code(204).send();
  });

  serve(app, memberEndpoints.spendingLimit, async (request) => ({
    data: await ownSpendingLimit(app.db, memberOf(request)),
  }));

  serve(app, memberEndpoints.setSpendingLimit, async (request) => ({
    data: await setSpendingLimit(app.db, memberOf(request), request.params.userId, request.body),
  }));
};

export default approvalRuleRoutes;
