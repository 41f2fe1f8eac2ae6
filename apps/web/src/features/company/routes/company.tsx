import { useState } from 'react';
import type { Colleague, Invitation } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useCompanyRole, useSession } from '@/shared/session/session-store.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { CardSection } from '@/shared/ui/card-section.tsx';
import { ConfirmModal } from '@/shared/ui/confirm-modal.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import {
  useColleagues,
  useInvitations,
  useResendInvitation,
  useRevokeInvitation,
  useUpdateColleague,
} from '../api/company.ts';
import {
  useApprovalRules,
  useDeleteApprovalRule,
  useSaveApprovalRule,
} from '../api/approval-rules.ts';
import { ColleaguesTable, type ColleagueAction } from '../components/colleagues-table.tsx';
import { SpendingLimitDialog } from '../components/spending-limit-dialog.tsx';
import { EditColleagueDialog } from '../components/edit-colleague-dialog.tsx';
import { InvitationsTable, type InvitationAction } from '../components/invitations-table.tsx';
import { InviteDialog } from '../components/invite-dialog.tsx';
import { managesCompany, rolesToGrant } from '../lib/company-rules.ts';
import { ApprovalRulesSection } from '@/entities/approval-rules/approval-rules-section.tsx';
import { ruleChoices, type RuleChoices } from '@/entities/approval-rules/rule-choices.ts';
import { useCategories } from '@/entities/catalogue/categories-query.ts';
import { buildCategoryTree } from '@/entities/catalogue/category-tree.ts';

/**
 * /company (issue 29 point 6, decisions 033 and 034): a customer administrator's colleagues
 * (role, what they see, where they ship, their spending limit, disable and enable), the open
 * invitations (send again, withdraw) and the company's approval rules. Anyone else is told it is
 * the administrator's; the server refuses them anyway.
 */
export function CompanyRoute() {
  const { t } = useTranslation('company');
  const role = useCompanyRole();
  if (!managesCompany(role)) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <Alert tone="info">{t('notAdministrator')}</Alert>
      </div>
    );
  }
  return <CompanyArea />;
}

function CompanyArea() {
  const { t } = useTranslation('company');
  const session = useSession();
  const code = session.manufacturer?.code ?? '';
  const roles = rolesToGrant(useCompanyRole());
  const colleagues = useColleagues(code);
  const invitations = useInvitations(code);
  const update = useUpdateColleague(code);
  const resend = useResendInvitation(code);
  const revoke = useRevokeInvitation(code);
  const toast = useToast();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<Colleague | null>(null);
  const [disabling, setDisabling] = useState<Colleague | null>(null);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const [limiting, setLimiting] = useState<Colleague | null>(null);
  const categories = useCategories(code);
  const choices = ruleChoices({
    categories: buildCategoryTree(categories.data ?? []),
    addresses: colleagues.data?.addresses ?? [],
    people: colleagues.data?.data ?? [],
  });

  const setStatus = (colleague: Colleague, status: 'approved' | 'disabled') =>
    update.mutate(
      { userId: colleague.user_id, body: { status } },
      {
        onSuccess: () =>
          toast.success(
            t(status === 'disabled' ? 'colleagues.disabled' : 'colleagues.enabled', {
              name: colleague.name,
            }),
          ),
        onError: () => toast.error(t('colleagues.actionFailed')),
      },
    );
  const onColleague = (action: ColleagueAction, colleague: Colleague) => {
    if (action === 'edit') setEditing(colleague);
    else if (action === 'limit') setLimiting(colleague);
    else if (action === 'disable') setDisabling(colleague);
    else setStatus(colleague, 'approved');
  };
  const onInvitation = (action: InvitationAction, invitation: Invitation) => {
    if (action === 'revoke') {
      setRevoking(invitation);
      return;
    }
    resend.mutate(invitation.id, {
      onSuccess: () => toast.success(t('invitations.resent', { email: invitation.email })),
      onError: () => toast.error(t('invitations.actionFailed')),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <Button aria-haspopup="dialog" onClick={() => setInviting(true)}>
          {t('invite.open')}
        </Button>
      </div>
      <CardSection title={t('colleagues.title')}>
        {colleagues.isPending ? (
          <Loading label={t('colleagues.loading')} />
        ) : colleagues.isError ? (
          <Alert tone="error">{t('colleagues.loadError')}</Alert>
        ) : colleagues.data.data.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('colleagues.empty')}</p>
        ) : (
          <ColleaguesTable
            colleagues={colleagues.data.data}
            addressCount={colleagues.data.addresses.length}
            busyId={update.isPending ? (update.variables?.userId ?? null) : null}
            onAction={onColleague}
          />
        )}
      </CardSection>
      <CardSection title={t('invitations.title')}>
        {invitations.isPending ? (
          <Loading label={t('invitations.loading')} />
        ) : invitations.isError ? (
          <Alert tone="error">{t('invitations.loadError')}</Alert>
        ) : invitations.data.data.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('invitations.empty')}</p>
        ) : (
          <InvitationsTable
            invitations={invitations.data.data}
            busyId={
              resend.isPending
                ? (resend.variables ?? null)
                : revoke.isPending
                  ? (revoke.variables ?? null)
                  : null
            }
            onAction={onInvitation}
          />
        )}
      </CardSection>
      <CompanyRules code={code} choices={choices} />

      {inviting ? (
        <InviteDialog code={code} roles={roles} onClose={() => setInviting(false)} />
      ) : null}
      {editing ? (
        <EditColleagueDialog
          code={code}
          colleague={editing}
          roles={roles}
          addresses={colleagues.data?.addresses ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {limiting ? (
        <SpendingLimitDialog code={code} colleague={limiting} onClose={() => setLimiting(null)} />
      ) : null}
      <ConfirmModal
        open={disabling !== null}
        danger
        title={t('colleagues.disableTitle', { name: disabling?.name ?? '' })}
        message={t('colleagues.disableMessage', { name: disabling?.name ?? '' })}
        confirmLabel={t('colleagues.disable')}
        onCancel={() => setDisabling(null)}
        onConfirm={() => {
          if (disabling) setStatus(disabling, 'disabled');
          setDisabling(null);
        }}
      />
      <ConfirmModal
        open={revoking !== null}
        danger
        title={t('invitations.revokeTitle')}
        message={t('invitations.revokeMessage', { email: revoking?.email ?? '' })}
        confirmLabel={t('invitations.revoke')}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          const invitation = revoking;
          setRevoking(null);
          if (!invitation) return;
          revoke.mutate(invitation.id, {
            onSuccess: () => toast.success(t('invitations.revoked', { email: invitation.email })),
            onError: () => toast.error(t('invitations.actionFailed')),
          });
        }}
      />
    </div>
  );
}

/** The company's own approval rules, kept by its administrator (decision 033). */
function CompanyRules({ code, choices }: { code: string; choices: RuleChoices }) {
  const { t } = useTranslation('company');
  return (
    <ApprovalRulesSection
      rules={useApprovalRules(code)}
      choices={choices}
      save={useSaveApprovalRule(code)}
      remove={useDeleteApprovalRule(code)}
      texts={{
        title: t('rules.title'),
        intro: t('rules.intro'),
        tableLabel: t('rules.tableLabel'),
        loading: t('rules.loading'),
        loadError: t('rules.loadError'),
        empty: t('rules.empty'),
        noApprovers: t('ruleDialog.noApprovers'),
      }}
    />
  );
}
