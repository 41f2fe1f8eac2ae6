import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminWebhookEndpoint } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { EVENT_NAME_KEYS } from '../lib/event-names.ts';
import { AdminPage } from '@/entities/admin/admin-page.tsx';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Badge } from '@/shared/ui/badge.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { ConfirmModal } from '@/shared/ui/confirm-modal.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import {
  endpointsQuery,
  useDeleteEndpoint,
  useRollSecret,
  useUpdateEndpoint,
} from '../api/webhooks-api.ts';
import { DeliveriesPanel } from '../components/deliveries-panel.tsx';
import { EndpointDialog } from '../components/endpoint-dialog.tsx';
import { SecretOnceDialog } from '@/entities/admin/secret-once-dialog.tsx';

/**
 * /admin/webhooks: the addresses the company's systems are told of orders and accounts at
 * (issue 13): each endpoint's events and state, its secret rolled, its delivery log.
 */
export function AdminWebhooksRoute() {
  const { t } = useTranslation(['admin-settings', 'admin', 'server']);
  const code = useAdminCode();
  const toast = useToast();
  const endpoints = useQuery(endpointsQuery(code));
  const update = useUpdateEndpoint(code);
  const roll = useRollSecret(code);
  const remove = useDeleteEndpoint(code);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminWebhookEndpoint | null>(null);
  const [logOf, setLogOf] = useState<number | null>(null);
  const failed = (error: unknown) =>
    toast.error(errorMessage(error, t('server:errors.unexpected')));

  return (
    <AdminPage
      title={t('admin:nav.webhooks')}
      description={t('webhooks.description')}
      actions={<Button onClick={() => setCreating(true)}>{t('webhooks.new')}</Button>}
    >
      {endpoints.isPending ? <Loading label={t('webhooks.loading')} /> : null}
      {endpoints.isError ? (
        <Alert tone="error">{errorMessage(endpoints.error, t('webhooks.loadError'))}</Alert>
      ) : null}
      {endpoints.data?.data.length === 0 ? <p>{t('webhooks.empty')}</p> : null}
      <ul className="flex flex-col gap-3">
        {endpoints.data?.data.map((endpoint) => (
          <li
            key={endpoint.id}
            className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
          >
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="font-mono text-sm font-semibold break-all">{endpoint.url}</h2>
              {endpoint.enabled ? (
                <Badge tone="success">{t('webhooks.enabled')}</Badge>
              ) : (
                <Badge tone="danger">
                  {endpoint.disabled_reason
                    ? t('webhooks.disabledFailing')
                    : t('webhooks.disabled')}
                </Badge>
              )}
            </div>
            {endpoint.description ? <p className="text-sm">{endpoint.description}</p> : null}
            <p className="text-sm">
              {t('webhooks.events')}:{' '}
              {endpoint.events.map((name) => t(EVENT_NAME_KEYS[name])).join(', ')}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                aria-expanded={logOf === endpoint.id}
                onClick={() => setLogOf(logOf === endpoint.id ? null : endpoint.id)}
              >
                {t('webhooks.showLog')}
              </Button>
              <Button
                variant="secondary"
                disabled={update.isPending}
                onClick={() =>
                  update.mutate(
                    { id: endpoint.id, body: { enabled: !endpoint.enabled } },
                    { onError: failed },
                  )
                }
              >
                {endpoint.enabled ? t('webhooks.disable') : t('webhooks.enable')}
              </Button>
              <Button
                variant="secondary"
                disabled={roll.isPending}
                onClick={() =>
                  roll.mutate(endpoint.id, {
                    onSuccess: ({ data }) => setSecret(data.secret),
                    onError: failed,
                  })
                }
              >
                {t('webhooks.rollSecret')}
              </Button>
              <Button variant="quietDanger" onClick={() => setDeleting(endpoint)}>
                {t('webhooks.delete')}
              </Button>
            </div>
            {logOf === endpoint.id ? (
              <DeliveriesPanel code={code} endpointId={endpoint.id} />
            ) : null}
          </li>
        ))}
      </ul>
      {creating ? (
        <EndpointDialog
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
            title: t('webhooks.secretTitle'),
            notice: t('webhooks.secretOnce'),
            label: t('webhooks.secretLabel'),
            copy: t('webhooks.copy'),
            copied: t('webhooks.copied'),
            done: t('webhooks.secretDone'),
          }}
          onClose={() => setSecret(null)}
        />
      ) : null}
      <ConfirmModal
        open={deleting !== null}
        title={t('webhooks.deleteTitle')}
        message={t('webhooks.deleteMessage', { url: deleting?.url ?? '' })}
        confirmLabel={t('webhooks.delete')}
        danger
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onError: failed });
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
