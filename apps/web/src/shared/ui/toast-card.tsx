import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';

/** Specification section 9. */
export const TOAST_DURATION_MS = 3000;
/**
 * A toast with an action (Undo) stays longer: three seconds is not enough to read it and reach
 * its button (WCAG 2.2.1); hovering or focusing it holds it too.
 */
export const ACTION_TOAST_DURATION_MS = 8000;

export type ToastTone = 'success' | 'error';
export interface ToastAction {
  label: string;
  onAction: () => void;
}
export interface ToastMessage {
  id: number;
  tone: ToastTone;
  text: string;
  key: string | undefined;
  action: ToastAction | undefined;
}

const tones: Record<ToastTone, string> = {
  success: 'border-green-600 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100',
  error: 'border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
};

/** One toast: it goes by itself after its time, which stops while the pointer or focus is on it. */
export function ToastCard({
  toast,
  onDismiss,
}: {
  toast: ToastMessage;
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation();
  const close = useCallback(() => onDismiss(toast.id), [onDismiss, toast.id]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  const duration = toast.action ? ACTION_TOAST_DURATION_MS : TOAST_DURATION_MS;

  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(close, duration);
    return () => window.clearTimeout(timer);
  }, [held, duration, close]);

  const leaveFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div
      role={toast.tone === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leaveFocus}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-md border-l-4 px-4 py-3 text-sm shadow-lg ${tones[toast.tone]}`}
    >
      <p className="flex-1">{toast.text}</p>
      {toast.action ? (
        <button
          type="button"
          onClick={() => {
            toast.action?.onAction();
            close();
          }}
          className="-my-1 rounded px-2 py-1 font-semibold underline underline-offset-2 hover:bg-black/5 dark:hover:bg-white/10"
        >
          {toast.action.label}
        </button>
      ) : null}
      <button
        type="button"
        onClick={close}
        aria-label={t('toast.dismiss')}
        className="rounded px-1 leading-none opacity-70 hover:opacity-100"
      >
        ×
      </button>
    </div>
  );
}
