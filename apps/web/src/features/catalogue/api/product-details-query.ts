import { queryOptions } from '@tanstack/react-query';
import type { ProductDetails } from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import { ApiError } from '@/shared/api/api-error.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';

/** The product is data[0]; an empty answer is a missing product, like a 404. */
export async function getProductDetails(
  code: string,
  productId: number,
  signal?: AbortSignal,
): Promise<ProductDetails> {
  const answer = await call(memberEndpoints.productDetails, {
    params: { code, productId },
    signal,
  });
  const product = answer.data[0];
  if (!product) throw new ApiError(404, '');
  return product;
}

/** A product's details as the signed-in buyer sees them (the details screen). */
export const productDetailsQuery = (code: string, productId: number) =>
  queryOptions({
    // Descriptions and category names come in the language: each keeps its own answers.
    queryKey: queryKey(memberEndpoints.productDetails, { code, productId }, i18n.language),
    queryFn: ({ signal }) => getProductDetails(code, productId, signal),
  });
