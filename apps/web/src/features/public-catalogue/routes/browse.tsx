import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useParams } from 'react-router';
import { errorMessage } from '@/shared/api/api-error.ts';
import { ActiveFilters } from '@/entities/catalogue/active-filters.tsx';
import { CategorySidebar } from '@/entities/catalogue/category-sidebar.tsx';
import {
  FacetBar,
  FacetColumn,
  FacetDrawer,
  type FacetColumnProps,
} from '@/entities/catalogue/facet-sidebar.tsx';
import { SearchCorrection } from '@/entities/catalogue/search-correction.tsx';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { PageSummary, Pager } from '@/shared/ui/pager.tsx';
import { useBrowseCategories } from '../api/get-browse-categories.ts';
import { useBrowseFacets, useBrowseProducts } from '../api/get-browse-products.ts';
import { GuestProductGrid } from '../components/guest-product-grid.tsx';
import { GuestPromptModal } from '../components/guest-prompt-modal.tsx';
import { ProductSearch } from '../components/product-search.tsx';
import { useBrowseParams } from '../hooks/use-browse-params.ts';

/** /browse/{code}: the public catalogue, without prices, stock or cart; its facets without them too. */
export function BrowseRoute() {
  const { t } = useTranslation(['browse', 'common']);
  const code = (useParams().code ?? '').toUpperCase();
  const { params, setPage, setCategory, setSearch, searchExactly, setChoices } = useBrowseParams();
  const categories = useBrowseCategories(code);
  const products = useBrowseProducts(code, params);
  const facets = useBrowseFacets(code, params);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [prompting, setPrompting] = useState(false);
  const data = products.data;

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
      <div className="flex flex-wrap items-center gap-3">
        {data?.manufacturer_logo_url ? (
          <img
            src={data.manufacturer_logo_url}
            alt=""
            className="h-10 w-auto max-w-32 object-contain"
          />
        ) : null}
        <h1 className="text-2xl font-semibold">
          {data ? t('title', { name: data.manufacturer_name }) : t('titleGeneric')}
        </h1>
      </div>
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
        <section aria-label={t('productsLabel')} className="flex min-w-0 flex-1 flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="secondary" className="lg:hidden" onClick={() => setDrawerOpen(true)}>
              {t('common:categories.open')}
            </Button>
            <ProductSearch key={params.search} value={params.search} onSearch={setSearch} />
          </div>
          <ActiveFilters
            categories={categories.data}
            categoryId={params.categoryId}
            search={params.search}
            onClearCategory={() => setCategory(null)}
            onClearSearch={() => setSearch('')}
          />
          <FacetBar
            choices={params.choices}
            onChange={setChoices}
            withPrices={false}
            searching={params.search !== ''}
            onOpenFilters={() => setFiltersOpen(true)}
          />
          <FacetDrawer
            {...facetPanel}
            drawerOpen={filtersOpen}
            onDrawerClose={() => setFiltersOpen(false)}
          />
          <div className="flex min-w-0 flex-1 flex-col gap-4">
            {products.isPending ? (
              <Loading label={t('loading')} />
            ) : products.isError ? (
              <Alert tone="error">{errorMessage(products.error, t('loadError'))}</Alert>
            ) : (
              <>
                <SearchCorrection
                  corrected={data!.corrected_search}
                  typed={params.search}
                  onSearchExactly={searchExactly}
                />
                <PageSummary meta={data!.meta} />
                <GuestProductGrid products={data!.data} onOpen={() => setPrompting(true)} />
                {data!.meta.last_page > 1 ? <Pager meta={data!.meta} onPage={setPage} /> : null}
              </>
            )}
          </div>
        </section>
      </div>
      <GuestPromptModal open={prompting} code={code} onClose={() => setPrompting(false)} />
    </div>
  );
}
