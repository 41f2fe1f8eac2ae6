import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { AdminCustomer } from '@portal/contract';
import { consolePaths } from '@/app/console-paths.ts';
import { AccountStatusBadge } from '@/entities/admin/account-status-badge.tsx';
import { CardSection } from '@/shared/ui/card-section.tsx';

/** The accounts that order for this customer, each leading to its row among the members. */
export function CustomerAccounts({ members }: { members: AdminCustomer['members'] }) {
  const { t } = useTranslation('admin-accounts');
  return (
    <CardSection title={t('customer.accounts')}>
      {members.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('customer.noAccounts')}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {members.map((member) => (
            <li key={member.user_id} className="flex flex-wrap items-center gap-2">
              <Link
                to={`${consolePaths.adminMembers()}?${new URLSearchParams({ search: member.email })}`}
                className="font-medium text-blue-800 hover:underline dark:text-sky-300"
              >
                {member.name}
              </Link>
              <span className="break-all text-slate-600 dark:text-slate-400">{member.email}</span>
              <AccountStatusBadge status={member.status} />
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}
