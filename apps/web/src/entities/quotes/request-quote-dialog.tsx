import { useState } from 'react';
import { createQuoteRequest } from '@portal/contract';
import { randomKey } from '@/shared/lib/random-key.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { Button } from '@/shared/ui/button.tsx';
import { TextAreaField, TextField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import type { CatalogueQuoteLine, QuoteSource } from './quote-lines.ts';
import { useRequestQuote } from './quotes-api.ts';

interface RequestQuoteDialogProps {
  /** The catalogue lines that go with the request. */
  lines: readonly CatalogueQuoteLine[];
  source: QuoteSource;
  /** Where a quote's page is (the app's route), for the toast's 'Open quote'. */
  quotePath: (quoteId: number) => string;
  onOpenQuote: (path: string) => void;
  onClose: () => void;
}

interface ExtraLine {
  description: string;
  quantity: string;
}

interface Values {
  wanted_date: string;
  note: string;
  extra: ExtraLine[];
}

/**
 * 'Request a quote' (issue 30 point 1): the lines of the cart, a saved list or quick order, a
 * wanted date, a note, and parts not in the catalogue as free text with a quantity. Where the
 * lines come from stays as it is. One Idempotency-Key per opening: a double click asks once.
 */
export function RequestQuoteDialog({
  lines: catalogueLines,
  source,
  quotePath,
  onOpenQuote,
  onClose,
}: RequestQuoteDialogProps) {
  const { t } = useTranslation('quotes');
  const code = useSession().manufacturer?.code ?? '';
  const toast = useToast();
  const [key] = useState(randomKey);
  const request = useRequestQuote(code, key);
  const initial: Values = { wanted_date: '', note: '', extra: [] };
  const form = useSchemaForm(createQuoteRequest, initial, {
    body: (values) => ({
      wanted_date: values.wanted_date === '' ? null : values.wanted_date,
      note: values.note,
      lines: [
        ...catalogueLines,
        ...values.extra.map((line) => ({
          description: line.description,
          quantity: Number(line.quantity),
        })),
      ],
    }),
    // An extra line's errors sit at its fields (lines.N after the cart's lines).
    shows: (path) =>
      path.startsWith('wanted_date') || path.startsWith('note') || path.startsWith('lines.'),
  });
  const extraError = (index: number, field: 'description' | 'quantity') =>
    form.errors[`lines.${catalogueLines.length + index}.${field}`];
  const setExtra = (index: number, line: Partial<ExtraLine>) =>
    form.edit(
      'extra',
      form.values.extra.map((old, at) => (at === index ? { ...old, ...line } : old)),
      `lines.${catalogueLines.length + index}`,
    );

  return (
    <FormDialog
      title={t('request.title')}
      intro={t(`request.intro.${source}`, { count: catalogueLines.length })}
      submitLabel={t('request.submit')}
      pendingLabel={t('request.pending')}
      pending={request.isPending}
      failure={form.failure ?? (form.errors['lines'] ? form.errors['lines'] : null)}
      onSubmit={form.submit((body) =>
        request.mutate(body, {
          onSuccess: ({ data }) => {
            toast.success(t('request.sent'), {
              key: 'quote-requested',
              action: { label: t('request.open'), onAction: () => onOpenQuote(quotePath(data.id)) },
            });
            onClose();
          },
          onError: form.failed,
        }),
      )}
      onClose={onClose}
    >
      <TextField
        type="date"
        label={t('request.wantedDate')}
        value={form.values.wanted_date}
        error={form.errors['wanted_date']}
        onChange={(event) => form.edit('wanted_date', event.target.value)}
      />
      <TextAreaField
        label={t('request.note')}
        value={form.values.note}
        error={form.errors['note']}
        rows={3}
        onChange={(event) => form.edit('note', event.target.value)}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('request.extraLines')}
        </legend>
        {form.values.extra.map((line, index) => (
          <div key={index} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <TextField
              className="sm:flex-1"
              label={t('request.extraDescription')}
              value={line.description}
              error={extraError(index, 'description')}
              onChange={(event) => setExtra(index, { description: event.target.value })}
            />
            <TextField
              type="number"
              inputMode="numeric"
              min={1}
              label={t('request.extraQuantity')}
              value={line.quantity}
              error={extraError(index, 'quantity')}
              onChange={(event) => setExtra(index, { quantity: event.target.value })}
            />
            <Button
              variant="ghost"
              onClick={() =>
                form.edit(
                  'extra',
                  form.values.extra.filter((_, at) => at !== index),
                )
              }
            >
              {t('request.removeExtra')}
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          className="self-start"
          onClick={() =>
            form.edit('extra', [...form.values.extra, { description: '', quantity: '1' }])
          }
        >
          {t('request.addExtra')}
        </Button>
      </fieldset>
    </FormDialog>
  );
}
