import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useTopDialog } from './top-dialog.ts';

import { ToastCard, type ToastAction, type ToastMessage, type ToastTone } from './toast-card.tsx';

export { ACTION_TOAST_DURATION_MS, TOAST_DURATION_MS } from './toast-card.tsx';
export type { ToastAction } from './toast-card.tsx';

export interface ToastOptions {
  /**
   * A newer toast with the same key replaces the older one, so that pressing plus ten times
   * on one card leaves one message, not a column of ten.
   */
  key?: string;
  /** A button beside the text, such as Undo; pressing it also closes the toast. */
  action?: ToastAction;
}
export interface Toaster {
  success: (text: string, options?: ToastOptions) => void;
  error: (text: string, options?: ToastOptions) => void;
}

const ToastContext = createContext<Toaster | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const nextId = useRef(0);
  const topDialog = useTopDialog();

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const show = useCallback((tone: ToastTone, text: string, { key, action }: ToastOptions = {}) => {
    const id = ++nextId.current;
    setToasts((current) => [
      ...current.filter((toast) => key === undefined || toast.key !== key),
      { id, tone, text, key, action },
    ]);
  }, []);
  const toaster = useMemo<Toaster>(
    () => ({
      success: (text, options) => show('success', text, options),
      error: (text, options) => show('error', text, options),
    }),
    [show],
  );

  // Inside an open modal dialog while there is one: the rest of the page is inert and under it.
  const region = (
    <div
      role="region"
      aria-label={t('toast.region')}
      className="pointer-events-none fixed inset-x-0 top-16 z-50 flex flex-col items-center gap-2 px-3 sm:inset-x-auto sm:right-4 sm:items-end"
    >
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
    </div>
  );

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      {topDialog ? createPortal(region, topDialog) : region}
    </ToastContext.Provider>
  );
}

export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast needs a ToastProvider');
  return toaster;
}
