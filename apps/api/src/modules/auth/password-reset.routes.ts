import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBody,
  messageBody,
  resetLinkInfo,
  resetPasswordRequest,
  resetTokenParams,
  translate,
} from '@portal/contract';
import type { RateRule } from '../../lib/rate-limit/rate-limiter.ts';
import { describeResetLink, resetPassword } from './reset-link.service.ts';

/** Checks and uses of reset links from one address: plenty for an office, useless for guessing. */
export const RESET_LINK_PER_ADDRESS: RateRule = {
  bucket: 'reset-link-address',
  limit: 30,
  windowMs: 60 * 60_000,
};

const errors = { 404: errorBody, 410: errorBody, 422: errorBody, 429: errorBody };

/** The buyer's side of a reset link the administrator issued: see whose it is, then use it. */
const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/reset-password/:token',
    {
      // The token is in the URL, and request logs (info level) print URLs.
      logLevel: 'warn',
      onRequest: app.limitByAddress(RESET_LINK_PER_ADDRESS),
      schema: { params: resetTokenParams, response: { 200: resetLinkInfo, ...errors } },
    },
    (request) => describeResetLink(app.db, request.params.token),
  );

  app.post(
    '/auth/reset-password',
    {
      onRequest: app.limitByAddress(RESET_LINK_PER_ADDRESS),
      schema: { body: resetPasswordRequest, response: { 200: messageBody, ...errors } },
    },
    async (request) => {
      await resetPassword(app.db, app.invalidations, request.body);
      return { message: translate(request.language, 'admin.passwordReset') };
    },
  );
};

export default passwordResetRoutes;
