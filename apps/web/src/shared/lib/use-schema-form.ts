import { useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@/shared/api/api-error.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import {
  apiFieldErrors,
  schemaIssues,
  useMessageTexts,
  withoutField,
  type ErrorTexts,
  type FormMessage,
  type SafeParser,
} from './form-errors.ts';

/**
 * What a form's body must satisfy before it is sent: the contract's schema, or a function giving
 * the message of each field path that fails, as the API's 422 would name it: on the screens that
 * may not load Zod (the login screen and its neighbours, decision 004), or where a rule needs
 * more than the body (the cart's quantity rules, a product's minimum).
 */
export type FormRules<B> = SafeParser | ((body: B) => Partial<Record<string, FormMessage>>);

interface Options<V, B> {
  /** What one edit does to the values (a new country clears the region...); a plain set if none. */
  apply?: <K extends keyof V & string>(values: V, field: K, value: V[K]) => V;
  /** What is checked and sent, when it is not the values themselves (only what changed...). */
  body?: (values: V) => B;
  /**
   * Whether the form shows a refused save's error for this path at a field; by default, when
   * the path starts with one of the values' names. A refusal that names no path shown is told
   * above the fields instead, so that no refusal goes unseen.
   */
  shows?: (path: string, values: V) => boolean;
  /**
   * Tells the server's message above the fields for every refusal, its field errors too (the
   * specification asks it of the profile's and the sign-up forms, and the editors had it).
   */
  tellsEveryRefusal?: boolean;
}

/**
 * Every form that takes input (decision 030): the values, the error text of each field (the
 * rules' check or the API's 422), cleared as that field is edited, and the refusal that names no
 * field shown. A failed check or save keeps every value and moves focus to the first field in
 * error.
 */
export function useSchemaForm<V extends object, B = V>(
  rules: FormRules<B>,
  initial: V | (() => V),
  options: Options<V, B> = {},
) {
  const { t } = useTranslation('server');
  const texts = useMessageTexts();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<ErrorTexts>({});
  const [failure, setFailure] = useState<string | null>(null);
  // The form last submitted, where a refused save's first field takes focus.
  const form = useRef<HTMLFormElement | null>(null);
  const body = () => (options.body ? options.body(values) : (values as unknown as B));

  /** True when the body may be sent; otherwise the fields show why not. */
  const check = () => {
    const sent = body();
    const found = texts(typeof rules === 'function' ? rules(sent) : schemaIssues(rules, sent));
    setErrors(found);
    setFailure(null);
    return Object.keys(found).length === 0;
  };

  return {
    values,
    errors,
    /** The refusal that names no field shown, in the reader's language; null when none. */
    failure,
    /** Sets a field and clears its errors, or only those of `path` when one part of it changed. */
    edit: <K extends keyof V & string>(field: K, value: V[K], path: string = field) => {
      setValues((current) =>
        options.apply ? options.apply(current, field, value) : { ...current, [field]: value },
      );
      setErrors((current) => withoutField(current, path));
    },
    check,
    /**
     * The form's submit handler: checks the body, then gives it to `send`; a failed check moves
     * focus to the first field in error.
     */
    submit: (send: (body: B) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      form.current = event.currentTarget;
      if (check()) send(body());
      else focusFirstError(form.current);
    },
    /** Shows a refused save's field errors at the fields (focus on the first), the rest above. */
    failed: (error: unknown) => {
      const fields = apiFieldErrors(error);
      const shows = options.shows ?? ((path: string) => path.split('.')[0]! in values);
      const unshown = Object.keys(fields).filter((path) => !shows(path, values));
      const told = errorMessage(error, t('errors.unexpected'));
      setErrors(fields);
      // A refusal that names only paths without a field is told by the first of its messages.
      setFailure(
        options.tellsEveryRefusal
          ? told
          : unshown.length < Object.keys(fields).length
            ? null
            : (fields[unshown[0]!] ?? told),
      );
      focusFirstError(form.current);
    },
    reset: (next: V) => {
      setValues(next);
      setErrors({});
      setFailure(null);
    },
  };
}

/** Once the errors show (after this render), the first field in error takes focus. */
function focusFirstError(form: HTMLFormElement | null) {
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
