import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

interface FormDialogProps {
  title: ReactNode;
  /** What the dialog does, in a sentence above the fields. */
  intro?: ReactNode;
  submitLabel: string;
  /** The submit button's label while the save is on its way; the submit label if none. */
  pendingLabel?: string;
  /** The save is on its way: both buttons wait, and the dialog neither closes nor submits again. */
  pending: boolean;
  /** The form's submit handler, usually a schema form's `submit(...)` (decision 030). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** The refusal that names no field, told above the fields (a schema form's `failure`). */
  failure?: string | null | undefined;
  /** Submit waits for something besides the save (the choices it offers still loading). */
  submitDisabled?: boolean;
  danger?: boolean;
  /** Shown while true; a dialog mounted only while it is open leaves it out. */
  open?: boolean;
  /** The fields' layout; a column by default. */
  className?: string;
  children: ReactNode;
}

/**
 * A modal form: its fields, Cancel and the submit button below them. The buttons sit in the
 * dialog's footer, outside the `<form>`, and submit it by its id; while the save is pending
 * neither they, Escape nor the backdrop do anything, so a half-sent form is never dropped.
 */
export function FormDialog({
  title,
  intro,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  onClose,
  failure,
  submitDisabled = false,
  danger = false,
  open = true,
  className = 'flex flex-col gap-3',
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <Modal
      open={open}
      title={title}
      onClose={() => {
        if (!pending) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={danger ? 'danger' : 'primary'}
            disabled={pending || submitDisabled}
          >
            {pending ? (pendingLabel ?? submitLabel) : submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          if (pending) event.preventDefault();
          else onSubmit(event);
        }}
        className={className}
      >
        {intro ? <p>{intro}</p> : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {children}
      </form>
    </Modal>
  );
}
