import {
  CATEGORY_PAGE_SIZE,
  DEFAULT_PRODUCT_PAGE_SIZE,
  type BrowseProductList,
  type CategoryList,
  type Language,
  type PageMeta,
  type ProductDetailsResponse,
  type ProductList,
} from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import type { PageRead, ProductFilter, Slice } from './catalogue.repository.ts';
import { knownList, readFilteredList, type FilteredList } from './filtered-lists.ts';
import { nearestAnchor, refreshAnchors, seeksFromAnchor } from './list-anchors.ts';
import { countCategories, findCategoryPage } from './categories.repository.ts';
import { findGuestTenant } from './guest-tenant.repository.ts';
import { pageMeta, pageOffset } from '../../core/paging.ts';
import { findProductDetails } from './product-details.repository.ts';
import { findGuestProductPage, findProductPage } from './product-pages.repository.ts';
import { toGuestProduct, toProduct } from './product-mapper.ts';
import { narrowingOf, type ChoiceInput } from './facets.service.ts';
import { isNarrowed } from './narrowing.ts';
import { searchTerms } from './search-terms.ts';
import { toShownAttribute } from '../../readers/shown-attributes.ts';

/** The tenant a request is about, already resolved (membership or public code). */
export interface TenantRef {
  id: number;
  code: string;
}

export interface ProductListInput extends ChoiceInput {
  page: number;
  per_page: number;
  search: string;
  exact?: boolean | undefined;
  categoryId?: number | undefined;
}

/** Reads one page of a filter, as a member or as a visitor sees it. */
type LoadPage<Row> = (filter: ProductFilter, slice: Slice) => Promise<PageRead<Row>>;

/**
 * A page and its total. The page comes with the catalogue version and the active-product counter
 * in one statement; the unfiltered list, the busiest request, takes its total from that counter,
 * and a search or category from the list kept for its catalogue version (filtered-lists.ts), so a
 * request is one round trip once its list is known.
 */
async function pageOfProducts<Row>(
  db: Db,
  tenantId: number,
  input: Omit<ProductListInput, 'per_page'> & { perPage: number },
  language: Language,
  load: LoadPage<Row>,
  choicePrices: number | null,
): Promise<{ rows: Row[]; meta: PageMeta; corrected?: string | undefined }> {
  const narrowing = await narrowingOf(db, tenantId, language, input, choicePrices);
  const filter: ProductFilter = {
    tenantId,
    terms: searchTerms(input.search),
    language,
    exact: input.exact,
    categoryId: input.categoryId,
    narrowing: isNarrowed(narrowing) ? narrowing : undefined,
  };
  const slice = { limit: input.perPage, offset: pageOffset(input.page, input.perPage) };
  const unfiltered =
    filter.terms.length === 0 && filter.categoryId === undefined && filter.narrowing === undefined;
  const { rows, total, corrected } = unfiltered
    ? await unfilteredPage(db, filter, slice, load)
    : await filteredPage(db, filter, slice, load);
  // The meta and the rows must agree: a page past the total holds no rows.
  return {
    rows: slice.offset < total ? rows : [],
    meta: pageMeta(input.page, input.perPage, total),
    corrected,
  };
}

/** A page's rows and its total, with the words searched for when a search was corrected. */
interface FoundPage<Row> {
  rows: Row[];
  total: number;
  corrected?: string | undefined;
}

async function unfilteredPage<Row>(
  db: Db,
  filter: ProductFilter,
  slice: Slice,
  load: LoadPage<Row>,
): Promise<FoundPage<Row>> {
  const page = await loadSeeking(db, filter, slice, load);
  return { rows: page.rows, total: page.activeProducts };
}

/**
 * A search or category page, read by id from the search's kept matches or through the list
 * order, and trusted with the kept total when both were read at one catalogue version; otherwise
 * the list is read again for the current version (once per version and filter).
 */
async function filteredPage<Row>(
  db: Db,
  filter: ProductFilter,
  slice: Slice,
  load: LoadPage<Row>,
): Promise<FoundPage<Row>> {
  const readWith = (list: FilteredList) =>
    list.ids
      ? load(filter, {
          ...slice,
          ids: Array.from(list.ids.subarray(slice.offset, slice.offset + slice.limit)),
        })
      : loadSeeking(db, filter, slice, load);
  const known = knownList(db, filter);
  const page = known && (await readWith(known));
  if (known && page?.version === known.version) {
    return { rows: page.rows, total: known.total, corrected: known.corrected };
  }
  let list = await readFilteredList(db, filter, undefined, page?.version);
  // A page read through the list order is the current version's already; one read by the ids of
  // an older list is not.
  let current = page && !known?.ids && !list.ids ? page : await readWith(list);
  // A search answered at the version its index held, which the page shows is not the current one.
  if (list.ids && current.version > list.version) {
    list = await readFilteredList(db, filter, undefined, current.version);
    current = await readWith(list);
  }
  return { rows: current.rows, total: list.total, corrected: list.corrected };
}

/**
 * A deep page of a list without search words seeks from the nearest anchor kept for it; one read
 * at another catalogue version than its anchor is read again by offset (an anchor of an older
 * list could start the page at the wrong row), and the list's anchors are read again.
 */
async function loadSeeking<Row>(
  db: Db,
  filter: ProductFilter,
  slice: Slice,
  load: LoadPage<Row>,
): Promise<PageRead<Row>> {
  if (!seeksFromAnchor(filter, slice.offset)) return load(filter, slice);
  const seek = nearestAnchor(db, filter, slice.offset);
  const from = seek?.anchor;
  let page = await load(
    filter,
    from ? { ...slice, from, offset: slice.offset - from.position } : slice,
  );
  if (seek?.version === page.version) return page;
  if (seek) page = await load(filter, slice);
  await refreshAnchors(db, filter, page.version);
  return page;
}

/**
 * Texts (descriptions, category names) come in `language`, English where there is none; prices
 * are the products' own with the tiers of `priceListId`, the buyer's list in force (or none).
 * A price bound or order reads the buyer's prices, those of `choicePrices` (their list in force),
 * also when the cards are read with the products' own prices to be kept for every buyer.
 */
export async function listProducts(
  db: Db,
  tenant: TenantRef,
  input: ProductListInput,
  language: Language,
  priceListId: number | null,
  choicePrices: number | null = priceListId,
): Promise<ProductList> {
  const { rows, meta, corrected } = await pageOfProducts(
    db,
    tenant.id,
    { ...input, perPage: input.per_page },
    language,
    (filter, slice) => findProductPage(db, filter, slice, language, priceListId),
    choicePrices,
  );
  return {
    data: rows.map((row) => toProduct(row, tenant.code)),
    meta,
    ...(corrected === undefined ? {} : { corrected_search: corrected }),
  };
}

/**
 * Products named by id (a cart's), in list order, priced as the list: one statement by key. Ids
 * that are not active products of the tenant are left out; the total is what was found.
 */
export async function listProductsByIds(
  db: Db,
  tenant: TenantRef,
  ids: readonly number[],
  language: Language,
  priceListId: number | null,
): Promise<ProductList> {
  const { rows } = await findProductPage(
    db,
    { tenantId: tenant.id, terms: [] },
    { limit: 0, offset: 0, ids },
    language,
    priceListId,
  );
  return {
    data: rows.map((row) => toProduct(row, tenant.code)),
    meta: pageMeta(1, Math.max(1, rows.length), rows.length),
  };
}

/** The public catalogue of a tenant named by its code: no price, stock or quantity is read. */
export async function browseProducts(
  db: Db,
  code: string,
  input: Omit<ProductListInput, 'per_page'>,
  language: Language,
): Promise<BrowseProductList> {
  const tenant = await findGuestTenant(db, code);
  if (!tenant) throw notFound('errors.tenantNotFound');
  const { rows, meta, corrected } = await pageOfProducts(
    db,
    tenant.id,
    { ...input, perPage: DEFAULT_PRODUCT_PAGE_SIZE },
    language,
    (filter, slice) => findGuestProductPage(db, filter, slice, language),
    null,
  );
  return {
    ...(corrected === undefined ? {} : { corrected_search: corrected }),
    manufacturer_name: tenant.name,
    manufacturer_logo_url: tenant.logo_url || null,
    manufacturer_code: tenant.code,
    data: rows.map((row) => toGuestProduct(row, tenant.code)),
    meta,
  };
}

export async function productDetails(
  db: Db,
  tenant: TenantRef,
  productId: number,
  language: Language,
  priceListId: number | null,
): Promise<ProductDetailsResponse> {
  const product = await findProductDetails(db, tenant.id, productId, language, priceListId);
  if (!product) throw notFound('catalogue.productNotFound');
  const linkedOfKind = (kind: 'related' | 'complementary') =>
    product.linked.filter((row) => row.kind === kind).map((row) => toProduct(row, tenant.code));
  return {
    data: [
      {
        ...toProduct(product, tenant.code),
        categories_names: product.categories.map((category) => category.name),
        additional_info: product.additional_info,
        related_products: linkedOfKind('related'),
        complementary_products: linkedOfKind('complementary'),
        attributes: product.attributes.map(toShownAttribute),
      },
    ],
  };
}

export async function listCategories(
  db: Db,
  tenantId: number,
  page: number,
  language: Language,
): Promise<CategoryList> {
  const total = await countCategories(db, tenantId);
  const offset = pageOffset(page, CATEGORY_PAGE_SIZE);
  const rows =
    offset < total
      ? await findCategoryPage(db, tenantId, { limit: CATEGORY_PAGE_SIZE, offset }, language)
      : [];
  return {
    data: rows.map((row) => ({ id: row.id, parent_id: row.parent_id, category: row.name })),
    meta: pageMeta(page, CATEGORY_PAGE_SIZE, total),
  };
}

export async function browseCategories(
  db: Db,
  code: string,
  page: number,
  language: Language,
): Promise<CategoryList> {
  const tenant = await findGuestTenant(db, code);
  if (!tenant) throw notFound('errors.tenantNotFound');
  return listCategories(db, tenant.id, page, language);
}
