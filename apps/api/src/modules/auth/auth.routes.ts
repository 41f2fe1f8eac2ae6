import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '@portal/contract';
import { unauthenticated } from '../../lib/app-error.ts';
import { createBackgroundMail } from '../../lib/mailer/background-mail.ts';
import { createMailer } from '../../lib/mailer/mailer.ts';
import { portalAddress } from '../../lib/portal-url.ts';
import { memberOf } from '../../core/callers.ts';
import type { IdempotencyRule } from '../idempotency/idempotency-rule.ts';
import {
  FORGOT_PER_ADDRESS,
  LOGIN_PER_ADDRESS,
  REGISTER_NOTICES_PER_ACCOUNT,
  REGISTER_PER_ADDRESS,
  SWITCH_PER_ADDRESS,
} from './auth-limits.ts';
import { findActiveTenant } from './auth.repository.ts';
import * as auth from './auth.service.ts';
import { switchCompany } from './company-switch.ts';
import { existingAccountNotice } from './existing-account-notice.ts';
import passwordResetRoutes from './password-reset.routes.ts';
import { enterArea, serve } from '../../lib/endpoint-route.ts';
import * as publicEndpoints from '@portal/contract/endpoints/public';
import * as accountEndpoints from '@portal/contract/endpoints/account';
import * as memberEndpoints from '@portal/contract/endpoints/member';

/**
 * Accounts and sessions. Address limits run on onRequest, before the body is even parsed, so
 * that floods of malformed requests count too; authentication runs there as well, so that a
 * caller without a session learns nothing from validation errors.
 */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: auth.AuthContext = {
    db: app.db,
    limiter: app.rateLimiter,
    lifetime: {
      idleMinutes: app.config.SESSION_IDLE_MINUTES,
      absoluteHours: app.config.SESSION_ABSOLUTE_HOURS,
    },
    invalidations: app.invalidations,
  };

  const mailer = createMailer({ smtpUrl: app.config.SMTP_URL, outboxDir: app.config.OUTBOX_DIR });
  const portal = portalAddress(app.config);
  const backgroundMail = createBackgroundMail(mailer, app.log);
  app.addHook('onClose', async () => {
    await backgroundMail.settle();
    mailer.close();
  });

  // A retried registration answers again without a second account, membership or e-mail
  // (decision 021). No account yet: the key is the address's, in the company it registers with;
  // a company code nobody has writes nothing and takes no key. The passwords never enter the
  // request's fingerprint, a fast hash: a retry differing only there answers the first answer.
  const registrationKeys: IdempotencyRule = {
    scope: async (request) => {
      const { manufacturerCode } = request.body as { manufacturerCode: string };
      const tenant = await findActiveTenant(app.db, manufacturerCode);
      return tenant ? { tenantId: tenant.id, caller: `address:${request.ip}` } : undefined;
    },
    omitFromFingerprint: ['password', 'password_confirmation'],
  };

  // A known email answers exactly as a new one; only its owner hears, by e-mail (decision 010).
  serve(
    app,
    publicEndpoints.register,
    {
      config: { idempotency: registrationKeys },
      onRequest: app.limitByAddress(REGISTER_PER_ADDRESS),
    },
    async (request, reply) => {
      const outcome = await auth.register(ctx, request.body, request.language);
      if (outcome.kind === 'existing') {
        const { language } = request;
        backgroundMail.send(
          async () => {
            const quota = await app.rateLimiter.consume(
              REGISTER_NOTICES_PER_ACCOUNT,
              outcome.account.email.toLowerCase(),
            );
            return quota.allowed ? existingAccountNotice(outcome, language, portal) : null;
          },
          { reqId: request.id, mail: 'existing-account-registration', result: outcome.result },
        );
      }
      return reply.code(201).send({ message: translate(request.language, 'auth.registered') });
    },
  );

  serve(
    app,
    publicEndpoints.login,
    { compress: false, onRequest: app.limitByAddress(LOGIN_PER_ADDRESS) },
    async (request) => auth.login(ctx, request.body, request.ip),
  );

  // The account's own session, whatever company it is for: each route checks it itself, after
  // its address limit.
  await app.register(async (account) => {
    enterArea(account, 'account');
    serve(
      account,
      accountEndpoints.logout,
      { onRequest: app.requireSession },
      async (request, reply) => {
        if (!request.session) throw unauthenticated();
        await auth.logout(ctx, request.session.tokenHash);
        return reply.code(204).send();
      },
    );

    // Another company of the same account, without its password (decision 014). The answer
    // carries the new token: never compressed (decision 011).
    serve(
      account,
      accountEndpoints.switchCompany,
      { compress: false, onRequest: [app.limitByAddress(SWITCH_PER_ADDRESS), app.requireSession] },
      async (request) => {
        if (!request.session) throw unauthenticated();
        return switchCompany(ctx, request.session, request.body.manufacturerCode);
      },
    );
  });

  serve(
    app,
    publicEndpoints.forgotPassword,
    { onRequest: app.limitByAddress(FORGOT_PER_ADDRESS) },
    async (request) => {
      await auth.requestPasswordReset(ctx, request.body);
      return { message: translate(request.language, 'auth.forgotPasswordSent') };
    },
  );

  await app.register(async (member) => {
    enterArea(member, 'member');
    serve(
      member,
      memberEndpoints.changePassword,
      { onRequest: app.requireMember },
      async (request) => {
        await auth.changePassword(ctx, memberOf(request), request.body, request.ip);
        return { message: translate(request.language, 'auth.passwordUpdated') };
      },
    );
  });

  await app.register(passwordResetRoutes);
};

export default authRoutes;
