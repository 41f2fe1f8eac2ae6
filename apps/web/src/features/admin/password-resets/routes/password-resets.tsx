import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import {
  type IssueResetLinkResponse,
  type PasswordResetRequestItem,
  type PasswordResetStatus,
} from '@portal/contract';
import { AdminPage } from '@/entities/admin/admin-page.tsx';
import { QueryList } from '@/entities/admin/query-list.tsx';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { useListQuery } from '@/entities/admin/use-list-query.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { ConfirmModal } from '@/shared/ui/confirm-modal.tsx';
import { TabList, tabId } from '@/shared/ui/tab-list.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { passwordResetsQuery, useDismissReset, useIssueResetLink } from '../api/password-resets.ts';
import { IssuedLinkDialog } from '../components/issued-link-dialog.tsx';
import { ResetTable } from '../components/reset-table.tsx';

const FILTERS = ['open', 'link_issued', 'completed', 'dismissed', 'all'] as const;
type Filter = (typeof FILTERS)[number];
const DEFAULTS = { status: 'open' };
const ALLOWED = { status: FILTERS };

interface Pending {
  action: 'reissue' | 'dismiss';
  request: PasswordResetRequestItem;
}

/** /admin/password-resets: requests from the forgot-password screen, answered with a link. */
export function AdminPasswordResetsRoute() {
  const { t } = useTranslation(['admin-accounts', 'admin', 'server']);
  const code = useAdminCode();
  const toast = useToast();
  const idPrefix = useId();
  const list = useListQuery(DEFAULTS, ALLOWED);
  const filter = list.values.status as Filter;
  const status: PasswordResetStatus | undefined = filter === 'all' ? undefined : filter;
  const requests = useQuery(passwordResetsQuery(code, { status, page: list.page }));
  const issue = useIssueResetLink(code);
  const dismiss = useDismissReset(code);
  const [issued, setIssued] = useState<IssueResetLinkResponse['data'] | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const failed = (error: unknown) =>
    toast.error(errorMessage(error, t('server:errors.unexpected')));

  const issueLink = (request: PasswordResetRequestItem) =>
    issue.mutate(request.id, { onSuccess: (answer) => setIssued(answer.data), onError: failed });
  const confirm = () => {
    if (!pending) return;
    const { action, request } = pending;
    setPending(null);
    if (action === 'reissue') {
      issueLink(request);
      return;
    }
    dismiss.mutate(request.id, {
      onSuccess: () => toast.success(t('resets.dismissed', { email: request.user.email })),
      onError: failed,
    });
  };
  const busyId = issue.isPending
    ? (issue.variables ?? null)
    : dismiss.isPending
      ? (dismiss.variables ?? null)
      : null;

  return (
    <AdminPage title={t('admin:nav.passwordResets')} description={t('resets.description')}>
      <TabList
        label={t('resets.tabsLabel')}
        tabs={FILTERS.map((value) => ({ value, label: t(`resets.tabs.${value}`) }))}
        value={filter}
        onChange={(value) => list.setValue('status', value)}
        idPrefix={idPrefix}
      />
      <div id={`${idPrefix}-panel`} role="tabpanel" aria-labelledby={tabId(idPrefix, filter)}>
        <QueryList
          query={requests}
          loading={t('resets.loading')}
          error={t('resets.loadError')}
          empty={t('resets.empty')}
          onPage={list.setPage}
        >
          {(rows) => (
            <ResetTable
              requests={rows}
              caption={t('resets.caption', { status: t(`resets.tabs.${filter}`) })}
              busyId={busyId}
              onIssue={(request) =>
                request.status === 'open'
                  ? issueLink(request)
                  : setPending({ action: 'reissue', request })
              }
              onDismiss={(request) => setPending({ action: 'dismiss', request })}
            />
          )}
        </QueryList>
      </div>
      {issued ? <IssuedLinkDialog issued={issued} onClose={() => setIssued(null)} /> : null}
      <ConfirmModal
        open={pending !== null}
        title={pending?.action === 'reissue' ? t('resets.reissueTitle') : t('resets.dismissTitle')}
        message={
          pending?.action === 'reissue'
            ? t('resets.reissueMessage', { email: pending.request.user.email })
            : t('resets.dismissMessage', { email: pending?.request.user.email ?? '' })
        }
        confirmLabel={pending?.action === 'reissue' ? t('resets.reissue') : t('resets.dismiss')}
        danger={pending?.action === 'dismiss'}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </AdminPage>
  );
}
