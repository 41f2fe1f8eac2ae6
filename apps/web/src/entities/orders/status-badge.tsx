import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { OrderStatus } from '@portal/contract';

const tones: Record<OrderStatus, string> = {
  draft: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  processed: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  canceled: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  awaiting_approval: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
  declined: 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200',
  withdrawn: 'bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-100',
};

/**
 * Who reads the status: staff see the specification's names (Draft, Pending...); a buyer sees
 * what happened to their order ('Submitted, awaiting confirmation' rather than 'Draft').
 */
export type StatusAudience = 'buyer' | 'staff';

export function StatusBadge({
  status,
  audience,
}: {
  status: OrderStatus;
  audience: StatusAudience;
}) {
  // The labels live in the contract's catalogue: the e-mails and the order PDF say the same words.
  const { t } = useTranslation('server');
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tones[status]}`}
    >
      {t(`orderStatus.${audience}.${status}`)}
    </span>
  );
}
