import type { FastifyRequest } from 'fastify';
import type { Env } from '../config/env.ts';

type UrlConfig = Pick<Env, 'PUBLIC_URL' | 'PORT'>;

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Where the portal answers, for links e-mailed to an account's owner on someone else's request
 * (an anonymous registration, another company's administrator): PUBLIC_URL, else the local
 * address a development server answers on. Never the request's Host header, which the caller
 * chooses: a link to the caller's own server would hand them the owner's token or password.
 */
export function ownerLinkBaseUrl(config: UrlConfig): string {
  return withoutTrailingSlash(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`);
}

/**
 * For links the signed-in caller is shown anyway: PUBLIC_URL when configured (set it in
 * production), else the origin the caller reached the portal on.
 */
export function callerLinkBaseUrl(config: UrlConfig, request: FastifyRequest): string {
  return withoutTrailingSlash(config.PUBLIC_URL ?? `${request.protocol}://${request.host}`);
}
