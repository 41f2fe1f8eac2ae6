import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { TextAreaField } from '@/shared/ui/field.tsx';
import { Modal } from '@/shared/ui/modal.tsx';

interface CommentModalProps {
  open: boolean;
  title: ReactNode;
  /** What confirming will do, in a sentence. */
  message?: ReactNode;
  /** The label of the optional comment ("Comment (optional)"). */
  commentLabel: string;
  confirmLabel: string;
  /** The change is being sent: the buttons wait and the dialog stays open. */
  pending: boolean;
  /** Why the change failed (the server's message), shown in the dialog. */
  error?: string | undefined;
  /** A field error of the comment itself (too long...). */
  commentError?: string | undefined;
  maxLength?: number;
  danger?: boolean;
  onConfirm: (comment: string) => void;
  onCancel: () => void;
}

/**
 * A confirmation with an optional comment (an order's status change, a decision on an account).
 * The comment starts empty each time the dialog opens and is kept when the change fails.
 */
export function CommentModal({
  open,
  title,
  message,
  commentLabel,
  confirmLabel,
  pending,
  error,
  commentError,
  maxLength = 1000,
  danger = false,
  onConfirm,
  onCancel,
}: CommentModalProps) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setComment('');
  }
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onConfirm(comment.trim());
  };
  return (
    <Modal
      open={open}
      title={title}
      onClose={() => {
        if (!pending) onCancel();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={danger ? 'danger' : 'primary'}
            disabled={pending}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-3">
        {message ? <p>{message}</p> : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextAreaField
          label={commentLabel}
          value={comment}
          maxLength={maxLength}
          rows={3}
          error={commentError}
          onChange={(event) => setComment(event.target.value)}
        />
      </form>
    </Modal>
  );
}
