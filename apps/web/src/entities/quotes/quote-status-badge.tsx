import type { QuoteStatus } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Badge, type BadgeTone } from '@/shared/ui/badge.tsx';

const tones: Record<QuoteStatus, BadgeTone> = {
  requested: 'info',
  information_needed: 'warning',
  offered: 'success',
  accepted: 'success',
  declined: 'danger',
  withdrawn: 'neutral',
  expired: 'danger',
};

/**
 * A quote's status as it is now (an offer past its valid-until instant is expired), as its
 * reader sees it: the buyer reads what waits for them ('Question for you'), staff what waits
 * for the buyer ('Waiting for the buyer's answer').
 */
export function QuoteStatusBadge({
  status,
  audience = 'buyer',
}: {
  status: QuoteStatus;
  audience?: 'buyer' | 'staff';
}) {
  const { t } = useTranslation('quotes');
  const label = audience === 'staff' ? t(`staffStatus.${status}`) : t(`status.${status}`);
  return <Badge tone={tones[status]}>{label}</Badge>;
}
