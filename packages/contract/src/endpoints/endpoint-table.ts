import { isRecordId, pathParamNames, type Endpoint } from './endpoint.ts';
import * as accountEndpoints from './account.ts';
import * as consoleEndpoints from './console.ts';
import * as integrationEndpoints from './integration.ts';
import * as memberEndpoints from './member.ts';
import * as publicEndpoints from './public.ts';

/**
 * Every endpoint of the API, by its name: what the server registers (each area checks its own
 * against this list at start), the API reference documents and the access matrix calls. Only the
 * server and the tests import it; the web app imports the endpoints it calls, one by one.
 */
export const ENDPOINTS: Readonly<Record<string, Endpoint>> = {
  ...publicEndpoints,
  ...accountEndpoints,
  ...memberEndpoints,
  ...consoleEndpoints,
  ...integrationEndpoints,
};

/** "METHOD path", as Fastify's onRoute reports a route. */
export const endpointKey = (endpoint: Pick<Endpoint, 'method' | 'path'>) =>
  `${endpoint.method} ${endpoint.path}`;

/** The endpoint registered as "METHOD path", if the table has it. */
export const endpointAt = (() => {
  let byKey: Map<string, Endpoint> | undefined;
  return (key: string): Endpoint | undefined => {
    byKey ??= new Map(
      Object.values(ENDPOINTS).map((endpoint) => [endpointKey(endpoint), endpoint]),
    );
    return byKey.get(key);
  };
})();

/**
 * The endpoints whose path names a record but that do not say whose records they are: the table's
 * test fails on any, so no endpoint with an id skips the access matrix's cross-company checks.
 */
export function withoutOwnership(endpoints: Iterable<Endpoint>): string[] {
  return [...endpoints]
    .filter((endpoint) => pathParamNames(endpoint.path).some(isRecordId) && !endpoint.owns)
    .map(endpointKey);
}
