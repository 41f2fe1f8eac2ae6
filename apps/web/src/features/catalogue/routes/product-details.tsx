import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import { ApiError } from '@/shared/api/api-error.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { useSettings } from '@/entities/tenant/private-settings.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { useProductDetails } from '../api/get-product-details.ts';
import { LinkedProducts } from '../components/linked-products.tsx';
import { ProductDetailsView } from '../components/product-details-view.tsx';
import { useListOrigin } from '../hooks/use-list-origin.ts';

const productIdOf = (text: string | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/** /products/{productId}: the product, Add to cart, related and complementary products. */
export function ProductDetailsRoute() {
  const { t } = useTranslation('catalogue');
  const code = useSession().manufacturer?.code ?? '';
  const productId = productIdOf(useParams().productId);
  const details = useProductDetails(code, productId);
  const settings = useSettings(code);
  const listUrl = useListOrigin();

  let body: ReactNode;
  const title = <h1 className="text-2xl font-semibold">{t('productDetails.title')}</h1>;
  if (productId === null) {
    // /products/abc names no product that could exist: the same answer as an unknown id.
    body = (
      <>
        {title}
        <Alert tone="error">{t('productDetails.notFound')}</Alert>
      </>
    );
  } else if (details.isPending) {
    body = (
      <>
        {title}
        <Loading />
      </>
    );
  } else if (details.isError) {
    const missing = details.error instanceof ApiError && details.error.status === 404;
    body = (
      <>
        {title}
        <Alert tone="error">
          {missing ? t('productDetails.notFound') : t('productDetails.loadError')}
        </Alert>
      </>
    );
  } else {
    body = (
      <>
        <ProductDetailsView
          key={details.data.id}
          product={details.data}
          hideAdditionalInfo={settings.data?.b2b_hide_additional_info === '1'}
          listUrl={listUrl}
        />
        <LinkedProducts
          key={`links-${details.data.id}`}
          related={details.data.related_products}
          complementary={details.data.complementary_products}
        />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <Link
        to={listUrl}
        className="self-start text-sm font-medium text-blue-800 hover:underline dark:text-sky-300"
      >
        <span aria-hidden="true">← </span>
        {t('productDetails.back')}
      </Link>
      {body}
    </div>
  );
}
