import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { MEMBER_STATUSES, type AdminMember, type MemberStatus } from '@portal/contract';
import { AdminPage } from '@/entities/admin/admin-page.tsx';
import { ApproveAccountDialog } from '@/entities/admin/approve-account-dialog.tsx';
import { QueryList } from '@/entities/admin/query-list.tsx';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { useListQuery } from '@/entities/admin/use-list-query.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { ConfirmModal } from '@/shared/ui/confirm-modal.tsx';
import { SearchForm } from '@/shared/ui/search-form.tsx';
import { TabList, tabId } from '@/shared/ui/tab-list.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { membersQuery, useUpdateMember } from '../api/members.ts';
import { EditMemberDialog } from '../components/edit-member-dialog.tsx';
import { MembersTable, type MemberAction } from '../components/members-table.tsx';

const FILTERS = ['all', ...MEMBER_STATUSES] as const;
type Filter = (typeof FILTERS)[number];
const DEFAULTS = { status: 'all', search: '' };
const ALLOWED = { status: FILTERS };

interface Open {
  action: MemberAction;
  member: AdminMember;
}

/** /admin/members: every account of the company, its customer, rep code and access. */
export function AdminMembersRoute() {
  const { t } = useTranslation(['admin-accounts', 'admin', 'server']);
  const code = useAdminCode();
  const selfEmail = useSession().user?.email ?? '';
  const toast = useToast();
  const idPrefix = useId();
  const list = useListQuery(DEFAULTS, ALLOWED);
  const filter = list.values.status as Filter;
  const status: MemberStatus | undefined = filter === 'all' ? undefined : filter;
  const members = useQuery(
    membersQuery(code, { status, search: list.values.search, page: list.page }),
  );
  const update = useUpdateMember(code);
  const [open, setOpen] = useState<Open | null>(null);

  const setStatus = (member: AdminMember, next: 'approved' | 'disabled') =>
    update.mutate(
      { userId: member.user_id, body: { status: next } },
      {
        onSuccess: () =>
          toast.success(
            t(next === 'disabled' ? 'members.disabled' : 'members.enabled', { name: member.name }),
          ),
        onError: (error) => toast.error(errorMessage(error, t('server:errors.unexpected'))),
      },
    );
  const onAction = (action: MemberAction, member: AdminMember) => {
    if (action === 'enable') setStatus(member, 'approved');
    else setOpen({ action, member });
  };
  const close = () => setOpen(null);

  return (
    <AdminPage
      title={t('admin:nav.members')}
      description={t('members.description')}
      actions={
        <SearchForm
          value={list.values.search}
          onSearch={(text) => list.setValue('search', text)}
          label={t('members.searchLabel')}
          placeholder={t('members.searchPlaceholder')}
        />
      }
    >
      <TabList
        label={t('members.tabsLabel')}
        tabs={FILTERS.map((value) => ({ value, label: t(`members.tabs.${value}`) }))}
        value={filter}
        onChange={(value) => list.setValue('status', value)}
        idPrefix={idPrefix}
      />
      <div id={`${idPrefix}-panel`} role="tabpanel" aria-labelledby={tabId(idPrefix, filter)}>
        <QueryList
          query={members}
          loading={t('members.loading')}
          error={t('members.loadError')}
          empty={t('members.empty')}
          onPage={list.setPage}
        >
          {(rows) => (
            <MembersTable
              members={rows}
              caption={t('members.caption', { status: t(`members.tabs.${filter}`) })}
              selfEmail={selfEmail}
              busyId={update.isPending ? (update.variables?.userId ?? null) : null}
              onAction={onAction}
            />
          )}
        </QueryList>
      </div>
      {open?.action === 'approve' ? (
        <ApproveAccountDialog
          key={open.member.user_id}
          code={code}
          account={open.member}
          suggestedName={open.member.name}
          onClose={close}
        />
      ) : null}
      {open?.action === 'edit' ? (
        <EditMemberDialog
          key={open.member.user_id}
          code={code}
          member={open.member}
          onClose={close}
        />
      ) : null}
      <ConfirmModal
        open={open?.action === 'disable'}
        title={t('members.disableTitle', { name: open?.member.name ?? '' })}
        message={t('members.disableMessage', { email: open?.member.email ?? '' })}
        confirmLabel={t('members.disable')}
        danger
        onConfirm={() => {
          if (open) setStatus(open.member, 'disabled');
          close();
        }}
        onCancel={close}
      />
    </AdminPage>
  );
}
