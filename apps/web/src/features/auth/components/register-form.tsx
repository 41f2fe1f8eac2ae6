import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '@/app/paths.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { TextField } from '@/shared/ui/field.tsx';
import { PasswordField } from '@/shared/ui/password-field.tsx';
import { presetCountry } from '@/shared/lib/countries.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { useRegister } from '../api/register.ts';
import {
  applyEdit,
  emptyRegistration,
  toRegisterRequest,
  validateRegistration,
  type RegistrationField,
  type RegistrationValues,
} from '../lib/registration-form.ts';
import { AddressFields } from './address-fields.tsx';

type TextFieldName = Exclude<
  RegistrationField,
  'country' | 'state' | 'password' | 'password_confirmation'
>;

/** Every field and rule of specification sections 2 and 5; no native validation. */
export function RegisterForm({ code }: { code: string | null }) {
  const { t } = useTranslation(['auth', 'common']);
  const initial = () => emptyRegistration(code ?? '', presetCountry(navigator.language));
  const mutation = useRegister();
  const form = useSchemaForm(validateRegistration, initial, {
    apply: applyEdit,
    tellsEveryRefusal: true,
  });
  const { values } = form;
  const errorOf = (name: RegistrationField) => form.errors[name];
  // An edit after an answer takes its notice away: it was about the form as sent.
  const edit = (name: RegistrationField, value: string) => {
    form.edit(name, value);
    if (mutation.isSuccess || mutation.isError) mutation.reset();
  };
  const submit = form.submit((sent: RegistrationValues) =>
    mutation.mutate(toRegisterRequest(sent), {
      onSuccess: () => form.reset(initial()),
      onError: form.failed,
    }),
  );
  const field = (
    name: TextFieldName,
    options: { required?: boolean; type?: string; autoComplete?: string } = {},
  ) => (
    <TextField
      label={t(`register.${name}`)}
      name={name}
      type={options.type ?? 'text'}
      required={options.required ?? true}
      autoComplete={options.autoComplete}
      value={values[name]}
      onChange={(event) => edit(name, event.target.value)}
      error={errorOf(name)}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      {mutation.isSuccess ? (
        <Alert tone="success" takesFocus>
          {mutation.data.message}
        </Alert>
      ) : null}
      {/* Its edit takes the notice away, as it does the success's. */}
      {mutation.isError && form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t('register.companySection')}</legend>
        <TextField
          label={t('register.manufacturerCode')}
          name="manufacturerCode"
          required
          readOnly={Boolean(code)}
          autoCapitalize="characters"
          value={values.manufacturerCode}
          onChange={(event) => edit('manufacturerCode', event.target.value)}
          error={errorOf('manufacturerCode')}
        />
        {field('company', { autoComplete: 'organization' })}
        <div className="sm:col-span-2">
          {field('webAddress', { required: false, type: 'url', autoComplete: 'url' })}
        </div>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t('register.contactSection')}</legend>
        {field('firstName', { autoComplete: 'given-name' })}
        {field('lastName', { autoComplete: 'family-name' })}
        {field('email', { type: 'email', autoComplete: 'email' })}
        <TextField
          label={t('register.phone')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="(555) 555-5555"
          required
          value={values.phone}
          onChange={(event) => edit('phone', event.target.value)}
          error={errorOf('phone')}
        />
      </fieldset>
      <AddressFields values={values} errorOf={errorOf} edit={edit} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t('register.passwordSection')}</legend>
        <PasswordField
          label={t('register.password')}
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={(event) => edit('password', event.target.value)}
          error={errorOf('password')}
        />
        <PasswordField
          label={t('register.password_confirmation')}
          name="password_confirmation"
          autoComplete="new-password"
          required
          value={values.password_confirmation}
          onChange={(event) => edit('password_confirmation', event.target.value)}
          error={errorOf('password_confirmation')}
        />
      </fieldset>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
        <Link
          to={paths.login(code)}
          className="text-sm font-medium text-blue-700 hover:underline dark:text-sky-300"
        >
          {t('register.haveAccount')}
        </Link>
        <Button type="submit" disabled={mutation.isPending} className="w-full sm:w-auto">
          {mutation.isPending ? t('register.submitting') : t('register.submit')}
        </Button>
      </div>
    </form>
  );
}
