import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { patterns } from '@/app/paths.ts';
import { preloadFirstRow } from '@/entities/catalogue/product-image.tsx';
import { readBrowseParams } from '../hooks/use-browse-params.ts';
import { browseCategoriesQuery } from './get-browse-categories.ts';
import { browseFacetsQuery, browseProductsQuery } from './get-browse-products.ts';

/**
 * /browse/{code} opened from the address bar (app/screen-preload.ts): the page of products in the
 * URL and its first pictures, its facets, and the category tree, asked at once with the screen's query keys.
 */
export function prefetchScreen(queryClient: QueryClient, url: URL) {
  const code = matchPath(patterns.browse, url.pathname)?.params.code?.toUpperCase();
  if (!code) return;
  void queryClient.prefetchQuery(browseCategoriesQuery(code));
  const params = readBrowseParams(url.searchParams);
  void queryClient.prefetchQuery(browseFacetsQuery(code, params));
  queryClient
    .fetchQuery(browseProductsQuery(code, params))
    .then((page) => preloadFirstRow(page.data.map((product) => product.primary_image)))
    .catch(() => undefined);
}
