import { useState, type ReactNode } from 'react';
import { useSchemaForm, type FormRules } from '@/shared/lib/use-schema-form.ts';
import { TextAreaField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';

interface CommentModalProps {
  open: boolean;
  title: ReactNode;
  /** What confirming will do, in a sentence. */
  message?: ReactNode;
  /** The label of the comment ("Comment (optional)", "Reason"). */
  commentLabel: string;
  /** The comment's name in the request ('comment', 'reason'): the API's 422 names it so. */
  field: string;
  /** The request's rules for the comment (a required reason); none when it is optional. */
  rules?: FormRules<Record<string, string>>;
  confirmLabel: string;
  pendingLabel?: string;
  /** The change is being sent: the buttons wait and the dialog stays open. */
  pending: boolean;
  maxLength?: number;
  danger?: boolean;
  /** Sends the comment; `failed` puts a refusal's error at the comment, any other above it. */
  onConfirm: (comment: string, failed: (error: unknown) => void) => void;
  onCancel: () => void;
}

const NO_RULES = () => ({});

/**
 * A confirmation with a comment (an order's status change, a decision on an account). The
 * comment starts empty each time the dialog opens and is kept when the change fails.
 */
export function CommentModal({
  open,
  title,
  message,
  commentLabel,
  field,
  rules = NO_RULES,
  confirmLabel,
  pendingLabel,
  pending,
  maxLength = 1000,
  danger = false,
  onConfirm,
  onCancel,
}: CommentModalProps) {
  const form = useSchemaForm(
    rules,
    { [field]: '' },
    {
      body: (values) => ({ [field]: (values[field] ?? '').trim() }),
    },
  );
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) form.reset({ [field]: '' });
  }
  return (
    <FormDialog
      open={open}
      title={title}
      intro={message}
      submitLabel={confirmLabel}
      pendingLabel={pendingLabel}
      pending={pending}
      danger={danger}
      failure={form.failure}
      onSubmit={form.submit((body) => onConfirm(body[field] ?? '', form.failed))}
      onClose={onCancel}
    >
      <TextAreaField
        label={commentLabel}
        value={form.values[field] ?? ''}
        maxLength={maxLength}
        rows={3}
        error={form.errors[field]}
        onChange={(event) => form.edit(field, event.target.value)}
      />
    </FormDialog>
  );
}
