import { SAVED_LIST_NAME_MAX } from '@portal/contract';
import { TextField } from '@/shared/ui/field.tsx';

interface ListNameFieldProps {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (name: string) => void;
  autoFocus?: boolean;
}

/** A saved list's name, as the list name and add-to-list dialogs ask for it. */
export function ListNameField({ label, value, error, onChange, autoFocus }: ListNameFieldProps) {
  return (
    <TextField
      autoFocus={autoFocus}
      label={label}
      name="name"
      required
      autoComplete="off"
      maxLength={SAVED_LIST_NAME_MAX}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
