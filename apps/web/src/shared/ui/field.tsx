import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

export const inputClasses =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 [&:read-only:not(select)]:bg-slate-100 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:[&:read-only:not(select)]:bg-slate-800 dark:aria-[invalid=true]:border-red-400';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  required?: boolean | undefined;
  children: ReactNode;
}

/** A label, the control, and the field's error right under it. */
function FieldFrame({ id, label, error, required, children }: FieldFrameProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700 dark:text-red-400">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A field's message, named by its control's aria-describedby (errorProps). */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
      {error}
    </p>
  ) : null;
}

export const errorProps = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string | undefined;
  /** Extra content inside the input's frame, such as the show-password button. */
  trailing?: ReactNode;
}

export function TextField({
  label,
  error,
  id,
  required,
  trailing,
  className = '',
  ...props
}: TextFieldProps) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} required={required}>
      <div className="relative">
        <input
          id={fieldId}
          aria-required={required || undefined}
          className={`${inputClasses} ${trailing ? 'pr-20' : ''} ${className}`}
          {...errorProps(fieldId, error)}
          {...props}
        />
        {trailing}
      </div>
    </FieldFrame>
  );
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  error?: string | undefined;
}

export function SelectField({ label, error, id, required, children, ...props }: SelectFieldProps) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} required={required}>
      <select
        id={fieldId}
        aria-required={required || undefined}
        className={inputClasses}
        {...errorProps(fieldId, error)}
        {...props}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string | undefined;
}

export function TextAreaField({
  label,
  error,
  id,
  required,
  rows = 4,
  ...props
}: TextAreaFieldProps) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} required={required}>
      <textarea
        id={fieldId}
        rows={rows}
        aria-required={required || undefined}
        className={inputClasses}
        {...errorProps(fieldId, error)}
        {...props}
      />
    </FieldFrame>
  );
}
