import { useState } from 'react';
import { PAYMENT_OPTIONS, sendQuoteOfferRequest, type QuoteDetail } from '@portal/contract';
import { parseTiers, tiersText } from '@portal/contract/rules/quote-tiers';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { isoDate } from '@/shared/lib/format.ts';
import { randomKey } from '@/shared/lib/random-key.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { SelectField, TextAreaField, TextField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useSendOffer } from '../api/admin-quotes.ts';

interface OfferLine {
  price: string;
  quantity: string;
  replacement: string;
  /** Quantity breaks as typed, "500: 9.00, 1000: 8.50" (decision 042). */
  tiers: string;
}

interface Values {
  valid_until: string;
  payment_terms: (typeof PAYMENT_OPTIONS)[number];
  note: string;
  lines: OfferLine[];
}

const DEFAULT_DAYS = 14;

/** The editor starts from the latest version sent, or from the request's quantities. */
function initialValues(quote: QuoteDetail): Values {
  const latest = quote.versions.at(-1);
  const later = new Date(Date.now() + DEFAULT_DAYS * 86_400_000);
  return {
    valid_until: isoDate(later),
    payment_terms: latest?.payment_terms ?? 'net30',
    note: '',
    lines: quote.lines.map((line) => {
      const sent = latest?.lines.find((offered) => offered.quote_line_id === line.id);
      const replaced = sent && sent.product.id !== line.product?.id;
      return {
        price: sent ? String(sent.price) : '',
        quantity: String(sent?.quantity ?? line.quantity),
        replacement: replaced ? sent.product.part_number : '',
        tiers: sent ? tiersText(sent.tiers) : '',
      };
    }),
  };
}

/**
 * The offer editor (issue 30 point 2): a price for every requested line (required, never
 * negative), the quantity offered, the catalogue part offered for a free-text line, valid until
 * (the end of that day in the company's time zone), payment terms and a note. Sent once, the
 * version is never changed: a correction is a new version.
 */
export function OfferDialog({ quote, onClose }: { quote: QuoteDetail; onClose: () => void }) {
  const { t } = useTranslation(['admin-quotes', 'orders']);
  const code = useAdminCode();
  const toast = useToast();
  const [key] = useState(randomKey);
  const send = useSendOffer(code, quote.id, key);
  const versionNo = (quote.versions.at(-1)?.version_no ?? 0) + 1;
  const form = useSchemaForm(sendQuoteOfferRequest, (): Values => initialValues(quote), {
    body: (values) => ({
      valid_until: values.valid_until,
      payment_terms: values.payment_terms,
      note: values.note,
      lines: quote.lines.map((line, index) => {
        const offered = values.lines[index]!;
        return {
          quote_line_id: line.id,
          price: offered.price.trim() === '' ? undefined : Number(offered.price),
          quantity: Number(offered.quantity),
          replacement_part_number: offered.replacement,
          tiers: parseTiers(offered.tiers),
        };
      }),
    }),
    shows: (path) =>
      ['valid_until', 'payment_terms', 'note', 'lines.'].some((name) => path.startsWith(name)),
  });
  const setLine = (index: number, change: Partial<OfferLine>, field: string) =>
    form.edit(
      'lines',
      form.values.lines.map((line, at) => (at === index ? { ...line, ...change } : line)),
      `lines.${index}.${field}`,
    );

  return (
    <FormDialog
      title={t('offerDialog.title', { number: versionNo })}
      intro={t('offerDialog.intro')}
      submitLabel={t('offerDialog.send')}
      pendingLabel={t('offerDialog.sending')}
      pending={send.isPending}
      failure={form.failure ?? form.errors['lines'] ?? null}
      onSubmit={form.submit((body) =>
        send.mutate(body as Parameters<typeof send.mutate>[0], {
          onSuccess: () => {
            toast.success(t('offerDialog.sent', { number: versionNo }));
            onClose();
          },
          onError: form.failed,
        }),
      )}
      onClose={onClose}
    >
      {quote.lines.map((line, index) => {
        const values = form.values.lines[index]!;
        return (
          <fieldset
            key={line.id}
            className="flex flex-col gap-2 rounded-md border border-slate-200 p-3 dark:border-slate-700"
          >
            <legend className="px-1 text-sm font-semibold">
              {line.product
                ? `${line.product.part_number} ${line.product.description}`
                : line.description}
            </legend>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {t('offerDialog.asked', { quantity: line.quantity })}
            </p>
            <div className="grid gap-2 sm:grid-cols-3">
              <TextField
                label={t('offerDialog.price')}
                inputMode="decimal"
                required
                value={values.price}
                error={form.errors[`lines.${index}.price`]}
                onChange={(event) => setLine(index, { price: event.target.value }, 'price')}
              />
              <TextField
                label={t('offerDialog.quantity')}
                inputMode="numeric"
                value={values.quantity}
                error={form.errors[`lines.${index}.quantity`]}
                onChange={(event) => setLine(index, { quantity: event.target.value }, 'quantity')}
              />
              <TextField
                label={
                  line.product ? t('offerDialog.replacementOptional') : t('offerDialog.replacement')
                }
                required={!line.product}
                value={values.replacement}
                error={form.errors[`lines.${index}.replacement_part_number`]}
                onChange={(event) =>
                  setLine(index, { replacement: event.target.value }, 'replacement_part_number')
                }
              />
              <TextField
                label={t('offerDialog.tiers')}
                placeholder="500: 9.00, 1000: 8.50"
                value={values.tiers}
                error={
                  Object.entries(form.errors).find(([path]) =>
                    path.startsWith(`lines.${index}.tiers`),
                  )?.[1]
                }
                onChange={(event) => setLine(index, { tiers: event.target.value }, 'tiers')}
              />
            </div>
          </fieldset>
        );
      })}
      <div className="grid gap-2 sm:grid-cols-2">
        <TextField
          type="date"
          label={t('offerDialog.validUntil')}
          required
          value={form.values.valid_until}
          error={form.errors['valid_until']}
          onChange={(event) => form.edit('valid_until', event.target.value)}
        />
        <SelectField
          label={t('offerDialog.paymentTerms')}
          value={form.values.payment_terms}
          error={form.errors['payment_terms']}
          onChange={(event) =>
            form.edit('payment_terms', event.target.value as Values['payment_terms'])
          }
        >
          {PAYMENT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t(`orders:payment.${option}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label={t('offerDialog.note')}
        rows={3}
        value={form.values.note}
        error={form.errors['note']}
        onChange={(event) => form.edit('note', event.target.value)}
      />
    </FormDialog>
  );
}
