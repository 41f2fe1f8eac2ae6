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

/** A quote's status as it is now (an offer past its valid-until instant is expired). */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation('quotes');
  return <Badge tone={tones[status]}>{t(`status.${status}`)}</Badge>;
}
