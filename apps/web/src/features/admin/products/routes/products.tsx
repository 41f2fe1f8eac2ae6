import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { AdminProductSummary } from '@portal/contract';
import { consolePaths } from '@/app/console-paths.ts';
import {
  adminCategoryTree,
  flattenCategoryTree,
  useAdminCategories,
} from '@/entities/admin/admin-categories.ts';
import { AdminPage } from '@/entities/admin/admin-page.tsx';
import { QueryList } from '@/entities/admin/query-list.tsx';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { useListQuery } from '@/entities/admin/use-list-query.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { buttonClasses } from '@/shared/ui/button.tsx';
import { ConfirmModal } from '@/shared/ui/confirm-modal.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useProducts, useSetProductActive } from '../api/products-api.ts';
import { ProductFilters } from '../components/product-filters.tsx';
import { ProductsTable } from '../components/products-table.tsx';
import {
  PRODUCT_FILTER_CHOICES,
  PRODUCT_FILTERS,
  productQueryOf,
} from '../lib/product-list-params.ts';

/** /admin/products: every product, active or not, to find, open, deactivate or reactivate. */
export function AdminProductsRoute() {
  const { t } = useTranslation(['admin-catalogue', 'server']);
  const code = useAdminCode();
  const toast = useToast();
  const list = useListQuery(PRODUCT_FILTERS, PRODUCT_FILTER_CHOICES);
  const products = useProducts(code, productQueryOf(list.values, list.page));
  const categories = useAdminCategories(code);
  const setActive = useSetProductActive(code);
  const [toDeactivate, setToDeactivate] = useState<AdminProductSummary | null>(null);

  const save = (product: AdminProductSummary, active: boolean) => {
    setToDeactivate(null);
    setActive.mutate(
      { id: product.id, active },
      {
        onSuccess: () =>
          toast.success(
            t(active ? 'products.reactivated' : 'products.deactivated', {
              partNumber: product.part_number,
            }),
          ),
        onError: (error) => toast.error(errorMessage(error, t('server:errors.unexpected'))),
      },
    );
  };

  return (
    <AdminPage
      title={t('products.title')}
      description={t('products.description')}
      actions={
        <Link to={consolePaths.adminNewProduct()} className={buttonClasses('primary')}>
          {t('products.new')}
        </Link>
      }
    >
      <ProductFilters
        values={list.values}
        categories={categories.data ? flattenCategoryTree(adminCategoryTree(categories.data)) : []}
        onChange={list.setValue}
      />
      <QueryList
        query={products}
        loading={t('products.loading')}
        error={t('products.loadError')}
        empty={t('products.empty')}
        onPage={list.setPage}
      >
        {(rows) => (
          <ProductsTable
            products={rows}
            onToggleActive={(product) =>
              product.active ? setToDeactivate(product) : save(product, true)
            }
            busyId={setActive.isPending ? (setActive.variables?.id ?? null) : null}
          />
        )}
      </QueryList>
      <ConfirmModal
        open={toDeactivate !== null}
        danger
        title={t('products.confirmDeactivateTitle')}
        message={t('products.confirmDeactivate', { partNumber: toDeactivate?.part_number ?? '' })}
        confirmLabel={t('products.deactivate')}
        onCancel={() => setToDeactivate(null)}
        onConfirm={() => toDeactivate && save(toDeactivate, false)}
      />
    </AdminPage>
  );
}
