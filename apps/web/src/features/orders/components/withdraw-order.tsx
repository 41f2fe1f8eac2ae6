import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Button } from '@/shared/ui/button.tsx';
import { ConfirmModal } from '@/shared/ui/confirm-modal.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import * as memberEndpoints from '@portal/contract/endpoints/member';

/** Withdraws the placer's waiting order, after a confirmation (decision 033). */
export function WithdrawOrder({
  code,
  orderId,
  number,
}: {
  code: string;
  orderId: number;
  number: number;
}) {
  const { t } = useTranslation('orders');
  const toast = useToast();
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const withdraw = useMutation({
    mutationFn: () => call(memberEndpoints.withdrawOrder, { params: { code, orderId } }),
    onSettled: () =>
      client.invalidateQueries({ queryKey: queryKey(memberEndpoints.orders, { code }) }),
  });
  const confirm = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        toast.success(t('approvals.withdrawn', { number }));
      },
      onError: (error) => {
        setAsking(false);
        toast.error(errorMessage(error, t('approvals.failed')));
      },
    });
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)} disabled={withdraw.isPending}>
        {t('approvals.withdraw')}
      </Button>
      <ConfirmModal
        open={asking}
        title={t('approvals.withdrawTitle', { number })}
        message={t('approvals.withdrawMessage')}
        confirmLabel={t('approvals.withdraw')}
        danger
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
