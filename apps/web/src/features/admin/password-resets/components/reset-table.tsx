import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { PasswordResetRequestItem } from '@portal/contract';
import { ResponsiveTable, cellClasses } from '@/shared/ui/responsive-table.tsx';
import { formatDateTime } from '@/shared/lib/format.ts';
import { Badge } from '@/shared/ui/badge.tsx';
import { Button } from '@/shared/ui/button.tsx';

const TONES = {
  open: 'warning',
  link_issued: 'info',
  completed: 'success',
  dismissed: 'neutral',
} as const;

interface ResetTableProps {
  requests: readonly PasswordResetRequestItem[];
  caption: string;
  /** The request whose action is under way: its buttons wait. */
  busyId: number | null;
  onIssue: (request: PasswordResetRequestItem) => void;
  onDismiss: (request: PasswordResetRequestItem) => void;
}

/** One row per request: who, when, where it stands, and what can still be done with it. */
export function ResetTable({ requests, caption, busyId, onIssue, onDismiss }: ResetTableProps) {
  const { t, i18n } = useTranslation('admin-accounts');
  const language = i18n.language;
  const when = (text: string) => formatDateTime(text, language);
  // When the list was shown: a link that expires later is not marked as it happens.
  const [now] = useState(() => Date.now());

  const progress = (request: PasswordResetRequestItem) => {
    if (request.status === 'completed' && request.completed_at) {
      return t('resets.completedAt', { date: when(request.completed_at) });
    }
    if (request.status !== 'link_issued' || !request.token_expires_at) return '-';
    return new Date(request.token_expires_at).getTime() <= now
      ? t('resets.expiredAt', { date: when(request.token_expires_at) })
      : t('resets.expiresAt', { date: when(request.token_expires_at) });
  };

  return (
    <ResponsiveTable
      caption={caption}
      columns={[
        t('resets.account'),
        t('resets.requestedAt'),
        t('resets.status'),
        t('resets.linkState'),
        t('resets.actions'),
      ]}
    >
      {requests.map((request) => {
        const live = request.status === 'open' || request.status === 'link_issued';
        const busy = busyId === request.id;
        return (
          <tr key={request.id}>
            <td className={cellClasses}>
              <span className="block font-medium">{request.user.name}</span>
              <span className="block text-slate-600 dark:text-slate-400">{request.user.email}</span>
            </td>
            <td className={`${cellClasses} whitespace-nowrap`}>{when(request.created_at)}</td>
            <td className={cellClasses}>
              <Badge tone={TONES[request.status]}>{t(`resetStatus.${request.status}`)}</Badge>
            </td>
            <td className={cellClasses}>{progress(request)}</td>
            <td className={cellClasses}>
              {live ? (
                <div className="flex gap-2 whitespace-nowrap">
                  <Button
                    className="px-3 py-1.5"
                    disabled={busy}
                    onClick={() => onIssue(request)}
                    aria-label={t(
                      request.status === 'open' ? 'resets.issueFor' : 'resets.reissueFor',
                      { email: request.user.email },
                    )}
                  >
                    {request.status === 'open' ? t('resets.issue') : t('resets.reissue')}
                  </Button>
                  <Button
                    variant="secondary"
                    className="px-3 py-1.5"
                    disabled={busy}
                    onClick={() => onDismiss(request)}
                    aria-label={t('resets.dismissFor', { email: request.user.email })}
                  >
                    {t('resets.dismiss')}
                  </Button>
                </div>
              ) : null}
            </td>
          </tr>
        );
      })}
    </ResponsiveTable>
  );
}
