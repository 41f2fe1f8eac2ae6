import { useId } from 'react';

interface CheckboxGroupProps<T extends string> {
  legend: string;
  /** Every choice, in the order shown and kept in what is chosen. */
  options: readonly T[];
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
  label: (option: T) => string;
  error?: string | undefined;
}

/** Several of a fixed list (a key's scopes, the events an endpoint hears), each with its code. */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  chosen,
  onChange,
  label,
  error,
}: CheckboxGroupProps<T>) {
  const errorId = useId();
  const toggle = (option: T, on: boolean) =>
    onChange(
      on
        ? options.filter((other) => other === option || chosen.includes(other))
        : chosen.filter((other) => other !== option),
    );
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {options.map((option) => (
        <label key={option} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={chosen.includes(option)}
            onChange={(event) => toggle(option, event.target.checked)}
          />
          <span>{label(option)}</span>
          <code className="text-xs text-slate-500 dark:text-slate-400">{option}</code>
        </label>
      ))}
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
