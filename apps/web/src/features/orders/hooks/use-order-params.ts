import { useSearchParams } from 'react-router';
import {
  changeOrderParams,
  readOrderParams,
  writeOrderParams,
  type OrderListParams,
} from '../lib/order-list-params.ts';

export function useOrderParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readOrderParams(searchParams);
  const change = (next: Partial<OrderListParams>) =>
    setSearchParams(writeOrderParams(changeOrderParams(params, next)));
  return {
    params,
    setStatus: (status: OrderListParams['status']) => change({ status }),
    setSearch: (search: string) => change({ search }),
    setPage: (page: number) => change({ page }),
  };
}
