import { queryOptions } from '@tanstack/react-query';
import type { Product } from '@portal/contract';
import { MAX_PRODUCT_IDS } from '@portal/contract/catalogue-limits';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';

/** Products named by id as the signed-in buyer sees them (their prices included). */
export async function getProductsByIds(
  code: string,
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<Product[]> {
  const answer = await call(memberEndpoints.products, {
    params: { code },
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

/** One page of a cart's products (entities/cart/use-fresh-cart-products.ts). */
export const productsByIdsQuery = (code: string, ids: readonly number[]) =>
  queryOptions({
    queryKey: queryKey(memberEndpoints.products, { code }, { ids }, i18n.language),
    queryFn: ({ signal }) => getProductsByIds(code, ids, signal),
  });
