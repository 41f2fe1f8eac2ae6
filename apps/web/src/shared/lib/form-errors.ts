import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { MessageKey } from '@portal/contract';
import { ApiError } from '@/shared/api/api-error.ts';

/** A form's errors as the texts to show, keyed by field path ('name', 'units.0.cf'). */
export type ErrorTexts = Record<string, string>;

/**
 * A rule's message: a key of the server's catalogue (or `namespace:key` of one the screen has
 * loaded), with the values of its placeholders when it has some.
 */
export type FormMessage = string | { key: string; params?: Record<string, string | number> };

/**
 * Translates the messages of rules checked in the browser (see schemaIssues) into the reader's
 * language. A message that is no key of the catalogue (a rule without its own message) reads as
 * 'invalid value': the catalogue answers an unknown key with the key itself.
 */
export function useMessageTexts() {
  const { t } = useTranslation('server');
  const text = (message: FormMessage) => {
    const { key, params } = typeof message === 'string' ? { key: message } : message;
    const found = t(key as MessageKey, params);
    return found === key ? t('validation.invalidValue') : found;
  };
  return (messages: Partial<Record<string, FormMessage>>): ErrorTexts =>
    Object.fromEntries(
      Object.entries(messages).flatMap(([path, message]) =>
        message ? [[path, text(message)]] : [],
      ),
    );
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

/** The error of a field that takes a list (checkboxes): its own, else the first of an item. */
export function errorUnder(errors: ErrorTexts, field: string): string | undefined {
  return (
    errors[field] ?? Object.entries(errors).find(([path]) => path.startsWith(`${field}.`))?.[1]
  );
}

/** What a contract schema answers (any Zod schema); the web needs no more of Zod than this. */
export interface SafeParser {
  safeParse: (
    value: unknown,
  ) =>
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * The first message of each field path ('part_number', 'units.0.cf', '' for the whole value) as
 * the schema words it. It imports nothing of the contract, so a form on the login screen can use
 * it without the server's catalogue in its bundle (decision 004); schemaErrors checks the keys.
 */
export function schemaIssues(schema: SafeParser, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    messages[issue.path.map(String).join('.')] ??= issue.message;
  }
  return messages;
}
