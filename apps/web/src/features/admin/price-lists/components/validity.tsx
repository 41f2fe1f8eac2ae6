import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { AdminPriceList } from '@portal/contract';
import { formatDate } from '@/shared/lib/format.ts';
import { Badge, type BadgeTone } from '@/shared/ui/badge.tsx';
import { validityState, type ValidityState } from '../lib/price-list-form.ts';

const TONES: Record<ValidityState, BadgeTone> = {
  current: 'success',
  upcoming: 'info',
  expired: 'neutral',
};

/** The days a list applies ("Mar 1, 2026 to Jun 30, 2026", "Always") and whether it does today. */
export function Validity({ list }: { list: Pick<AdminPriceList, 'valid_from' | 'valid_to'> }) {
  const { t, i18n } = useTranslation('admin-price-lists');
  const from = list.valid_from && formatDate(list.valid_from, i18n.language);
  const to = list.valid_to && formatDate(list.valid_to, i18n.language);
  const days = from
    ? to
      ? t('validity.between', { from, to })
      : t('validity.from', { from })
    : to
      ? t('validity.until', { to })
      : t('validity.always');
  const state = validityState(list);
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span>{days}</span>
      <Badge tone={TONES[state]}>{t(`validity.state.${state}`)}</Badge>
    </span>
  );
}
