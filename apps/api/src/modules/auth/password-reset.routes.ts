import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '@portal/contract';
import type { RateRule } from '../../lib/rate-limit/rate-limiter.ts';
import { describeResetLink, resetPassword } from './reset-link.service.ts';
import { serve } from '../../lib/endpoint-route.ts';
import * as publicEndpoints from '@portal/contract/endpoints/public';

/** Checks and uses of reset links from one address: plenty for an office, useless for guessing. */
export const RESET_LINK_PER_ADDRESS: RateRule = {
  bucket: 'reset-link-address',
  limit: 30,
  windowMs: 60 * 60_000,
};

/** The buyer's side of a reset link the administrator issued: see whose it is, then use it. */
const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    publicEndpoints.resetLink,
    { logLevel: 'warn', onRequest: app.limitByAddress(RESET_LINK_PER_ADDRESS) },
    (request) => describeResetLink(app.db, request.params.token),
  );

  serve(
    app,
    publicEndpoints.resetPassword,
    { onRequest: app.limitByAddress(RESET_LINK_PER_ADDRESS) },
    async (request) => {
      await resetPassword(app.db, app.invalidations, request.body);
      return { message: translate(request.language, 'admin.passwordReset') };
    },
  );
};

export default passwordResetRoutes;
