import { useState } from 'react';
import {
  CARRIERS,
  createShipmentRequest,
  toShip,
  type Carrier,
  type OrderDetail,
} from '@portal/contract';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { isoDate } from '@/shared/lib/format.ts';
import { schemaIssues, type FormMessage } from '@/shared/lib/form-errors.ts';
import { randomKey } from '@/shared/lib/random-key.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { SelectField, TextField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useRecordShipment } from '../api/admin-orders.ts';

interface Values {
  carrier: Carrier;
  service: string;
  tracking_number: string;
  shipped_date: string;
  /** Per order line, in line order: the quantity shipped, as typed. */
  quantities: string[];
}

/** What the form checks: every line of the order, those left at 0 included. */
interface Checked {
  carrier: Carrier;
  service: string;
  tracking_number: string;
  shipped_date: string;
  lines: { line_no: number; quantity: number; left: number }[];
}

/** The request: only the lines that ship. */
const requestOf = ({ lines, ...head }: Checked) => ({
  ...head,
  lines: lines
    .filter((line) => line.quantity !== 0)
    .map(({ line_no, quantity }) => ({ line_no, quantity })),
});

/**
 * The contract's schema for the head, and per line what the server checks again under the order's
 * lock (order-fulfilment.ts): a whole number, no more than is still to ship, and one line at least.
 */
function rules(checked: Checked): Partial<Record<string, FormMessage>> {
  const issues: Record<string, FormMessage> = {};
  const request = requestOf(checked);
  for (const [path, message] of Object.entries(
    schemaIssues(createShipmentRequest, {
      ...request,
      lines: request.lines.length ? request.lines : [],
    }),
  )) {
    if (!path.startsWith('lines')) issues[path] = message;
  }
  checked.lines.forEach((line, index) => {
    const path = `quantities.${index}`;
    if (!Number.isInteger(line.quantity) || line.quantity < 0) {
      issues[path] = 'validation.invalidQuantity';
    } else if (line.quantity > line.left) {
      issues[path] = {
        key: 'shipments.exceedsOrdered',
        params: { line: line.line_no, max: line.left },
      };
    }
  });
  if (Object.keys(issues).length === 0 && request.lines.length === 0) {
    issues['quantities.0'] = 'shipments.noLines';
  }
  return issues;
}

/**
 * The console's "Record shipment" (issue 31): the quantity of each line that left, by default
 * what is still to ship, the carrier, service, tracking number and day. The server checks again
 * under the order's lock; one Idempotency-Key per opened dialog makes a double click one shipment.
 */
export function RecordShipmentDialog({
  order,
  onClose,
}: {
  order: OrderDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin-orders', 'server']);
  const code = useAdminCode();
  const toast = useToast();
  const [key] = useState(randomKey);
  const record = useRecordShipment(code, order.id, key);
  const left = (line: OrderDetail['items'][number]) =>
    toShip({ ordered: line.sale_qty, shipped: line.shipped_qty });
  const form = useSchemaForm<Values, Checked>(
    rules,
    () => ({
      carrier: 'ups',
      service: '',
      tracking_number: '',
      shipped_date: isoDate(new Date()),
      quantities: order.items.map((line) => String(left(line))),
    }),
    {
      body: (values) => ({
        carrier: values.carrier,
        service: values.service,
        tracking_number: values.tracking_number,
        shipped_date: values.shipped_date,
        lines: order.items.map((line, index) => {
          const typed = (values.quantities[index] ?? '').trim();
          return {
            line_no: line.line_no,
            quantity: typed === '' ? 0 : Number(typed),
            left: left(line),
          };
        }),
      }),
      // A refusal of a line names its number in its message: it is told above the fields.
      shows: (path) => ['carrier', 'service', 'tracking_number', 'shipped_date'].includes(path),
    },
  );

  return (
    <FormDialog
      title={t('shipments.title', { number: order.sale_no })}
      intro={t('shipments.intro')}
      submitLabel={t('shipments.submit')}
      pendingLabel={t('shipments.pending')}
      pending={record.isPending}
      failure={form.failure}
      onSubmit={form.submit((checked) =>
        record.mutate(requestOf(checked), {
          onSuccess: () => {
            toast.success(t('shipments.recorded'));
            onClose();
          },
          onError: form.failed,
        }),
      )}
      onClose={onClose}
    >
      <div className="grid gap-2 sm:grid-cols-2">
        <SelectField
          label={t('shipments.carrier')}
          required
          value={form.values.carrier}
          error={form.errors['carrier']}
          onChange={(event) => form.edit('carrier', event.target.value as Carrier)}
        >
          {CARRIERS.map((carrier) => (
            <option key={carrier} value={carrier}>
              {t(`server:shipments.carriers.${carrier}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('shipments.service')}
          value={form.values.service}
          error={form.errors['service']}
          onChange={(event) => form.edit('service', event.target.value)}
        />
        <TextField
          label={t('shipments.trackingNumber')}
          value={form.values.tracking_number}
          error={form.errors['tracking_number']}
          onChange={(event) => form.edit('tracking_number', event.target.value)}
        />
        <TextField
          type="date"
          label={t('shipments.shippedDate')}
          required
          value={form.values.shipped_date}
          error={form.errors['shipped_date']}
          onChange={(event) => form.edit('shipped_date', event.target.value)}
        />
      </div>
      {order.items.map((line, index) => (
        <div key={line.id} className="flex flex-col gap-1">
          <TextField
            label={t('shipments.quantity', { part: line.productuom.product.part_number })}
            inputMode="numeric"
            value={form.values.quantities[index] ?? ''}
            error={form.errors[`quantities.${index}`]}
            disabled={left(line) === 0}
            onChange={(event) =>
              form.edit(
                'quantities',
                form.values.quantities.map((quantity, at) =>
                  at === index ? event.target.value : quantity,
                ),
                `quantities.${index}`,
              )
            }
          />
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {t('shipments.left', {
              ordered: line.sale_qty,
              shipped: line.shipped_qty,
              left: left(line),
            })}
          </p>
        </div>
      ))}
    </FormDialog>
  );
}
