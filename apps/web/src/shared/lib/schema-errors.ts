import { isMessageKey, type MessageKey } from '@portal/contract';

/** What a contract schema answers (any Zod schema); the web needs no more of Zod than this. */
interface SafeParser {
  safeParse: (
    value: unknown,
  ) =>
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * Runs a contract schema in the browser and returns the first message key per field path
 * ('part_number', 'units.0.cf', '' for the whole value), as the API would answer its 422. The
 * form can then show the same translated text at the field before anything is sent.
 */
export function schemaErrors(schema: SafeParser, value: unknown): Record<string, MessageKey> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, MessageKey> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (errors[path]) continue;
    errors[path] = isMessageKey(issue.message) ? issue.message : 'validation.invalidValue';
  }
  return errors;
}
