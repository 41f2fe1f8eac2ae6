import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder.tsx';

/** /orders. Built by the buying-flow issue. */
export function OrderListRoute() {
  const { t } = useTranslation('orders');
  return <ScreenPlaceholder title={t('orderList.title')} />;
}
