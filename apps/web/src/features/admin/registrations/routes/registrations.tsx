import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import {
  REGISTRATION_STATUSES,
  rejectRegistrationRequest,
  type Registration,
  type RegistrationStatus,
} from '@portal/contract';
import { AdminPage } from '@/entities/admin/admin-page.tsx';
import { ApproveAccountDialog } from '@/entities/admin/approve-account-dialog.tsx';
import { CommentModal } from '@/entities/admin/comment-modal.tsx';
import { QueryList } from '@/entities/admin/query-list.tsx';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { useListQuery } from '@/entities/admin/use-list-query.ts';
import { TabList, tabId } from '@/shared/ui/tab-list.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { registrationsQuery, useRejectRegistration } from '../api/registrations.ts';
import { RegistrationCard } from '../components/registration-card.tsx';

const DEFAULTS = { status: 'pending' };
const ALLOWED = { status: REGISTRATION_STATUSES };

/** /admin/registrations: accounts waiting for approval, and the ones decided. */
export function AdminRegistrationsRoute() {
  const { t } = useTranslation(['admin-accounts', 'admin', 'server']);
  const code = useAdminCode();
  const toast = useToast();
  const idPrefix = useId();
  const list = useListQuery(DEFAULTS, ALLOWED);
  const status = list.values.status as RegistrationStatus;
  const registrations = useQuery(registrationsQuery(code, { status, page: list.page }));
  const [approving, setApproving] = useState<Registration | null>(null);
  const [rejecting, setRejecting] = useState<Registration | null>(null);
  const reject = useRejectRegistration(code);

  const closeReject = () => {
    setRejecting(null);
    reject.reset();
  };
  const confirmReject = (reason: string, failed: (error: unknown) => void) => {
    if (!rejecting) return;
    const { name } = rejecting;
    reject.mutate(
      { userId: rejecting.user_id, reason },
      {
        onSuccess: () => {
          toast.success(t('reject.done', { name }));
          closeReject();
        },
        onError: failed,
      },
    );
  };

  return (
    <AdminPage title={t('admin:nav.registrations')} description={t('registrations.description')}>
      <TabList
        label={t('registrations.tabsLabel')}
        tabs={REGISTRATION_STATUSES.map((value) => ({
          value,
          label: t(`registrations.tabs.${value}`),
        }))}
        value={status}
        onChange={(value) => list.setValue('status', value)}
        idPrefix={idPrefix}
      />
      <div id={`${idPrefix}-panel`} role="tabpanel" aria-labelledby={tabId(idPrefix, status)}>
        <QueryList
          query={registrations}
          loading={t('registrations.loading')}
          error={t('registrations.loadError')}
          empty={t(`registrations.empty.${status}`)}
          onPage={list.setPage}
        >
          {(rows) => (
            <ul className="flex flex-col gap-3">
              {rows.map((registration) => (
                <li key={registration.user_id}>
                  <RegistrationCard
                    registration={registration}
                    onApprove={setApproving}
                    onReject={setRejecting}
                  />
                </li>
              ))}
            </ul>
          )}
        </QueryList>
      </div>
      {approving ? (
        <ApproveAccountDialog
          key={approving.user_id}
          code={code}
          account={approving}
          suggestedName={approving.registration.company || approving.name}
          hasAddress={Boolean(
            approving.registration.address?.trim() && approving.registration.city?.trim(),
          )}
          onClose={() => setApproving(null)}
        />
      ) : null}
      <CommentModal
        open={rejecting !== null}
        title={t('reject.title', { name: rejecting?.name ?? '' })}
        message={t('reject.message', { email: rejecting?.email ?? '' })}
        commentLabel={t('reject.reason')}
        field="reason"
        rules={rejectRegistrationRequest}
        confirmLabel={t('reject.submit')}
        pendingLabel={t('reject.submitting')}
        pending={reject.isPending}
        maxLength={500}
        danger
        onConfirm={confirmReject}
        onCancel={closeReject}
      />
    </AdminPage>
  );
}
