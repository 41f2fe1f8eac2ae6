import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  isMessageKey,
  negotiateLanguage,
  translate,
  type ErrorBody,
  type MessageKey,
} from '@portal/contract';
import { AppError } from '../lib/app-error.ts';
import { timedOut } from '../lib/request-scope.ts';
import { applySecurityHeaders } from './security-headers.ts';

const STATUS_KEYS: Record<number, MessageKey> = {
  400: 'validation.failed',
  401: 'errors.unauthenticated',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  413: 'errors.payloadTooLarge',
  414: 'errors.urlTooLong',
  429: 'errors.tooManyRequests',
  503: 'errors.serviceUnavailable',
};

function sendAppError(error: AppError, request: FastifyRequest, reply: FastifyReply) {
  const language = request.language;
  const errors = error.fieldErrors
    ? Object.fromEntries(
        Object.entries(error.fieldErrors).map(([field, messages]) => [
          field,
          messages.map((m) => translate(language, m.key, m.params)),
        ]),
      )
    : undefined;
  const body: ErrorBody = { message: translate(language, error.key, error.params) };
  if (errors) body.errors = errors;
  return reply.code(error.statusCode).headers(error.headers).send(body);
}

/** Turns schema issues into 422 with messages keyed by field path, in the caller's language. */
function sendValidationError(
  issues: { instancePath: string; message?: string }[],
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    const key =
      issue.message && isMessageKey(issue.message) ? issue.message : 'validation.invalidValue';
    (errors[field] ??= []).push(translate(request.language, key));
  }
  const first = Object.values(errors)[0]?.[0] ?? translate(request.language, 'validation.failed');
  return reply.code(422).send({ message: first, errors } satisfies ErrorBody);
}

/**
 * Database errors caused by the input's bytes rather than by the server (a NUL character, a value
 * out of a column's range): the input is refused like any invalid input, never answered with 500.
 */
const INPUT_DATA_ERRORS = new Set(['22001', '22003', '22021', '22P05', '22007', '22008']);

function isInputDataError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && INPUT_DATA_ERRORS.has(code);
}

/**
 * PostgreSQL gave up on a statement: its statement or lock timeout, or a cancel (57014), a lock
 * it waited for too long (55P03, lock_timeout). The statement and its transaction rolled back, so
 * the client may try again: 503 with Retry-After, never 500 (decision 021).
 */
const TIMED_OUT = new Set(['57014', '55P03']);

function isTimedOut(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && TIMED_OUT.has(code);
}

/**
 * The one place errors become responses. Expected errors are translated; anything else is
 * logged and answered with a generic message, so a 500 never carries internals.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) return sendAppError(error, request, reply);
      if (hasZodFastifySchemaValidationErrors(error)) {
        return sendValidationError(error.validation, request, reply);
      }
      if (isTimedOut(error)) {
        request.log.warn({ code: error.code }, 'statement timed out: answered 503');
        // "Nothing was saved" only when the request committed nothing before (decision 021).
        return sendAppError(timedOut(!request.scope?.committed), request, reply);
      }
      if (isInputDataError(error)) {
        request.log.info({ code: error.code }, 'input refused by the database');
        return reply
          .code(422)
          .send({ message: translate(request.language, 'validation.invalidValue') });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(500).send({ message: translate(request.language, 'errors.unexpected') });
      }
      const key: MessageKey =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'errors.malformedJson'
          : (STATUS_KEYS[status] ?? 'validation.failed');
      request.log.info({ code: error.code, status }, 'request refused');
      return reply
        .code(status)
        .send({ message: translate(request.language, key, { seconds: 60 }) });
    });
  },
  { name: 'error-handler', dependencies: ['language'] },
);

/** What the router refuses before any route or hook runs: the URL itself. */
const FRAMEWORK_ERRORS: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_BAD_URL: { status: 400, key: 'errors.badUrl' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, key: 'errors.urlTooLong' },
};

/**
 * Fastify's `frameworkErrors`: the router answers these itself, before onRequest, so neither the
 * hooks (language, security headers, request id) nor the error handler would see them, and
 * Fastify's own body echoes the URL. They get what every other answer gets instead.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  request.language = negotiateLanguage(request.headers['accept-language']);
  const known = FRAMEWORK_ERRORS[error.code];
  const status = known?.status ?? 500;
  if (known) request.log.info({ code: error.code, status }, 'request refused by the router');
  else request.log.error({ err: error }, 'router failed');
  applySecurityHeaders(request, reply, () => {
    reply
      .code(status)
      .headers({ 'x-request-id': request.id, 'cache-control': 'no-store' })
      .send({ message: translate(request.language, known?.key ?? 'errors.unexpected') });
  });
}
