import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { MemberStatus } from '@portal/contract';
import { Badge, type BadgeTone } from '@/shared/ui/badge.tsx';

const TONES: Record<MemberStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  disabled: 'neutral',
};

/** An account's status as the console shows it everywhere: a coloured, translated badge. */
export function AccountStatusBadge({ status }: { status: MemberStatus }) {
  const { t } = useTranslation('admin-accounts');
  return <Badge tone={TONES[status]}>{t(`accountStatus.${status}`)}</Badge>;
}
