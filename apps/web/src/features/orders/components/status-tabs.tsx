import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { ORDER_STATUSES, type OrderStatus } from '@portal/contract';
import { TabList } from '@/shared/ui/tab-list.tsx';

interface StatusTabsProps {
  value: OrderStatus;
  onChange: (status: OrderStatus) => void;
  /** The id prefix of the tabs; the panel is `${idPrefix}-panel`. */
  idPrefix: string;
}

/** Draft, Pending, Processed and Canceled as tabs (arrows, Home and End move between them). */
export function StatusTabs({ value, onChange, idPrefix }: StatusTabsProps) {
  const { t } = useTranslation('orders');
  return (
    <TabList
      label={t('orderList.tabsLabel')}
      tabs={ORDER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      value={value}
      onChange={onChange}
      idPrefix={idPrefix}
    />
  );
}
