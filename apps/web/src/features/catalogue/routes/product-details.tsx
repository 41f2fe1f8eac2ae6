import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder.tsx';

/** /products/{productId}. Built by the buying-flow issue. */
export function ProductDetailsRoute() {
  const { t } = useTranslation('catalogue');
  return <ScreenPlaceholder title={t('productDetails.title')} />;
}
