import { useId, type FormEvent, type ReactNode } from 'react';
import { renameSavedListRequest, SAVED_LIST_NAME_MAX } from '@portal/contract';
import { apiFieldErrors } from '@/shared/lib/form-errors.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { TextField } from '@/shared/ui/field.tsx';
import { Modal } from '@/shared/ui/modal.tsx';

interface ListNameDialogProps {
  title: string;
  /** What the dialog does, above the field (the cart's lines it saves). */
  intro?: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  initialName?: string;
  pending: boolean;
  /** The failure of the last save, shown above the field unless it names the field. */
  error: unknown;
  /** Saves the name; `failed` puts a refusal's field errors at the field. */
  onSubmit: (name: string, failed: (error: unknown) => void) => void;
  onClose: () => void;
}

/**
 * A list's name, checked by the contract's schema before it is sent: a new list, the cart saved
 * as a list, a rename. A name another list of the customer has is said at the field (the
 * server's 409 names it); any other refusal (too many lists) above it.
 */
export function ListNameDialog({
  title,
  intro,
  submitLabel,
  pendingLabel,
  initialName = '',
  pending,
  error,
  onSubmit,
  onClose,
}: ListNameDialogProps) {
  const { t } = useTranslation(['saved-lists', 'server', 'common']);
  const form = useSchemaForm(renameSavedListRequest, { name: initialName });
  const formId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || !form.check()) return;
    onSubmit(form.values.name.trim(), form.failed);
  };
  const generalError =
    error && Object.keys(apiFieldErrors(error)).length === 0
      ? errorMessage(error, t('server:errors.unexpected'))
      : null;

  return (
    <Modal
      open
      title={title}
      onClose={() => {
        if (!pending) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3">
        {intro ? <p>{intro}</p> : null}
        {generalError ? <Alert tone="error">{generalError}</Alert> : null}
        <TextField
          label={t('nameDialog.name')}
          name="name"
          required
          autoComplete="off"
          maxLength={SAVED_LIST_NAME_MAX}
          value={form.values.name}
          error={form.errors.name}
          onChange={(event) => form.edit('name', event.target.value)}
        />
      </form>
    </Modal>
  );
}
