import { useSearchParams } from 'react-router';
import {
  changeListParams,
  readListParams,
  writeListParams,
  type ProductListParams,
} from '../lib/list-params.ts';

/** The product list's search, page, page size, category and facet choices, read from and written to the URL. */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const change = (next: Partial<ProductListParams>) =>
    setSearchParams(writeListParams(changeListParams(params, next)));
  return {
    params,
    setPage: (page: number) => change({ page }),
    setPerPage: (perPage: number) => change({ perPage }),
    setSearch: (search: string) => change({ search }),
    searchExactly: () => change({ exact: true }),
    setCategory: (categoryId: number | null) => change({ categoryId }),
    setChoices: (choices: ProductListParams['choices']) => change({ choices }),
  };
}
