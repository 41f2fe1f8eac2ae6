import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequest,
  codeParams,
  forgotPasswordRequest,
  loginRequest,
  loginResponse,
  messageBody,
  registerRequest,
  translate,
} from '@portal/contract';
import { unauthenticated } from '../../lib/app-error.ts';
import { memberOf } from '../../plugins/authentication.ts';
import { FORGOT_PER_ADDRESS, LOGIN_PER_ADDRESS, REGISTER_PER_ADDRESS } from './auth-limits.ts';
import * as auth from './auth.service.ts';
import passwordResetRoutes from './password-reset.routes.ts';

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
  };

  app.post(
    '/register',
    {
      onRequest: app.limitByAddress(REGISTER_PER_ADDRESS),
      schema: { body: registerRequest, response: { 201: messageBody } },
    },
    async (request, reply) => {
      await auth.register(ctx, request.body, request.ip);
      return reply.code(201).send({ message: translate(request.language, 'auth.registered') });
    },
  );

  app.post(
    '/login',
    {
      onRequest: app.limitByAddress(LOGIN_PER_ADDRESS),
      schema: { body: loginRequest, response: { 200: loginResponse } },
    },
    async (request) => auth.login(ctx, request.body, request.ip),
  );

  app.post('/logout', { onRequest: app.requireSession }, async (request, reply) => {
    if (!request.session) throw unauthenticated();
    await auth.logout(ctx, request.session.tokenHash);
    return reply.code(204).send();
  });

  app.post(
    '/auth/forgot-password',
    {
      onRequest: app.limitByAddress(FORGOT_PER_ADDRESS),
      schema: { body: forgotPasswordRequest, response: { 200: messageBody } },
    },
    async (request) => {
      await auth.requestPasswordReset(ctx, request.body);
      return { message: translate(request.language, 'auth.forgotPasswordSent') };
    },
  );

  app.put(
    '/user/:code/password',
    {
      onRequest: app.requireMember,
      schema: { params: codeParams, body: changePasswordRequest, response: { 200: messageBody } },
    },
    async (request) => {
      await auth.changePassword(ctx, memberOf(request), request.body, request.ip);
      return { message: translate(request.language, 'auth.passwordUpdated') };
    },
  );

  await app.register(passwordResetRoutes);
};

export default authRoutes;
