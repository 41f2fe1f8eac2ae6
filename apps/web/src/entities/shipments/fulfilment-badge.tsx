import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { FulfilmentState } from '@portal/contract';

const tones: Record<FulfilmentState, string> = {
  not_shipped: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  partly_shipped: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  shipped: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
};

/** How far an order has shipped (issue 31), derived on the server from its lines. */
export function FulfilmentBadge({ state }: { state: FulfilmentState }) {
  // The words live in the contract's catalogue: the e-mails and documents say the same.
  const { t } = useTranslation('server');
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tones[state]}`}>
      {t(`shipments.fulfilment.${state}`)}
    </span>
  );
}
