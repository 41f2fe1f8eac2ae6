import { useState } from 'react';
import {
  decideReturnRequest,
  type AdminReturn,
  type DecideReturnRequest,
} from '@portal/contract/returns';
import { returnActionsOf } from '@portal/contract/rules/return-states';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { ReturnCard } from '@/entities/returns/return-card.tsx';
import { errorMessage } from '@/shared/api/api-error.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { randomKey } from '@/shared/lib/random-key.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { ConfirmModal } from '@/shared/ui/confirm-modal.tsx';
import { TextAreaField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useFormatMoney } from '@/shared/lib/format.ts';
import {
  adminReturnPhoto,
  useAdminOrderReturns,
  useDecideReturn,
  useReceiveReturn,
} from '../api/admin-returns.ts';

/** Approve or refuse a requested return, with a comment the buyer reads in the e-mail. */
function DecideReturnDialog({
  orderId,
  value,
  decision,
  onClose,
}: {
  orderId: number;
  value: AdminReturn;
  decision: 'approve' | 'refuse';
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-orders');
  const code = useAdminCode();
  const toast = useToast();
  const decide = useDecideReturn(code, orderId);
  const form = useSchemaForm<DecideReturnRequest>(decideReturnRequest, () => ({
    decision,
    comment: '',
  }));
  return (
    <FormDialog
      title={t(decision === 'approve' ? 'returns.approveTitle' : 'returns.refuseTitle', {
        id: value.id,
      })}
      intro={t(decision === 'approve' ? 'returns.approveIntro' : 'returns.refuseIntro')}
      submitLabel={t(decision === 'approve' ? 'returns.approve' : 'returns.refuse')}
      pendingLabel={t('returns.saving')}
      pending={decide.isPending}
      danger={decision === 'refuse'}
      failure={form.failure}
      onSubmit={form.submit((body) =>
        decide.mutate(
          { id: value.id, body },
          {
            onSuccess: () => {
              toast.success(
                t(decision === 'approve' ? 'returns.approved' : 'returns.refused', {
                  id: value.id,
                }),
              );
              onClose();
            },
            onError: form.failed,
          },
        ),
      )}
      onClose={onClose}
    >
      <TextAreaField
        label={t('returns.decisionComment')}
        rows={3}
        value={form.values.comment ?? ''}
        error={form.errors['comment']}
        onChange={(event) => form.edit('comment', event.target.value)}
      />
    </FormDialog>
  );
}

/**
 * The console order page's Returns (issue 31 point 4): every return of the order with its
 * customer's request and photos; approve or refuse one requested, mark one approved received
 * (a credit note enters the customer's ledger).
 */
export function AdminOrderReturns({ orderId }: { orderId: number }) {
  const { t } = useTranslation('admin-orders');
  const code = useAdminCode();
  const toast = useToast();
  const formatMoney = useFormatMoney();
  const returns = useAdminOrderReturns(code, orderId);
  const receive = useReceiveReturn(code, orderId);
  const [deciding, setDeciding] = useState<{
    value: AdminReturn;
    decision: 'approve' | 'refuse';
  } | null>(null);
  const [receiving, setReceiving] = useState<AdminReturn | null>(null);
  const [key, setKey] = useState(randomKey);

  return (
    <section aria-labelledby="order-returns-heading" className="flex flex-col gap-3">
      <h2 id="order-returns-heading" className="text-lg font-semibold">
        {t('returns.heading')}
      </h2>
      {returns.isPending ? (
        <Loading label={t('returns.loading')} />
      ) : returns.isError ? (
        <Alert tone="error">{t('returns.loadError')}</Alert>
      ) : returns.data.data.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('returns.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {returns.data.data.map((item) => {
            const actions = returnActionsOf(item.state, 'staff');
            return (
              <ReturnCard
                key={item.id}
                value={item}
                photo={adminReturnPhoto(code, item.id)}
                actions={
                  actions.length > 0 ? (
                    <>
                      {actions.includes('approve') ? (
                        <Button onClick={() => setDeciding({ value: item, decision: 'approve' })}>
                          {t('returns.approve')}
                        </Button>
                      ) : null}
                      {actions.includes('refuse') ? (
                        <Button
                          variant="secondary"
                          onClick={() => setDeciding({ value: item, decision: 'refuse' })}
                        >
                          {t('returns.refuse')}
                        </Button>
                      ) : null}
                      {actions.includes('receive') ? (
                        <Button onClick={() => setReceiving(item)}>{t('returns.receive')}</Button>
                      ) : null}
                    </>
                  ) : null
                }
              >
                {item.decided_by ? (
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {t('returns.decidedBy', {
                      name: item.decided_by.name || item.decided_by.email,
                    })}
                  </p>
                ) : null}
              </ReturnCard>
            );
          })}
        </ul>
      )}
      {deciding ? (
        <DecideReturnDialog
          orderId={orderId}
          value={deciding.value}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      ) : null}
      <ConfirmModal
        open={receiving !== null}
        title={t('returns.receiveTitle', { id: receiving?.id ?? 0 })}
        message={t('returns.receiveMessage', {
          amount: formatMoney(receiving?.credit_amount ?? 0),
          customer: receiving?.customer.name ?? '',
        })}
        confirmLabel={t('returns.receive')}
        onConfirm={() =>
          receive.mutate(
            { id: receiving?.id ?? 0, key },
            {
              onSuccess: () => {
                toast.success(t('returns.received', { id: receiving?.id ?? 0 }));
                setReceiving(null);
                setKey(randomKey());
              },
              onError: (error) => {
                toast.error(errorMessage(error, t('returns.failed')));
                setReceiving(null);
                setKey(randomKey());
              },
            },
          )
        }
        onCancel={() => setReceiving(null)}
      />
    </section>
  );
}
