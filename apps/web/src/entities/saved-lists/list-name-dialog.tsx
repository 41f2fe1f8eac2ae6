import type { ReactNode } from 'react';
import { renameSavedListRequest } from '@portal/contract';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { ListNameField } from './list-name-field.tsx';

interface ListNameDialogProps {
  title: string;
  /** What the dialog does, above the field (the cart's lines it saves). */
  intro?: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  initialName?: string;
  pending: boolean;
  /** Saves the name; `failed` puts a refusal's field errors at the field, the rest above it. */
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
  onSubmit,
  onClose,
}: ListNameDialogProps) {
  const { t } = useTranslation('saved-lists');
  const form = useSchemaForm(renameSavedListRequest, { name: initialName });

  return (
    <FormDialog
      title={title}
      intro={intro}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      pending={pending}
      failure={form.failure}
      onSubmit={form.submit(({ name }) => onSubmit(name.trim(), form.failed))}
      onClose={onClose}
    >
      <ListNameField
        label={t('nameDialog.name')}
        value={form.values.name}
        error={form.errors.name}
        onChange={(name) => form.edit('name', name)}
      />
    </FormDialog>
  );
}
