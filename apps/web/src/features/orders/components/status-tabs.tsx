import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { TabList } from '@/shared/ui/tab-list.tsx';
import { ORDER_TABS, type OrderTab } from '../lib/order-list-params.ts';

interface StatusTabsProps {
  value: OrderTab;
  onChange: (tab: OrderTab) => void;
  /** The id prefix of the tabs; the panel is `${idPrefix}-panel`. */
  idPrefix: string;
}

/**
 * The specification's status tabs, named as a buyer reads them (a placed order is 'Submitted',
 * not 'Draft'), then 'All' (arrows, Home and End move between them).
 */
export function StatusTabs({ value, onChange, idPrefix }: StatusTabsProps) {
  const { t } = useTranslation('orders');
  return (
    <TabList
      label={t('orderList.tabsLabel')}
      tabs={ORDER_TABS.map((tab) => ({ value: tab, label: t(`buyerTab.${tab}`) }))}
      value={value}
      onChange={onChange}
      idPrefix={idPrefix}
    />
  );
}
