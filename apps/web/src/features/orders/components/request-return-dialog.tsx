import { useState } from 'react';
import type { OrderDetail } from '@portal/contract';
import { createReturnRequest } from '@portal/contract/returns';
import {
  MAX_RETURN_PHOTO_BYTES,
  MAX_RETURN_PHOTOS,
  RETURN_PHOTO_TYPES,
  RETURN_REASONS,
  returnable,
  type ReturnReason,
} from '@portal/contract/rules/return-states';
import { errorMessage } from '@/shared/api/api-error.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { schemaIssues, type FormMessage } from '@/shared/lib/form-errors.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { SelectField, TextAreaField, TextField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useRequestReturn } from '../api/returns.ts';

interface Values {
  reason: ReturnReason | '';
  comment: string;
  /** Per order line, in line order: the quantity to return, as typed. */
  quantities: string[];
}

interface Checked {
  reason: string;
  comment: string;
  lines: { line_no: number; quantity: number; left: number; shipped: number }[];
}

const requestOf = ({ lines, reason, comment }: Checked) => ({
  reason: reason as ReturnReason,
  comment,
  lines: lines
    .filter((line) => line.quantity !== 0)
    .map(({ line_no, quantity }) => ({ line_no, quantity })),
});

/** The contract's schema, and per line what the server checks again under the order's lock. */
function rules(checked: Checked): Partial<Record<string, FormMessage>> {
  const issues: Record<string, FormMessage> = {};
  const request = requestOf(checked);
  for (const [path, message] of Object.entries(schemaIssues(createReturnRequest, request))) {
    if (!path.startsWith('lines')) issues[path] = message;
  }
  checked.lines.forEach((line, index) => {
    const path = `quantities.${index}`;
    if (!Number.isInteger(line.quantity) || line.quantity < 0) {
      issues[path] = 'validation.invalidQuantity';
    } else if (line.quantity > line.left) {
      issues[path] = {
        key: 'returns.exceedsReturnable',
        params: { line: line.line_no, max: line.left },
      };
    }
  });
  if (!issues['quantities.0'] && request.lines.length === 0) {
    issues['quantities.0'] = 'returns.noLines';
  }
  return issues;
}

/**
 * "Request a return" (issue 31 point 4): per shipped line the quantity to send back (none by
 * default; at most what shipped less what other returns hold), the reason, a comment and photos.
 */
export function RequestReturnDialog({
  code,
  order,
  held,
  onClose,
}: {
  code: string;
  order: OrderDetail;
  /** Per order line id: what returns already hold. */
  held: ReadonlyMap<number, number>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['orders', 'server']);
  const toast = useToast();
  const request = useRequestReturn(code, order.id);
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const left = (line: OrderDetail['items'][number]) =>
    returnable({ shipped: line.shipped_qty, returned: held.get(line.id) ?? 0 });
  const lines = order.items.filter((line) => line.shipped_qty > 0);
  const form = useSchemaForm<Values, Checked>(
    rules,
    () => ({ reason: '', comment: '', quantities: lines.map(() => '') }),
    {
      body: (values) => ({
        reason: values.reason,
        comment: values.comment,
        lines: lines.map((line, index) => {
          const typed = (values.quantities[index] ?? '').trim();
          return {
            line_no: line.line_no,
            quantity: typed === '' ? 0 : Number(typed),
            left: left(line),
            shipped: line.shipped_qty,
          };
        }),
      }),
      shows: (path) => ['reason', 'comment'].includes(path) || path.startsWith('quantities'),
    },
  );

  const choosePhotos = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    if (chosen.length > MAX_RETURN_PHOTOS) {
      setPhotoError(t('server:returns.tooManyPhotos', { max: MAX_RETURN_PHOTOS }));
    } else if (chosen.some((file) => file.size > MAX_RETURN_PHOTO_BYTES)) {
      setPhotoError(
        t('server:returns.photoTooLarge', { max: MAX_RETURN_PHOTO_BYTES / (1024 * 1024) }),
      );
    } else {
      setPhotoError(undefined);
      setPhotos(chosen);
      return;
    }
    setPhotos([]);
  };

  return (
    <FormDialog
      title={t('returns.requestTitle', { number: order.sale_no })}
      intro={t('returns.requestIntro')}
      submitLabel={t('returns.submit')}
      pendingLabel={t('returns.pending')}
      pending={request.isPending}
      failure={form.failure}
      submitDisabled={photoError !== undefined}
      onSubmit={form.submit((checked) =>
        request.mutate(
          { body: requestOf(checked), photos },
          {
            onSuccess: ({ created, failed }) => {
              toast.success(t('returns.requested', { id: created.id }));
              for (const { name, error } of failed) {
                toast.error(t('returns.photoFailed', { name, reason: errorMessage(error, '') }));
              }
              onClose();
            },
            onError: form.failed,
          },
        ),
      )}
      onClose={onClose}
    >
      {lines.map((line, index) => (
        <div key={line.id} className="flex flex-col gap-1">
          <TextField
            label={t('returns.quantity', {
              part: line.productuom.product.part_number,
              description: line.productuom.product.description,
            })}
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
            {t('returns.left', { shipped: line.shipped_qty, left: left(line) })}
          </p>
        </div>
      ))}
      <SelectField
        label={t('returns.reason')}
        required
        value={form.values.reason}
        error={form.errors['reason']}
        onChange={(event) => form.edit('reason', event.target.value as ReturnReason)}
      >
        <option value="">{t('returns.chooseReason')}</option>
        {RETURN_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {t(`returns.reasons.${reason}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('returns.comment')}
        rows={3}
        value={form.values.comment}
        error={form.errors['comment']}
        onChange={(event) => form.edit('comment', event.target.value)}
      />
      <TextField
        type="file"
        label={t('returns.photosLabel', { max: MAX_RETURN_PHOTOS })}
        accept={RETURN_PHOTO_TYPES.join(',')}
        multiple
        error={photoError}
        onChange={(event) => choosePhotos(event.target.files)}
      />
    </FormDialog>
  );
}
