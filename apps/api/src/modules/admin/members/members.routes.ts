import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  codeParams,
  memberList,
  memberListQuery,
  memberResponse,
  updateMemberRequest,
  userIdParams,
} from '@portal/contract';
import { memberOf } from '../../../core/callers.ts';
import { adminErrors } from '../common/admin-common.ts';
import * as members from './members.service.ts';

/** Every account of the tenant: enable or disable it, set its rep code and customer. */
const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/members',
    {
      schema: {
        params: codeParams,
        querystring: memberListQuery,
        response: { 200: memberList, ...adminErrors },
      },
    },
    (request) => members.listMembers(app.db, memberOf(request), request.query),
  );

  app.patch(
    '/members/:userId',
    {
      // The member's own change is published by the service: the catalogue is the same.
      config: { tenantChange: 'none' },
      schema: {
        params: userIdParams,
        body: updateMemberRequest,
        response: { 200: memberResponse, ...adminErrors },
      },
    },
    async (request) => ({
      data: await members.updateMember(
        app.db,
        app.invalidations,
        memberOf(request),
        request.params.userId,
        request.body,
      ),
    }),
  );
};

export default memberRoutes;
