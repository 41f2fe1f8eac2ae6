import { useLocation } from 'react-router';
import { paths } from '@/app/paths.ts';

interface OriginState {
  listUrl?: unknown;
}

/**
 * The product list (with its search, page and category) that led to a product, carried in the
 * navigation state: the details' back link and Add to cart return there rather than to a reset
 * list. A details page reached another way goes back to /products.
 */
export function useListOrigin(): string {
  const state = useLocation().state as OriginState | null;
  const listUrl = state?.listUrl;
  return typeof listUrl === 'string' && listUrl.startsWith(paths.products())
    ? listUrl
    : paths.products();
}

/** The state a link to a product carries from the list (or passes on from a details page). */
export function useOriginState(): OriginState {
  const location = useLocation();
  const fromList = location.pathname === paths.products();
  const inherited = useListOrigin();
  return { listUrl: fromList ? location.pathname + location.search : inherited };
}
