import { call } from '@/shared/api/api-client.ts';
import { createPromiseCache } from '@/shared/lib/promise-cache.ts';
import * as publicEndpoints from '@portal/contract/endpoints/public';

export const getPublicSettings = (code: string, signal?: AbortSignal) =>
  call(publicEndpoints.publicSettings, { params: { code }, signal });

const publicSettings = createPromiseCache({
  load: (code) => getPublicSettings(code),
  freshMs: 5 * 60_000,
  // Only logged (specification section 8): the screens fall back to their defaults.
  onError: (error) => console.warn('public settings could not be loaded', error),
});

/**
 * A tenant's public branding, or null when it could not be loaded: one request per code for five
 * minutes, shared by the login screen (React's use(), no TanStack Query: issue 4) and the query of
 * the other public screens (public-settings.ts), so a page load does not ask twice.
 */
export const loadPublicSettings = (code: string) => publicSettings.read(code.toUpperCase());

/** The next read asks the server again: after an administrator changed the branding, and in tests. */
export const forgetPublicSettings = (code?: string) => publicSettings.forget(code?.toUpperCase());
