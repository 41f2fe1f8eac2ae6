import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder.tsx';

/** /order-success. Built by the buying-flow issue. */
export function OrderSuccessRoute() {
  const { t } = useTranslation('checkout');
  return <ScreenPlaceholder title={t('orderSuccess.title')} />;
}
