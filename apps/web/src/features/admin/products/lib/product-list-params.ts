/** The products list's filters as the URL holds them (see useListQuery), and the API's query. */
export const ACTIVE_FILTERS = ['all', 'active', 'inactive'] as const;
export type ActiveFilter = (typeof ACTIVE_FILTERS)[number];

export const PRODUCT_FILTERS = { search: '', category: '', active: 'all' };
export type ProductFilter = keyof typeof PRODUCT_FILTERS;
export const PRODUCT_FILTER_CHOICES = { active: ACTIVE_FILTERS };

/** What GET /products takes: `active` 1 or 0 (absent for both), a category with its subtree. */
export interface ProductQuery {
  search?: string;
  categoryId?: number;
  active?: 0 | 1;
  page: number;
}

export function productQueryOf(values: Record<ProductFilter, string>, page: number): ProductQuery {
  const category = Number(values.category);
  return {
    page,
    ...(values.search ? { search: values.search } : {}),
    ...(Number.isInteger(category) && category > 0 ? { categoryId: category } : {}),
    ...(values.active === 'active'
      ? { active: 1 }
      : values.active === 'inactive'
        ? { active: 0 }
        : {}),
  };
}
