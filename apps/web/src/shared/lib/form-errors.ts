import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { MessageKey } from '@portal/contract';
import { ApiError } from '@/shared/api/api-error.ts';

/** A form's errors as the texts to show, keyed by field path ('name', 'units.0.cf'). */
export type ErrorTexts = Record<string, string>;

/** Translates message keys found in the browser (see schemaErrors) into the reader's language. */
export function useMessageTexts() {
  const { t } = useTranslation('server');
  return (keys: Record<string, MessageKey>): ErrorTexts =>
    Object.fromEntries(Object.entries(keys).map(([path, key]) => [path, t(key)]));
}

/** The first message of each field of a failed call (a 422), already in the reader's language. */
export function apiFieldErrors(error: unknown): ErrorTexts {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors).flatMap(([path, messages]) =>
      messages[0] ? [[path, messages[0]]] : [],
    ),
  );
}

/** The errors left once a field changes: its own and those under it ('units' clears 'units.0.cf'). */
export function withoutField(errors: ErrorTexts, field: string): ErrorTexts {
  return Object.fromEntries(
    Object.entries(errors).filter(([path]) => path !== field && !path.startsWith(`${field}.`)),
  );
}
