import { call } from '@/shared/api/api-client.ts';
import { createPromiseCache } from '@/shared/lib/promise-cache.ts';
import * as publicEndpoints from '@portal/contract/endpoints/public';

export const resolveHost = (signal?: AbortSignal) => call(publicEndpoints.resolveHost, { signal });

const hostTenant = createPromiseCache({
  load: async () => (await resolveHost()).code?.toUpperCase() ?? null,
  // The host does not change while the page is open.
  freshMs: Number.POSITIVE_INFINITY,
  // Only logged (specification section 8): without it the screens ask for a code.
  onError: (error) => console.warn('the host could not be resolved', error),
});

/**
 * The code of the tenant whose own domain serves this page, or null: asked once per page load
 * (again a little later after a failure), the same promise every time, to read with React's use().
 * No TanStack Query here: the login screen and `/` need it (issue 4).
 */
export const loadHostTenant = () => hostTenant.read('host');

/** For tests: the next read asks the server again. */
export const forgetHostTenant = () => hostTenant.forget();
