import { useId, type ReactNode } from 'react';
import { Dialog } from './dialog.tsx';

interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
}

/**
 * A modal dialog (the native `<dialog>`, see dialog.tsx): focus moves in on open, the page behind
 * is inert, focus returns to the opener on close; Escape and the backdrop close it.
 */
export function Modal({ open, title, onClose, children, footer }: ModalProps) {
  const titleId = useId();
  if (!open) return null;
  return (
    <Dialog
      onClose={onClose}
      labelledBy={titleId}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-lg bg-white p-6 shadow-xl dark:bg-slate-900"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-2 text-sm text-slate-700 dark:text-slate-300">{children}</div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">{footer}</div>
    </Dialog>
  );
}
