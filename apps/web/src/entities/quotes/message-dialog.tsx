import { quoteChangesRequest, quoteMessageRequest } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { TextAreaField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';

interface MessageDialogProps {
  title: string;
  submitLabel: string;
  /** A message is required (a question, changes asked for) or optional (why one declines). */
  required: boolean;
  danger?: boolean;
  pending: boolean;
  onSubmit: (message: string, failed: (error: unknown) => void) => void;
  onClose: () => void;
}

/** One message with a quote's step: asking for changes, answering, declining, withdrawing. */
export function MessageDialog({
  title,
  submitLabel,
  required,
  danger = false,
  pending,
  onSubmit,
  onClose,
}: MessageDialogProps) {
  const { t } = useTranslation('quotes');
  const form = useSchemaForm(required ? quoteChangesRequest : quoteMessageRequest, {
    message: '',
  });
  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      pendingLabel={t('messageDialog.sending')}
      pending={pending}
      danger={danger}
      failure={form.failure}
      onSubmit={form.submit(({ message }) => onSubmit(message ?? '', form.failed))}
      onClose={onClose}
    >
      <TextAreaField
        label={required ? t('messageDialog.message') : t('messageDialog.optionalMessage')}
        required={required}
        value={form.values.message ?? ''}
        error={form.errors['message']}
        onChange={(event) => form.edit('message', event.target.value)}
      />
    </FormDialog>
  );
}
