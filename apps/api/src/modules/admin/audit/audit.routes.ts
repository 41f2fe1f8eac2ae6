import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditList, auditListQuery, codeParams } from '@portal/contract';
import { memberOf } from '../../../core/callers.ts';
import { adminErrors } from '../common/admin-common.ts';
import { auditLog } from './audit.service.ts';

/** The tenant's audit log: who changed what, when, before and after. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        params: codeParams,
        querystring: auditListQuery,
        response: { 200: auditList, ...adminErrors },
      },
    },
    (request) => auditLog(app.db, memberOf(request), request.query),
  );
};

export default auditRoutes;
