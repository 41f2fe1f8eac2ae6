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
