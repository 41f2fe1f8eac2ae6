import { useEffectEvent, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { dialogClosed, dialogOpened } from './top-dialog.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  /** Asked to close (Escape, the backdrop); it may refuse, for example while saving. */
  onClose: () => void;
  labelledBy: string;
  /** The box: position and size. The backdrop is the dialog's own ::backdrop. */
  className: string;
  children: ReactNode;
}

/**
 * A native modal `<dialog>`, shown with showModal() while mounted: the browser makes the page
 * behind inert and keeps Tab inside. Focus moves to the first control on open and back to the
 * opener on close; Escape and a click on the backdrop ask the owner to close, and the dialog
 * stays open if the owner does not unmount it.
 */
export function Dialog({ onClose, labelledBy, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const requestClose = useEffectEvent(onClose);
  // A click closes only when it both began and ended on the backdrop (outside the box: the box's
  // own padding is the dialog element too): a text selection dragged out of a field must not.
  const pressedBackdrop = useRef(false);
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return false;
    const box = event.currentTarget.getBoundingClientRect();
    const { clientX: x, clientY: y } = event;
    return x < box.left || x > box.right || y < box.top || y > box.bottom;
  };

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    dialogOpened(dialog);
    dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    // Escape is handled on keydown, so that the browser never closes the dialog on its own: it
    // makes a repeated Escape's cancel event uncancelable. cancel still covers other requests.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      requestClose();
    };
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    // Closed by the browser after all: ask the owner, and show it again if it stays.
    const onClosed = () => {
      requestClose();
      if (dialog.isConnected && !dialog.open) dialog.showModal();
    };
    dialog.addEventListener('keydown', onKey);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClosed);
    return () => {
      dialog.removeEventListener('keydown', onKey);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClosed);
      dialogClosed(dialog);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onPointerDown={(event) => {
        pressedBackdrop.current = onBackdrop(event);
      }}
      onClick={(event) => {
        if (pressedBackdrop.current && onBackdrop(event)) onClose();
        pressedBackdrop.current = false;
      }}
      className={`text-inherit backdrop:bg-slate-900/60 ${className}`}
    >
      {children}
    </dialog>
  );
}
