/** A failed API call: the server's translated message, and field errors for a 422. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
  }

  /** The first message of the first field error (what checkout shows for a 422). */
  firstFieldError(): string | undefined {
    return Object.values(this.fieldErrors)[0]?.[0];
  }

  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads `{message, errors}` without trusting its shape; anything else yields the fallback. */
export function parseErrorBody(status: number, body: unknown, fallbackMessage: string): ApiError {
  if (!isRecord(body)) return new ApiError(status, fallbackMessage);
  const message =
    typeof body.message === 'string' && body.message !== '' ? body.message : fallbackMessage;
  const fieldErrors: Record<string, string[]> = {};
  if (isRecord(body.errors)) {
    for (const [field, messages] of Object.entries(body.errors)) {
      if (!Array.isArray(messages)) continue;
      const texts = messages.filter((text): text is string => typeof text === 'string');
      if (texts.length > 0) fieldErrors[field] = texts;
    }
  }
  return new ApiError(status, message, fieldErrors);
}

/** The message to show for any failure: the server's, else the translated fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
