import { confirmLinesRequest, type OrderDetail } from '@portal/contract';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { TextField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useConfirmLines } from '../api/admin-orders.ts';

interface LineValues {
  confirmed: string;
  promised: string;
}

/**
 * What the manufacturer confirms of each line and when it promises the rest (issue 31): the
 * buyer's order page shows both, and what is not confirmed reads as backordered. Empty clears.
 */
export function ConfirmLinesDialog({
  order,
  onClose,
}: {
  order: OrderDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-orders');
  const code = useAdminCode();
  const toast = useToast();
  const confirm = useConfirmLines(code, order.id);
  const form = useSchemaForm(
    confirmLinesRequest,
    () => ({
      lines: order.items.map((line): LineValues => ({
        confirmed: line.confirmed_qty === null ? '' : String(line.confirmed_qty),
        promised: line.promised_date ?? '',
      })),
    }),
    {
      body: (values) => ({
        lines: order.items.map((line, index) => {
          const typed = values.lines[index]!;
          const confirmed = typed.confirmed.trim();
          return {
            line_no: line.line_no,
            confirmed_qty: confirmed === '' ? null : Number(confirmed),
            promised_date: typed.promised === '' ? null : typed.promised,
          };
        }),
      }),
    },
  );
  const setLine = (index: number, change: Partial<LineValues>, field: string) =>
    form.edit(
      'lines',
      form.values.lines.map((line, at) => (at === index ? { ...line, ...change } : line)),
      `lines.${index}.${field}`,
    );

  return (
    <FormDialog
      title={t('shipments.confirmTitle', { number: order.sale_no })}
      intro={t('shipments.confirmIntro')}
      submitLabel={t('shipments.confirmSubmit')}
      pendingLabel={t('shipments.confirmPending')}
      pending={confirm.isPending}
      failure={form.failure}
      onSubmit={form.submit((body) =>
        confirm.mutate(body, {
          onSuccess: () => {
            toast.success(t('shipments.confirmed'));
            onClose();
          },
          onError: form.failed,
        }),
      )}
      onClose={onClose}
    >
      {order.items.map((line, index) => (
        <div key={line.id} className="grid gap-2 sm:grid-cols-2">
          <TextField
            label={t('shipments.confirmedQty', { part: line.productuom.product.part_number })}
            inputMode="numeric"
            value={form.values.lines[index]?.confirmed ?? ''}
            error={form.errors[`lines.${index}.confirmed_qty`]}
            onChange={(event) => setLine(index, { confirmed: event.target.value }, 'confirmed_qty')}
          />
          <TextField
            type="date"
            label={t('shipments.promisedDate')}
            value={form.values.lines[index]?.promised ?? ''}
            error={form.errors[`lines.${index}.promised_date`]}
            onChange={(event) => setLine(index, { promised: event.target.value }, 'promised_date')}
          />
        </div>
      ))}
    </FormDialog>
  );
}
