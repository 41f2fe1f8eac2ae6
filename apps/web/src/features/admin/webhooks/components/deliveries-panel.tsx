import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { WebhookDelivery } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { ResponsiveTable, cellClasses } from '@/shared/ui/responsive-table.tsx';
import { QueryList } from '@/entities/admin/query-list.tsx';
import { errorMessage } from '@/shared/api/api-error.ts';
import { Badge, type BadgeTone } from '@/shared/ui/badge.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { deliveriesQuery, useRedeliver } from '../api/webhooks-api.ts';

const TONES: Record<WebhookDelivery['status'], BadgeTone> = {
  pending: 'warning',
  delivered: 'success',
  failed: 'danger',
  cancelled: 'neutral',
};

/** An endpoint's delivery log, newest first, paged, with a redelivery per message. */
export function DeliveriesPanel({ code, endpointId }: { code: string; endpointId: number }) {
  const { t, i18n } = useTranslation(['admin-settings', 'server']);
  const toast = useToast();
  const [page, setPage] = useState(1);
  const deliveries = useQuery(deliveriesQuery(code, endpointId, page));
  const redeliver = useRedeliver(code);
  const time = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <QueryList
      query={deliveries}
      loading={t('webhooks.log.loading')}
      error={t('webhooks.log.loadError')}
      empty={t('webhooks.log.empty')}
      onPage={setPage}
    >
      {(rows) => (
        <ResponsiveTable
          caption={t('webhooks.log.caption')}
          columns={[
            t('webhooks.log.columns.event'),
            t('webhooks.log.columns.status'),
            t('webhooks.log.columns.attempts'),
            t('webhooks.log.columns.response'),
            t('webhooks.log.columns.time'),
            <span key="actions" className="sr-only">
              {t('webhooks.log.columns.actions')}
            </span>,
          ]}
        >
          {rows.map((delivery) => (
            <tr key={delivery.id}>
              <td className={cellClasses}>
                <code className="text-xs">{delivery.event}</code>
              </td>
              <td className={cellClasses}>
                <Badge tone={TONES[delivery.status]}>
                  {t(`webhooks.log.status.${delivery.status}`)}
                </Badge>
              </td>
              <td className={`${cellClasses} tabular-nums`}>{delivery.attempts}</td>
              <td className={cellClasses}>
                {delivery.last_status_code ?? delivery.last_error ?? '-'}
              </td>
              <td className={`${cellClasses} whitespace-nowrap`}>{time(delivery.created_at)}</td>
              <td className={cellClasses}>
                <Button
                  variant="secondary"
                  disabled={redeliver.isPending}
                  onClick={() =>
                    redeliver.mutate(
                      { id: endpointId, deliveryId: delivery.id },
                      {
                        onSuccess: () => toast.success(t('webhooks.log.redelivered')),
                        onError: (error) =>
                          toast.error(errorMessage(error, t('server:errors.unexpected'))),
                      },
                    )
                  }
                >
                  {t('webhooks.log.redeliver')}
                </Button>
              </td>
            </tr>
          ))}
        </ResponsiveTable>
      )}
    </QueryList>
  );
}
