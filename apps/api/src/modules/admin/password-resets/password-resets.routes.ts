import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  codeParams,
  issueResetLinkResponse,
  passwordResetList,
  passwordResetListQuery,
  passwordResetResponse,
  recordIdParams,
} from '@portal/contract';
import { createMailer } from '../../../lib/mailer/mailer.ts';
import { portalAddress } from '../../../lib/portal-url.ts';
import { memberOf } from '../../../core/callers.ts';
import { adminErrors } from '../common/admin-common.ts';
import * as resets from './password-resets.service.ts';

/** Password-reset requests from the forgot-password screen, and the links that answer them. */
const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailer = createMailer({ smtpUrl: app.config.SMTP_URL, outboxDir: app.config.OUTBOX_DIR });
  app.addHook('onClose', async () => mailer.close());
  // From the configuration alone, never from the administrator's request (portal-url.ts).
  const portal = portalAddress(app.config);

  app.get(
    '/password-resets',
    {
      schema: {
        params: codeParams,
        querystring: passwordResetListQuery,
        response: { 200: passwordResetList, ...adminErrors },
      },
    },
    (request) => resets.listResetRequests(app.db, memberOf(request), request.query),
  );

  app.post(
    '/password-resets/:id/issue-link',
    {
      // The answer carries the link's secret: never compressed (decision 011).
      compress: false,
      schema: { params: recordIdParams, response: { 200: issueResetLinkResponse, ...adminErrors } },
    },
    async (request) => ({
      data: await resets.issueResetLink(app.db, memberOf(request), request.params.id, {
        mailer,
        portal,
        language: request.language,
        log: request.log,
      }),
    }),
  );

  app.post(
    '/password-resets/:id/dismiss',
    {
      schema: { params: recordIdParams, response: { 200: passwordResetResponse, ...adminErrors } },
    },
    async (request) => ({
      data: await resets.dismissResetRequest(app.db, memberOf(request), request.params.id),
    }),
  );
};

export default passwordResetRoutes;
