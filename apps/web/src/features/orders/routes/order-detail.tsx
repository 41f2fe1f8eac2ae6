import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder.tsx';

/** /orders/{orderId}. Built by the buying-flow issue. */
export function OrderDetailRoute() {
  const { t } = useTranslation('orders');
  return <ScreenPlaceholder title={t('orderDetail.title')} />;
}
