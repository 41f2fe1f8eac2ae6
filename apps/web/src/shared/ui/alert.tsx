import type { ReactNode } from 'react';

const tones = {
  error:
    'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
  success:
    'border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200',
  info: 'border-slate-300 bg-slate-50 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200',
};

/** Moves focus (and so the view) to a message that ends a form, e.g. a registration's success. */
const takeFocus = (node: HTMLDivElement | null) => node?.focus();

/**
 * An inline message box; errors are announced at once, the others politely. `takesFocus` puts a
 * message that appears above a long form in view and under the keyboard.
 */
export function Alert({
  tone,
  children,
  takesFocus = false,
}: {
  tone: keyof typeof tones;
  children: ReactNode;
  takesFocus?: boolean;
}) {
  return (
    <div
      ref={takesFocus ? takeFocus : undefined}
      tabIndex={takesFocus ? -1 : undefined}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-md border px-4 py-3 text-sm ${tones[tone]}`}
    >
      {children}
    </div>
  );
}
