import { useState } from 'react';
import type { InvoiceSummary } from '@portal/contract/invoices';
import {
  decideReturnRequest,
  receiveReturnRequest,
  type AdminReturn,
  type DecideReturnRequest,
  type ReceiveReturnRequest,
} from '@portal/contract/returns';
import { returnActionsOf } from '@portal/contract/rules/return-states';
import { OpenInvoicePicker } from '@/entities/admin/open-invoice-picker.tsx';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { ReturnCard } from '@/entities/returns/return-card.tsx';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { randomKey } from '@/shared/lib/random-key.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
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
 * Marks an approved return received (decision 045): the credit note's amount, and the
 * customer's open invoice it settles (found by number, never more than it has open) or none.
 */
function ReceiveReturnDialog({
  orderId,
  value,
  onClose,
}: {
  orderId: number;
  value: AdminReturn;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-orders');
  const code = useAdminCode();
  const toast = useToast();
  const formatMoney = useFormatMoney();
  const receive = useReceiveReturn(code, orderId);
  const [key] = useState(randomKey);
  const [chosen, setChosen] = useState<InvoiceSummary | null>(null);
  const form = useSchemaForm<ReceiveReturnRequest>(receiveReturnRequest, () => ({
    invoice_id: null,
  }));
  return (
    <FormDialog
      title={t('returns.receiveTitle', { id: value.id })}
      intro={t('returns.receiveIntro', {
        amount: formatMoney(value.credit_amount),
        customer: value.customer.name,
      })}
      submitLabel={t('returns.receive')}
      pendingLabel={t('returns.receiving')}
      pending={receive.isPending}
      failure={form.failure}
      onSubmit={form.submit((body) =>
        receive.mutate(
          { id: value.id, customerId: value.customer.id, key, body },
          {
            onSuccess: () => {
              toast.success(t('returns.received', { id: value.id }));
              onClose();
            },
            onError: form.failed,
          },
        ),
      )}
      onClose={onClose}
    >
      {value.credit_amount > 0 ? (
        <OpenInvoicePicker
          code={code}
          customerId={value.customer.id}
          label={t('returns.settles')}
          value={chosen}
          error={form.errors['invoice_id']}
          onChange={(invoice) => {
            setChosen(invoice);
            form.edit('invoice_id', invoice?.id ?? null);
          }}
        />
      ) : null}
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
  const returns = useAdminOrderReturns(code, orderId);
  const [deciding, setDeciding] = useState<{
    value: AdminReturn;
    decision: 'approve' | 'refuse';
  } | null>(null);
  const [receiving, setReceiving] = useState<AdminReturn | null>(null);

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
      {receiving ? (
        <ReceiveReturnDialog
          orderId={orderId}
          value={receiving}
          onClose={() => setReceiving(null)}
        />
      ) : null}
    </section>
  );
}
