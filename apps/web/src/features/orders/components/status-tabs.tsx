import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderStatus } from '@portal/contract';

interface StatusTabsProps {
  value: OrderStatus;
  onChange: (status: OrderStatus) => void;
  /** The id prefix of the tabs; the panel is `${idPrefix}-panel`. */
  idPrefix: string;
}

export const tabId = (prefix: string, status: OrderStatus) => `${prefix}-tab-${status}`;

/**
 * Draft, Pending, Processed and Canceled as tabs (the ARIA tabs pattern: arrows, Home and End
 * move between them and choose).
 */
export function StatusTabs({ value, onChange, idPrefix }: StatusTabsProps) {
  const { t } = useTranslation('orders');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = ORDER_STATUSES.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % ORDER_STATUSES.length
        : event.key === 'ArrowLeft'
          ? (index + last) % ORDER_STATUSES.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    onChange(ORDER_STATUSES[target]!);
    tabs.current[target]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t('orderList.tabsLabel')}
      className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-700"
    >
      {ORDER_STATUSES.map((status, index) => {
        const selected = status === value;
        return (
          <button
            key={status}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, status)}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(status)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap ${
              selected
                ? 'border-blue-700 text-blue-800 dark:border-sky-400 dark:text-sky-300'
                : 'border-transparent text-slate-700 hover:border-slate-300 dark:text-slate-300'
            }`}
          >
            {t(`status.${status}`)}
          </button>
        );
      })}
    </div>
  );
}
