import { useState } from 'react';
import {
  createInvoiceFromShipmentRequest,
  type CreateInvoiceFromShipmentRequest,
} from '@portal/contract/invoices';
import type { AdminShipment } from '@portal/contract/shipments';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { formatDate, isoDate } from '@/shared/lib/format.ts';
import { randomKey } from '@/shared/lib/random-key.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { TextField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useInvoiceShipment } from '../api/admin-orders.ts';

const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return isoDate(date);
};

/**
 * "Create invoice from shipment" (issue 31 point 2, a tenant without an ERP): the invoice bills
 * the shipment's lines at the order's prices; the staff type its number, issue and due dates.
 * A shipment is invoiced once (the server answers 409 to a second).
 */
export function CreateInvoiceDialog({
  orderId,
  shipment,
  onClose,
}: {
  orderId: number;
  shipment: AdminShipment;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('admin-orders');
  const code = useAdminCode();
  const toast = useToast();
  const [key] = useState(randomKey);
  const create = useInvoiceShipment(code, orderId, shipment.id, key);
  const form = useSchemaForm<CreateInvoiceFromShipmentRequest>(
    createInvoiceFromShipmentRequest,
    () => ({ number: '', issue_date: isoDate(new Date()), due_date: inDays(30) }),
  );

  return (
    <FormDialog
      title={t('invoicing.title', { date: formatDate(shipment.shipped_date, i18n.language) })}
      intro={t('invoicing.intro')}
      submitLabel={t('invoicing.submit')}
      pendingLabel={t('invoicing.pending')}
      pending={create.isPending}
      failure={form.failure}
      onSubmit={form.submit((body) =>
        create.mutate(body, {
          onSuccess: (answer) => {
            toast.success(t('invoicing.created', { number: answer.data.number }));
            onClose();
          },
          onError: form.failed,
        }),
      )}
      onClose={onClose}
    >
      <TextField
        label={t('invoicing.number')}
        required
        value={form.values.number}
        error={form.errors['number']}
        onChange={(event) => form.edit('number', event.target.value)}
      />
      <div className="grid gap-2 sm:grid-cols-2">
        <TextField
          type="date"
          label={t('invoicing.issueDate')}
          required
          value={form.values.issue_date}
          error={form.errors['issue_date']}
          onChange={(event) => form.edit('issue_date', event.target.value)}
        />
        <TextField
          type="date"
          label={t('invoicing.dueDate')}
          required
          value={form.values.due_date}
          error={form.errors['due_date']}
          onChange={(event) => form.edit('due_date', event.target.value)}
        />
      </div>
      <ul className="text-sm text-slate-600 dark:text-slate-400">
        {shipment.lines.map((line) => (
          <li key={line.order_line_id}>
            {t('invoicing.line', { part: line.part_number, quantity: line.quantity })}
          </li>
        ))}
      </ul>
    </FormDialog>
  );
}
