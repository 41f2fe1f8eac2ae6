import type { MessageKey, MessageParams } from '@portal/contract';

export interface FieldMessage {
  key: MessageKey;
  params?: MessageParams;
}

/**
 * An error the client is meant to see. It carries message keys, not text: the error handler
 * translates them into the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly fieldErrors?: Record<string, FieldMessage[]>,
    readonly headers: Record<string, string> = {},
  ) {
    super(key);
    this.name = 'AppError';
  }
}

/** 422 on one field, the shape a form can show under that field. */
export function fieldError(field: string, key: MessageKey, params?: MessageParams): AppError {
  return new AppError(422, key, params, { [field]: [{ key, params }] });
}

/** 422 on several fields at once; the message is the first field's first message. */
export function fieldErrors(problems: Record<string, FieldMessage[]>): AppError {
  const first = Object.values(problems)[0]?.[0] ?? { key: 'validation.failed' };
  return new AppError(422, first.key, first.params, problems);
}

export const notFound = (key: MessageKey = 'errors.notFound') => new AppError(404, key);
export const forbidden = (key: MessageKey = 'errors.forbidden') => new AppError(403, key);
export const unauthenticated = () => new AppError(401, 'errors.unauthenticated');

export function tooManyRequests(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(429, 'errors.tooManyRequests', { seconds }, undefined, {
    'retry-after': String(seconds),
  });
}
