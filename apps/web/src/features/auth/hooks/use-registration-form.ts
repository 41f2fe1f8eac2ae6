import { useState, type FormEvent } from 'react';
import { ApiError } from '@/shared/api/api-error.ts';
import { useRegister } from '../api/register.ts';
import { presetCountry } from '@/shared/lib/countries.ts';
import {
  applyEdit,
  emptyRegistration,
  toRegisterRequest,
  validateRegistration,
  type RegistrationErrorKey,
  type RegistrationField,
  type RegistrationValues,
} from '../lib/registration-form.ts';

/** A client rule's message key (translated when shown) or the server's own text. */
export type FieldError = { key: RegistrationErrorKey } | { text: string };

/**
 * The registration form's state: values, errors under each field (cleared when that field is
 * edited), the send, and the reset after success.
 */
export function useRegistrationForm(code: string) {
  const initial = () => emptyRegistration(code, presetCountry(navigator.language));
  const [values, setValues] = useState<RegistrationValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<RegistrationField, FieldError>>>({});
  const mutation = useRegister();

  const edit = (field: RegistrationField, value: string) => {
    setValues((current) => applyEdit(current, field, value));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    if (mutation.isSuccess || mutation.isError) mutation.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration(values);
    const fields = Object.keys(found) as RegistrationField[];
    setErrors(Object.fromEntries(fields.map((field) => [field, { key: found[field] }])));
    if (fields.length > 0) {
      focusField(fields[0]!);
      return;
    }
    mutation.mutate(toRegisterRequest(values), {
      onSuccess: () => {
        setValues(initial());
        setErrors({});
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const serverErrors = Object.entries(error.fieldErrors).filter(
          (entry): entry is [RegistrationField, string[]] => entry[0] in values,
        );
        setErrors(
          Object.fromEntries(
            serverErrors.map(([field, texts]) => [field, { text: texts[0] ?? '' }]),
          ),
        );
      },
    });
  };

  return { values, errors, edit, submit, mutation };
}

function focusField(field: RegistrationField) {
  document.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
}
