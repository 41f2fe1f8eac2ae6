import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder.tsx';

/** /cart. Built by the buying-flow issue. */
export function CartRoute() {
  const { t } = useTranslation('cart');
  return <ScreenPlaceholder title={t('cartPage.title')} />;
}
