import { useState } from 'react';
import { apiFieldErrors, useMessageTexts, withoutField, type ErrorTexts } from './form-errors.ts';
import { schemaErrors } from './schema-errors.ts';

type Schema = Parameters<typeof schemaErrors>[0];

interface Options<V> {
  /** What one edit does to the values (a new country clears the region...); a plain set if none. */
  apply?: (values: V, field: keyof V & string, value: string) => V;
}

/**
 * A console form checked by its contract schema before sending: the values, the error text of
 * each field (the browser's check or the API's 422), cleared as that field is edited. A failed
 * save keeps every value.
 */
export function useSchemaForm<V extends object>(
  schema: Schema,
  initial: V,
  options: Options<V> = {},
) {
  const texts = useMessageTexts();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<ErrorTexts>({});
  return {
    values,
    errors,
    edit: (field: keyof V & string, value: string) => {
      setValues((current) =>
        options.apply ? options.apply(current, field, value) : { ...current, [field]: value },
      );
      setErrors((current) => withoutField(current, field));
    },
    /** True when the body may be sent; otherwise the fields show why not. */
    check: (body: unknown = values) => {
      const found = texts(schemaErrors(schema, body));
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    /** Shows a refused save's field errors at the fields. */
    failed: (error: unknown) => setErrors(apiFieldErrors(error)),
    reset: (next: V) => {
      setValues(next);
      setErrors({});
    },
  };
}
