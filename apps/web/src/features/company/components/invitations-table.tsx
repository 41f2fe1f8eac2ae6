import type { Invitation } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { formatDateTime } from '@/shared/lib/format.ts';
import { Badge } from '@/shared/ui/badge.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { ResponsiveTable, cellClasses } from '@/shared/ui/responsive-table.tsx';

export type InvitationAction = 'resend' | 'revoke';

interface InvitationsTableProps {
  invitations: readonly Invitation[];
  busyId: number | null;
  onAction: (action: InvitationAction, invitation: Invitation) => void;
}

/** The open invitations (a card each on a phone): to whom, as what, until when; resend, withdraw. */
export function InvitationsTable({ invitations, busyId, onAction }: InvitationsTableProps) {
  const { t, i18n } = useTranslation('company');
  return (
    <ResponsiveTable
      caption={t('invitations.tableLabel')}
      columns={[
        t('invitations.email'),
        t('invitations.role'),
        t('invitations.status'),
        t('invitations.expires'),
        t('invitations.invitedBy'),
        t('invitations.actions'),
      ]}
    >
      {invitations.map((invitation) => (
        <tr key={invitation.id}>
          <td className={`${cellClasses} font-medium break-all`}>{invitation.email}</td>
          <td className={cellClasses}>{t(`roles.${invitation.company_role}`)}</td>
          <td className={cellClasses}>
            <Badge tone={invitation.status === 'expired' ? 'warning' : 'info'}>
              {t(`invitations.statuses.${invitation.status}`)}
            </Badge>
          </td>
          <td className={`${cellClasses} whitespace-nowrap`}>
            {formatDateTime(invitation.expires_at, i18n.language)}
          </td>
          <td className={cellClasses}>{invitation.invited_by || '-'}</td>
          <td className={cellClasses}>
            <div className="flex gap-2 whitespace-nowrap">
              {(['resend', 'revoke'] as const).map((action) => (
                <Button
                  key={action}
                  variant="secondary"
                  className="px-3 py-1.5"
                  disabled={busyId === invitation.id}
                  onClick={() => onAction(action, invitation)}
                  aria-label={t(`invitations.${action}Of`, { email: invitation.email })}
                >
                  {t(`invitations.${action}`)}
                </Button>
              ))}
            </div>
          </td>
        </tr>
      ))}
    </ResponsiveTable>
  );
}
