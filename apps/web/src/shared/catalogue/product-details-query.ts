import { queryOptions } from '@tanstack/react-query';
import type { ProductDetails, ProductDetailsResponse } from '@portal/contract';
import { apiPaths } from '@portal/contract/api-paths';
import { api } from '@/shared/api/api-client.ts';
import { ApiError } from '@/shared/api/api-error.ts';
import { tenantKeys } from '@/shared/api/query-keys.ts';
import { i18n } from '@/shared/i18n/i18n.ts';

/** The product is data[0]; an empty answer is a missing product, like a 404. */
export async function getProductDetails(
  code: string,
  productId: number,
  signal?: AbortSignal,
): Promise<ProductDetails> {
  const answer = await api.get<ProductDetailsResponse>(apiPaths.productDetails(code, productId), {
    signal,
  });
  const product = answer.data[0];
  if (!product) throw new ApiError(404, '');
  return product;
}

/** A product's details as the signed-in buyer sees them (the details screen). */
export const productDetailsQuery = (code: string, productId: number) =>
  queryOptions({
    queryKey: [...tenantKeys.catalogue(code, i18n.language), 'product', productId],
    queryFn: ({ signal }) => getProductDetails(code, productId, signal),
  });
