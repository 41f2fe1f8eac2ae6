// The categories' query lives with the catalogue's entities: the Company area's approval rules
// choose a category from the same answers (decision 042).
export {
  categoriesQuery,
  getCategories,
  useCategories,
} from '@/entities/catalogue/categories-query.ts';
