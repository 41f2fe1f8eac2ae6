import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** What choosing it means, under it. */
  hint?: ReactNode;
  error?: string | undefined;
}

/** One yes-or-no choice, with what it means and its error under it. */
export function CheckboxField({ label, hint, error, id, ...props }: CheckboxFieldProps) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  const describedBy = [hint ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-start gap-2 text-sm">
        <input
          id={fieldId}
          type="checkbox"
          className="mt-0.5 size-4"
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          {...props}
        />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={`${fieldId}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
