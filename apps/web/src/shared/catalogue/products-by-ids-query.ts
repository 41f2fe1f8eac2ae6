import { queryOptions } from '@tanstack/react-query';
import { MAX_PRODUCT_IDS, type Product, type ProductList } from '@portal/contract';
import { apiPaths } from '@portal/contract/api-paths';
import { api } from '@/shared/api/api-client.ts';
import { tenantKeys } from '@/shared/api/query-keys.ts';
import { i18n } from '@/shared/i18n/i18n.ts';

/** Products named by id as the signed-in buyer sees them (their prices included). */
export async function getProductsByIds(
  code: string,
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<Product[]> {
  const answer = await api.get<ProductList>(apiPaths.products(code), {
    query: { ids: ids.join(',') },
    signal,
  });
  return answer.data;
}

/** Ids in the pages one request may ask for, sorted so that one cart asks the same pages. */
export function idPages(ids: readonly number[]): number[][] {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const pages: number[][] = [];
  for (let start = 0; start < sorted.length; start += MAX_PRODUCT_IDS) {
    pages.push(sorted.slice(start, start + MAX_PRODUCT_IDS));
  }
  return pages;
}

/** One page of a cart's products (shared/cart/use-fresh-cart-products.ts). */
export const productsByIdsQuery = (code: string, ids: readonly number[]) =>
  queryOptions({
    queryKey: [...tenantKeys.catalogue(code, i18n.language), 'products-by-id', ids],
    queryFn: ({ signal }) => getProductsByIds(code, ids, signal),
  });
