import { isMessageKey, type MessageKey } from '@portal/contract';
import { schemaIssues, type SafeParser } from './form-errors.ts';

/**
 * Runs a contract schema in the browser and returns the first message key per field path
 * ('part_number', 'units.0.cf', '' for the whole value), as the API would answer its 422. The
 * form can then show the same translated text at the field before anything is sent.
 */
export function schemaErrors(schema: SafeParser, value: unknown): Record<string, MessageKey> {
  return Object.fromEntries(
    Object.entries(schemaIssues(schema, value)).map(([path, message]) => [
      path,
      isMessageKey(message) ? message : 'validation.invalidValue',
    ]),
  );
}
