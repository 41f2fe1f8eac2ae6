import { z } from 'zod';
import { requiredText } from '../common.ts';
import { personRef, timestamp, withoutNul } from './common.ts';

/**
 * API keys of a tenant's systems (issue 13 point 2): what each scope lets a key do through the
 * integration API (integration.ts), and the console's screen of keys.
 */
export const API_KEY_SCOPES = [
  'catalogue:write',
  'prices:write',
  'orders:read',
  'orders:write',
  'customers:write',
  'quotes:read',
  'quotes:write',
  'shipments:write',
  'invoices:read',
  'invoices:write',
  'returns:read',
  'returns:write',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const apiKeySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** The visible start of the key (`opk_<prefix>_…`), to tell keys apart. */
  prefix: z.string(),
  created_by: personRef.nullable(),
  created_at: timestamp,
  last_used_at: timestamp.nullable(),
  revoked_at: timestamp.nullable(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummary>;
export const apiKeyList = z.object({ data: z.array(apiKeySummary) });
export type ApiKeyList = z.infer<typeof apiKeyList>;

export const createApiKeyRequest = z.object({
  name: requiredText(100).refine(withoutNul, { error: 'validation.invalidValue' }),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: 'admin.apiKeys.unknownScope' }), {
      error: 'admin.apiKeys.scopeRequired',
    })
    .min(1, { error: 'admin.apiKeys.scopeRequired' })
    .max(API_KEY_SCOPES.length, { error: 'admin.apiKeys.scopeRequired' })
    .transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope))),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequest>;

/** The new key with its secret: the only answer that ever shows it. */
export const createdApiKeyResponse = z.object({
  data: apiKeySummary.extend({ key: z.string() }),
});
export type CreatedApiKeyResponse = z.infer<typeof createdApiKeyResponse>;
export const apiKeyResponse = z.object({ data: apiKeySummary });
export type ApiKeyResponse = z.infer<typeof apiKeyResponse>;
