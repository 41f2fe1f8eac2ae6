/**
 * Query keys start with the tenant code, so one tenant's data can never answer for another's, and
 * the whole cache is cleared when the signed-in tenant changes (app/server-state.tsx).
 */
export const tenantKeys = {
  all: (code: string) => [code.toUpperCase()] as const,
  publicSettings: (code: string) => [code.toUpperCase(), 'public-settings'] as const,
  settings: (code: string) => [code.toUpperCase(), 'settings'] as const,
  /**
   * The catalogue as read in a language: descriptions and category names come in it, so each
   * language keeps its own answers and a switch fetches (or finds) the other one's.
   */
  catalogue: (code: string, language: string) =>
    [code.toUpperCase(), 'catalogue', language] as const,
};
