import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder.tsx';

/** /checkout. Built by the buying-flow issue. */
export function CheckoutRoute() {
  const { t } = useTranslation('checkout');
  return <ScreenPlaceholder title={t('checkoutPage.title')} />;
}
