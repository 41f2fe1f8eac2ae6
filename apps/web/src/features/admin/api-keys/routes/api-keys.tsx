import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiKeySummary } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { AdminPage } from '@/entities/admin/admin-page.tsx';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { formatDateTime } from '@/shared/lib/format.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Badge } from '@/shared/ui/badge.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { ConfirmModal } from '@/shared/ui/confirm-modal.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { apiKeysQuery, useRevokeApiKey } from '../api/api-keys-api.ts';
import { KeyDialog } from '../components/key-dialog.tsx';
import { SecretOnceDialog } from '@/entities/admin/secret-once-dialog.tsx';
import { SCOPE_NAME_KEYS } from '../lib/scope-names.ts';

/**
 * /admin/api-keys: the keys the company's own systems call the integration API with (issue 13):
 * each key's name, scopes, visible prefix, creation and last use; a new key shown once; revoking
 * one after a confirmation.
 */
export function AdminApiKeysRoute() {
  const { t, i18n } = useTranslation(['admin-settings', 'admin', 'server']);
  const code = useAdminCode();
  const toast = useToast();
  const keys = useQuery(apiKeysQuery(code));
  const revoke = useRevokeApiKey(code);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);
  const when = (date: string) => formatDateTime(date, i18n.language);

  return (
    <AdminPage
      title={t('admin:nav.apiKeys')}
      description={t('apiKeys.description')}
      actions={<Button onClick={() => setCreating(true)}>{t('apiKeys.new')}</Button>}
    >
      {keys.isPending ? <Loading label={t('apiKeys.loading')} /> : null}
      {keys.isError ? (
        <Alert tone="error">{errorMessage(keys.error, t('apiKeys.loadError'))}</Alert>
      ) : null}
      {keys.data?.data.length === 0 ? <p>{t('apiKeys.empty')}</p> : null}
      <ul className="flex flex-col gap-3" aria-label={t('apiKeys.listLabel')}>
        {keys.data?.data.map((key) => (
          <li
            key={key.id}
            className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
          >
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="font-semibold break-all">{key.name}</h2>
              {key.revoked_at ? (
                <Badge tone="danger">{t('apiKeys.revokedBadge')}</Badge>
              ) : (
                <Badge tone="success">{t('apiKeys.active')}</Badge>
              )}
            </div>
            <p className="text-sm">
              {t('apiKeys.prefix')}: <code className="font-mono">{key.prefix}_…</code>
            </p>
            <p className="text-sm">
              {key.scopes.map((scope) => t(SCOPE_NAME_KEYS[scope])).join(', ')}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {key.created_by
                ? t('apiKeys.createdBy', { date: when(key.created_at), who: key.created_by.name })
                : t('apiKeys.createdAt', { date: when(key.created_at) })}
              {' · '}
              {key.last_used_at
                ? t('apiKeys.lastUsed', { date: when(key.last_used_at) })
                : t('apiKeys.neverUsed')}
              {key.revoked_at ? ` · ${t('apiKeys.revoked', { date: when(key.revoked_at) })}` : ''}
            </p>
            {key.revoked_at ? null : (
              <div>
                <Button variant="quietDanger" onClick={() => setRevoking(key)}>
                  {t('apiKeys.revoke')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {creating ? (
        <KeyDialog
          code={code}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            setSecret(created);
          }}
        />
      ) : null}
      {secret ? (
        <SecretOnceDialog
          secret={secret}
          texts={{
            title: t('apiKeys.secretTitle'),
            notice: t('apiKeys.secretOnce'),
            label: t('apiKeys.secretLabel'),
            copy: t('apiKeys.copy'),
            copied: t('apiKeys.copied'),
            done: t('apiKeys.secretDone'),
          }}
          onClose={() => setSecret(null)}
        />
      ) : null}
      <ConfirmModal
        open={revoking !== null}
        title={t('apiKeys.revokeTitle')}
        message={t('apiKeys.revokeMessage', { name: revoking?.name ?? '' })}
        confirmLabel={t('apiKeys.revoke')}
        danger
        onConfirm={() => {
          if (revoking) {
            revoke.mutate(revoking.id, {
              onError: (error) => toast.error(errorMessage(error, t('server:errors.unexpected'))),
            });
          }
          setRevoking(null);
        }}
        onCancel={() => setRevoking(null)}
      />
    </AdminPage>
  );
}
