import { useDeferredValue, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { ActiveFilters } from '@/entities/catalogue/active-filters.tsx';
import { CategorySidebar } from '@/entities/catalogue/category-sidebar.tsx';
import {
  FacetBar,
  FacetColumn,
  FacetDrawer,
  type FacetColumnProps,
} from '@/entities/catalogue/facet-sidebar.tsx';
import { SearchCorrection } from '@/entities/catalogue/search-correction.tsx';
import { useSession } from '@/shared/session/session-store.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { useCategories } from '../api/get-categories.ts';
import { useProductFacets } from '../api/get-facets.ts';
import { useProducts } from '../api/get-products.ts';
import { PagingArrows } from '../components/paging-arrows.tsx';
import { ProductGrid } from '../components/product-grid.tsx';
import { ProductTable } from '../components/product-table.tsx';
import { ProductToolbar } from '../components/product-toolbar.tsx';
import { useListParams } from '../hooks/use-list-params.ts';
import { useProductView } from '../hooks/use-product-view.ts';

/**
 * /products: search, page size, grid or list, category sidebar (drawer on mobile), the facets and
 * the order (a column, a drawer on mobile; decision 044), the filters in force, the products and
 * both pagers.
 */
export function ProductListRoute() {
  const { t } = useTranslation('catalogue');
  const code = useSession().manufacturer?.code ?? '';
  const { params, setPage, setPerPage, setSearch, searchExactly, setCategory, setChoices } =
    useListParams();
  const categories = useCategories(code);
  const products = useProducts(code, params);
  const facets = useProductFacets(code, params);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The cards render from a deferred copy of the answer: the query's own update is synchronous, and
  // a page of cards drawn in it is one long task on a phone (Lighthouse's total blocking time);
  // deferred, React draws them in slices and gives the main thread back in between. The paging
  // controls read the live answer, so that a click while the cards catch up pages from where the
  // list is; the cards stay dimmed until then, as while the next page loads.
  const list = useDeferredValue(products.data);
  const meta = (products.data ?? list)?.meta;
  const busy = products.isPlaceholderData || list !== products.data;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [view, setView] = useProductView();
  const goToPage = (page: number) => {
    setPage(page);
    window.scrollTo({ top: 0 });
  };

  // The same facets in the column beside the list and in the phone's drawer.
  const facetPanel: FacetColumnProps = {
    facets: facets.data,
    loading: facets.isFetching,
    choices: params.choices,
    onChange: setChoices,
    categories: categories.data,
    onCategory: setCategory,
  };
  return (
    <div className="flex flex-1 flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('productList.title')}</h1>
      <div className="flex flex-1 gap-6">
        <CategorySidebar
          categories={categories.data}
          loading={categories.isPending}
          selectedId={params.categoryId}
          onSelect={setCategory}
          drawerOpen={drawerOpen}
          onDrawerClose={() => setDrawerOpen(false)}
          columnFooter={<FacetColumn {...facetPanel} />}
        />
        <section
          aria-label={t('productList.productsLabel')}
          className="flex min-w-0 flex-1 flex-col gap-4"
        >
          <ProductToolbar
            search={params.search}
            perPage={params.perPage}
            onSearch={setSearch}
            onPerPage={setPerPage}
            view={view}
            onView={setView}
            onOpenCategories={() => setDrawerOpen(true)}
          >
            <FacetBar
              choices={params.choices}
              onChange={setChoices}
              withPrices
              searching={params.search !== ''}
              onOpenFilters={() => setFiltersOpen(true)}
            />
          </ProductToolbar>
          <ActiveFilters
            categories={categories.data}
            categoryId={params.categoryId}
            search={params.search}
            onClearCategory={() => setCategory(null)}
            onClearSearch={() => setSearch('')}
          />
          <FacetDrawer
            {...facetPanel}
            drawerOpen={filtersOpen}
            onDrawerClose={() => setFiltersOpen(false)}
          />
          <div className="flex min-w-0 flex-1 flex-col gap-4">
            {products.isError ? (
              <Alert tone="error">{t('productList.loadError')}</Alert>
            ) : list === undefined || meta === undefined ? (
              <Loading label={t('productList.loading')} />
            ) : (
              <>
                <SearchCorrection
                  corrected={list.corrected_search}
                  typed={params.search}
                  onSearchExactly={searchExactly}
                />
                <PagingArrows meta={meta} onPage={goToPage} />
                {view === 'list' && list.data.length > 0 ? (
                  <ProductTable products={list.data} busy={busy} />
                ) : (
                  <ProductGrid products={list.data} busy={busy} />
                )}
                {meta.last_page > 1 ? <Pager meta={meta} onPage={goToPage} /> : null}
              </>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
