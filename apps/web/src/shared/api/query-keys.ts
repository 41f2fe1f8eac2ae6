/**
 * Query keys start with the tenant code, so one tenant's data can never answer for another's, and
 * the whole cache is cleared when the signed-in tenant changes (app/server-state.tsx).
 */
export const tenantKeys = {
  all: (code: string) => [code.toUpperCase()] as const,
  publicSettings: (code: string) => [code.toUpperCase(), 'public-settings'] as const,
  settings: (code: string) => [code.toUpperCase(), 'settings'] as const,
};
