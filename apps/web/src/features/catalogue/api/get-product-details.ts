import { useQuery } from '@tanstack/react-query';
import { productDetailsQuery } from './product-details-query.ts';

export const useProductDetails = (code: string, productId: number | null) =>
  useQuery({ ...productDetailsQuery(code, productId ?? 0), enabled: productId !== null });
