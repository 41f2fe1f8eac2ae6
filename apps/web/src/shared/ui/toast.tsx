import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';

/** Specification section 9. */
export const TOAST_DURATION_MS = 3000;

type ToastTone = 'success' | 'error';
interface ToastMessage {
  id: number;
  tone: ToastTone;
  text: string;
  key: string | undefined;
}
export interface ToastOptions {
  /**
   * A newer toast with the same key replaces the older one, so that pressing plus ten times
   * on one card leaves one message, not a column of ten.
   */
  key?: string;
}
export interface Toaster {
  success: (text: string, options?: ToastOptions) => void;
  error: (text: string, options?: ToastOptions) => void;
}

const ToastContext = createContext<Toaster | null>(null);

const tones: Record<ToastTone, string> = {
  success: 'border-green-600 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100',
  error: 'border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const show = useCallback(
    (tone: ToastTone, text: string, { key }: ToastOptions = {}) => {
      const id = ++nextId.current;
      setToasts((current) => [
        ...current.filter((toast) => key === undefined || toast.key !== key),
        { id, tone, text, key },
      ]);
      window.setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss],
  );
  const toaster = useMemo<Toaster>(
    () => ({
      success: (text, options) => show('success', text, options),
      error: (text, options) => show('error', text, options),
    }),
    [show],
  );

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <div
        role="region"
        aria-label={t('toast.region')}
        className="pointer-events-none fixed inset-x-0 top-16 z-50 flex flex-col items-center gap-2 px-3 sm:inset-x-auto sm:right-4 sm:items-end"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.tone === 'error' ? 'alert' : 'status'}
            className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-md border-l-4 px-4 py-3 text-sm shadow-lg ${tones[toast.tone]}`}
          >
            <p className="flex-1">{toast.text}</p>
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              aria-label={t('toast.dismiss')}
              className="rounded px-1 leading-none opacity-70 hover:opacity-100"
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast needs a ToastProvider');
  return toaster;
}
