import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMailer } from '../../../lib/mailer/mailer.ts';
import { portalAddress } from '../../../lib/portal-url.ts';
import { memberOf } from '../../../core/callers.ts';
import * as resets from './password-resets.service.ts';
import { serve } from '../../../lib/endpoint-route.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** Password-reset requests from the forgot-password screen, and the links that answer them. */
const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailer = createMailer({ smtpUrl: app.config.SMTP_URL, outboxDir: app.config.OUTBOX_DIR });
  app.addHook('onClose', async () => mailer.close());
  // From the configuration alone, never from the administrator's request (portal-url.ts).
  const portal = portalAddress(app.config);

  serve(app, consoleEndpoints.adminPasswordResets, (request) =>
    resets.listResetRequests(app.db, memberOf(request), request.query),
  );

  serve(app, consoleEndpoints.adminIssueResetLink, { compress: false }, async (request) => ({
    data: await resets.issueResetLink(app.db, memberOf(request), request.params.id, {
      mailer,
      portal,
      language: request.language,
      log: request.log,
    }),
  }));

  serve(app, consoleEndpoints.adminDismissReset, async (request) => ({
    data: await resets.dismissResetRequest(app.db, memberOf(request), request.params.id),
  }));
};

export default passwordResetRoutes;
