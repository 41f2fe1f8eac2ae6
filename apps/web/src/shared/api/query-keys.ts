import { API_PREFIX, type PathParams } from '@portal/contract/endpoints/endpoint';

/**
 * The one factory of query keys, keyed by the endpoint a query reads (docs/decisions/027): the
 * tenant code upper-case, then the endpoint's path after /api with `:code` left out and its other
 * parameters filled in, then what else tells its answers apart (the query, the language).
 *
 *   queryKey(adminOrders, { code: 'acme' }, { page: 2 })  ->  ['ACME', 'admin', 'orders', { page: 2 }]
 *   queryKey(adminOrder, { code: 'acme', id: 7 })         ->  ['ACME', 'admin', 'orders', 7]
 *
 * So a resource's key, without qualifiers, is the prefix of its lists' and its records' keys: one
 * invalidation reaches them all. Every key of a tenant starts with its code, so one tenant's data
 * never answers for another's, and the whole cache is cleared when the signed-in tenant changes
 * (app/server-state.tsx).
 */
export function queryKey<P extends string>(
  endpoint: { readonly path: P },
  params: PathParams<P>,
  ...qualifiers: unknown[]
): readonly unknown[] {
  const values = params as Readonly<Record<string, string | number | undefined>>;
  const segments = endpoint.path
    .slice(`${API_PREFIX}/`.length)
    .split('/')
    .filter((segment) => segment !== ':code')
    .map((segment) => (segment.startsWith(':') ? values[segment.slice(1)] : segment));
  const code = values.code === undefined ? [] : [String(values.code).toUpperCase()];
  return [...code, ...segments, ...qualifiers];
}

/** A page read from a URL the tenant's settings name (an About Us page), not from an endpoint. */
export const pageKey = (code: string, url: string): readonly unknown[] => [
  code.toUpperCase(),
  'page',
  url,
];
