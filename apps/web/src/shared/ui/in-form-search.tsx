import type { InputHTMLAttributes } from 'react';
import { inputClasses } from './field.tsx';

/**
 * A search field that sits inside a form (a picker in a dialog, a filter above a choice): typing
 * searches, and Enter never submits the form around it.
 */
export function InFormSearch(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <input
      type="search"
      maxLength={100}
      className={inputClasses}
      {...props}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
        props.onKeyDown?.(event);
      }}
    />
  );
}
