import { useState } from 'react';
import {
  recordLedgerCreditRequest,
  type InvoiceSummary,
  type RecordLedgerCreditRequest,
} from '@portal/contract/invoices';
import { currencyDecimals, toMinorUnits } from '@portal/contract/rules/invoice-money';
import { allocationProblem } from '@portal/contract/rules/invoice-status';
import { OpenInvoicePicker } from '@/entities/admin/open-invoice-picker.tsx';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { isoDate } from '@/shared/lib/format.ts';
import { schemaIssues, type FormMessage } from '@/shared/lib/form-errors.ts';
import { randomKey } from '@/shared/lib/random-key.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { TextField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useRecordCredit } from '../api/ledger.ts';

interface Values {
  date: string;
  amount: string;
  reference: string;
  note: string;
  /** The invoice it settles, by id; '' leaves it on account. */
  invoice: string;
}

/**
 * The contract's schema (an amount above zero with no more decimals than the currency), and the
 * rule the server checks again on the locked invoice (rules/invoice-status.ts allocationProblem):
 * no more than the chosen invoice has open.
 */
function rulesFor(chosen: InvoiceSummary | null) {
  return (body: RecordLedgerCreditRequest): Partial<Record<string, FormMessage>> => {
    const issues: Record<string, FormMessage> = schemaIssues(recordLedgerCreditRequest, body);
    const invoice = chosen?.id === body.invoice_id ? chosen : undefined;
    if (invoice && !issues['amount']) {
      const amountMinor = toMinorUnits(body.amount, invoice.currency);
      const totalMinor = toMinorUnits(invoice.total, invoice.currency) ?? 0;
      const openMinor = toMinorUnits(invoice.open_amount, invoice.currency) ?? 0;
      const problem =
        amountMinor === null
          ? null
          : allocationProblem({ totalMinor, settledMinor: totalMinor - openMinor }, amountMinor);
      if (problem) {
        issues['amount'] = {
          key: problem,
          params: {
            open: `${invoice.open_amount.toFixed(currencyDecimals(invoice.currency))} ${invoice.currency}`,
          },
        };
      }
    }
    return issues;
  };
}

/**
 * The console's "Record payment" and "Record credit note" (issue 31 point 2): a date, an amount,
 * a reference, a note, and the open invoice it settles or none (on account), found by number
 * among all the customer's open invoices (decision 045). Checked by the contract's schema and
 * the open amount before it is sent; the server checks again under lock.
 */
export function RecordCreditDialog({
  code,
  customerId,
  kind,
  onClose,
}: {
  code: string;
  customerId: number;
  kind: 'payment' | 'credit_note';
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-accounts');
  const toast = useToast();
  const [key] = useState(randomKey);
  const [chosen, setChosen] = useState<InvoiceSummary | null>(null);
  const record = useRecordCredit(code, customerId, key);
  const form = useSchemaForm<Values, RecordLedgerCreditRequest>(
    rulesFor(chosen),
    () => ({ date: isoDate(new Date()), amount: '', reference: '', note: '', invoice: '' }),
    {
      body: (values) => ({
        kind,
        date: values.date,
        amount: values.amount.trim() === '' ? Number.NaN : Number(values.amount.trim()),
        reference: values.reference.trim() || null,
        note: values.note.trim() || null,
        invoice_id: values.invoice ? Number(values.invoice) : null,
      }),
      shows: (path) => ['date', 'amount', 'reference', 'note', 'invoice_id'].includes(path),
    },
  );

  return (
    <FormDialog
      title={t(`ledger.${kind}Title`)}
      intro={t('ledger.creditIntro')}
      submitLabel={t('ledger.record')}
      pendingLabel={t('ledger.recording')}
      pending={record.isPending}
      failure={form.failure}
      onSubmit={form.submit((body) =>
        record.mutate(body, {
          onSuccess: () => {
            toast.success(t(`ledger.${kind}Recorded`));
            onClose();
          },
          onError: form.failed,
        }),
      )}
      onClose={onClose}
    >
      <div className="grid gap-2 sm:grid-cols-2">
        <TextField
          type="date"
          label={t('ledger.date')}
          required
          value={form.values.date}
          error={form.errors['date']}
          onChange={(event) => form.edit('date', event.target.value)}
        />
        <TextField
          label={t('ledger.amount')}
          required
          inputMode="decimal"
          value={form.values.amount}
          error={form.errors['amount']}
          onChange={(event) => form.edit('amount', event.target.value)}
        />
        <TextField
          label={t('ledger.reference')}
          value={form.values.reference}
          error={form.errors['reference']}
          onChange={(event) => form.edit('reference', event.target.value)}
        />
      </div>
      <OpenInvoicePicker
        code={code}
        customerId={customerId}
        label={t('ledger.settles')}
        value={chosen}
        error={form.errors['invoice_id']}
        onChange={(invoice) => {
          setChosen(invoice);
          form.edit('invoice', invoice ? String(invoice.id) : '', 'invoice_id');
        }}
      />
      <TextField
        label={t('ledger.note')}
        value={form.values.note}
        error={form.errors['note']}
        onChange={(event) => form.edit('note', event.target.value)}
      />
    </FormDialog>
  );
}
