import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { AdminMember } from '@portal/contract';
import { ResponsiveTable, cellClasses } from '@/shared/ui/responsive-table.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { AccountStatusBadge } from '@/entities/admin/account-status-badge.tsx';

export type MemberAction = 'approve' | 'edit' | 'disable' | 'enable';

interface MembersTableProps {
  members: readonly AdminMember[];
  caption: string;
  /** The signed-in administrator, who cannot disable themself. */
  selfEmail: string;
  /** The member whose change is being sent: their buttons wait. */
  busyId: number | null;
  onAction: (action: MemberAction, member: AdminMember) => void;
}

/** What can be done with a member in each status. */
function actionsOf(member: AdminMember, self: boolean): MemberAction[] {
  switch (member.status) {
    case 'pending':
      return ['approve'];
    case 'approved':
      return self ? ['edit'] : ['edit', 'disable'];
    case 'disabled':
      return ['edit', 'enable'];
    case 'rejected':
      return [];
  }
}

/** One row per account of the company: who, role, status, customer, rep code and actions. */
export function MembersTable({ members, caption, selfEmail, busyId, onAction }: MembersTableProps) {
  const { t } = useTranslation('admin-accounts');
  return (
    <ResponsiveTable
      caption={caption}
      columns={[
        t('members.member'),
        t('members.role'),
        t('members.status'),
        t('members.customer'),
        t('members.repCode'),
        t('members.actions'),
      ]}
    >
      {members.map((member) => (
        <tr key={member.user_id}>
          <td className={cellClasses}>
            <span className="block font-medium">{member.name}</span>
            <span className="block text-slate-600 dark:text-slate-400">{member.email}</span>
          </td>
          <td className={cellClasses}>
            {member.role === 'customer'
              ? t(`members.companyRoles.${member.company_role}`)
              : t(`role.${member.role}`)}
          </td>
          <td className={cellClasses}>
            <AccountStatusBadge status={member.status} />
          </td>
          <td className={cellClasses}>
            {member.customer ? `${member.customer.code} - ${member.customer.name}` : '-'}
          </td>
          <td className={`${cellClasses} font-mono`}>{member.rep_code ?? '-'}</td>
          <td className={cellClasses}>
            <div className="flex gap-2 whitespace-nowrap">
              {actionsOf(member, member.email === selfEmail).map((action) => (
                <Button
                  key={action}
                  variant={action === 'approve' ? 'primary' : 'secondary'}
                  className="px-3 py-1.5"
                  disabled={busyId === member.user_id}
                  onClick={() => onAction(action, member)}
                  aria-label={t(`members.${action}Of`, { name: member.name })}
                >
                  {t(`members.${action}`)}
                </Button>
              ))}
            </div>
          </td>
        </tr>
      ))}
    </ResponsiveTable>
  );
}
