import type { Colleague } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { formatDateTime, useFormatMoney } from '@/shared/lib/format.ts';
import { Badge, type BadgeTone } from '@/shared/ui/badge.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { ResponsiveTable, cellClasses } from '@/shared/ui/responsive-table.tsx';

export type ColleagueAction = 'edit' | 'limit' | 'disable' | 'enable';

interface ColleaguesTableProps {
  colleagues: readonly Colleague[];
  /** How many shipping addresses the company has, for "2 of 3 addresses". */
  addressCount: number;
  /** The colleague whose change is on its way: their buttons wait. */
  busyId: number | null;
  onAction: (action: ColleagueAction, colleague: Colleague) => void;
}

const STATUS_TONES: Record<Colleague['status'], BadgeTone> = {
  approved: 'success',
  disabled: 'neutral',
  pending: 'warning',
};

/** What can be done with a colleague the administrator may manage, by their status. */
function actionsOf(colleague: Colleague): ColleagueAction[] {
  if (!colleague.manageable) return [];
  return colleague.status === 'disabled' ? ['edit', 'enable'] : ['edit', 'limit', 'disable'];
}

/** One row per colleague (a card on a phone, decision 026): who, role, what they see, status. */
export function ColleaguesTable({
  colleagues,
  addressCount,
  busyId,
  onAction,
}: ColleaguesTableProps) {
  const { t, i18n } = useTranslation('company');
  const formatMoney = useFormatMoney();
  const limitOf = (limit: Colleague['spending_limit']) =>
    limit === null
      ? t('colleagues.noLimit')
      : t(`colleagues.limitSpent.${limit.period}`, {
          spent: formatMoney(limit.spent),
          limit: formatMoney(limit.limit),
        });
  const shipTo = (ids: readonly number[] | null) =>
    ids === null
      ? t('colleagues.shipToAll')
      : t('colleagues.shipToSome', { count: ids.length, total: addressCount });
  return (
    <ResponsiveTable
      caption={t('colleagues.tableLabel')}
      columns={[
        t('colleagues.person'),
        t('colleagues.role'),
        t('colleagues.seesAll'),
        t('colleagues.shipTo'),
        t('colleagues.spendingLimit'),
        t('colleagues.status'),
        t('colleagues.lastSignIn'),
        t('colleagues.actions'),
      ]}
    >
      {colleagues.map((colleague) => (
        <tr key={colleague.user_id}>
          <td className={cellClasses}>
            <span className="block font-medium break-words">{colleague.name}</span>
            <span className="block break-all text-slate-600 dark:text-slate-400">
              {colleague.email}
            </span>
          </td>
          <td className={cellClasses}>{t(`roles.${colleague.company_role}`)}</td>
          <td className={cellClasses}>
            {colleague.sees_all_orders || colleague.company_role === 'customer_admin'
              ? t('colleagues.seesAllYes')
              : t('colleagues.seesAllNo')}
          </td>
          <td className={cellClasses}>{shipTo(colleague.ship_to_address_ids)}</td>
          <td className={cellClasses}>{limitOf(colleague.spending_limit)}</td>
          <td className={cellClasses}>
            <Badge tone={STATUS_TONES[colleague.status]}>
              {t(`colleagues.statuses.${colleague.status}`)}
            </Badge>
          </td>
          <td className={`${cellClasses} whitespace-nowrap`}>
            {colleague.last_sign_in_at
              ? formatDateTime(colleague.last_sign_in_at, i18n.language)
              : t('colleagues.never')}
          </td>
          <td className={cellClasses}>
            {colleague.manageable ? (
              <div className="flex flex-wrap gap-2 whitespace-nowrap">
                {actionsOf(colleague).map((action) => (
                  <Button
                    key={action}
                    variant="secondary"
                    className="px-3 py-1.5"
                    disabled={busyId === colleague.user_id}
                    onClick={() => onAction(action, colleague)}
                    aria-label={t(`colleagues.${action}Of`, { name: colleague.name })}
                  >
                    {t(`colleagues.${action}`)}
                  </Button>
                ))}
              </div>
            ) : (
              <span className="text-slate-600 dark:text-slate-400">
                {colleague.status === 'pending' ? '-' : t('colleagues.you')}
              </span>
            )}
          </td>
        </tr>
      ))}
    </ResponsiveTable>
  );
}
