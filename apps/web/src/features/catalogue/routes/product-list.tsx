import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder.tsx';

/** /products. Built by the buying-flow issue. */
export function ProductListRoute() {
  const { t } = useTranslation('catalogue');
  return <ScreenPlaceholder title={t('productList.title')} />;
}
