import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { CategoryOption } from '@/entities/admin/admin-categories.ts';
import { SelectField } from '@/shared/ui/field.tsx';
import { SearchForm } from '@/shared/ui/search-form.tsx';
import { ACTIVE_FILTERS, type ProductFilter } from '../lib/product-list-params.ts';

interface ProductFiltersProps {
  values: Record<ProductFilter, string>;
  categories: readonly CategoryOption[];
  onChange: (filter: ProductFilter, value: string) => void;
}

/** Search by part number or description, a category (with its subcategories), active or not. */
export function ProductFilters({ values, categories, onChange }: ProductFiltersProps) {
  const { t } = useTranslation('admin-catalogue');
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <div className="flex-1">
        <SearchForm
          value={values.search}
          onSearch={(search) => onChange('search', search)}
          label={t('products.searchLabel')}
          placeholder={t('products.searchPlaceholder')}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:w-[28rem]">
        <SelectField
          label={t('products.categoryFilter')}
          value={values.category}
          onChange={(event) => onChange('category', event.target.value)}
        >
          <option value="">{t('products.allCategories')}</option>
          {categories.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {`${'\u00a0\u00a0'.repeat(category.depth)}${category.name}`}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('products.activeFilter')}
          value={values.active}
          onChange={(event) => onChange('active', event.target.value)}
        >
          {ACTIVE_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {t(`products.activeFilters.${filter}`)}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}
