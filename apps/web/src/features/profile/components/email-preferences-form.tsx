import { useState } from 'react';
import {
  emailPreferences,
  LANGUAGES,
  type EmailPreferences,
  type Language,
} from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { CheckboxField } from '@/shared/ui/checkbox-field.tsx';
import { SelectField } from '@/shared/ui/field.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { useEmailPreferences, useSaveEmailPreferences } from '../api/email-preferences.ts';

/** Each language named in itself, as a reader looks for their own. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français' };

/**
 * The language of the portal's e-mails to this member and whether their orders' status changes
 * are e-mailed (issue 13). The order received and the account decisions are always sent.
 */
export function EmailPreferencesSection({ code }: { code: string }) {
  const { t } = useTranslation('profile');
  const preferences = useEmailPreferences(code);
  if (preferences.isPending) return <Loading label={t('emailPreferences.loading')} />;
  if (preferences.isError) return <Alert tone="error">{t('emailPreferences.loadError')}</Alert>;
  return <EmailPreferencesForm code={code} saved={preferences.data} />;
}

function EmailPreferencesForm({ code, saved }: { code: string; saved: EmailPreferences }) {
  const { t } = useTranslation('profile');
  const mutation = useSaveEmailPreferences(code);
  const form = useSchemaForm(emailPreferences, saved, { tellsEveryRefusal: true });
  const [savedNow, setSavedNow] = useState(false);
  const edit = <K extends keyof EmailPreferences>(field: K, value: EmailPreferences[K]) => {
    setSavedNow(false);
    form.edit(field, value);
  };
  const submit = form.submit((values) => {
    setSavedNow(false);
    mutation.mutate(values, { onSuccess: () => setSavedNow(true), onError: form.failed });
  });

  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
      {savedNow ? <Alert tone="success">{t('emailPreferences.saved')}</Alert> : null}
      {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
      <SelectField
        name="language"
        label={t('emailPreferences.language')}
        value={form.values.language}
        error={form.errors.language}
        onChange={(event) => edit('language', event.target.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </SelectField>
      <CheckboxField
        name="order_status_emails"
        label={t('emailPreferences.orderStatusEmails')}
        hint={t('emailPreferences.alwaysSent')}
        error={form.errors.order_status_emails}
        checked={form.values.order_status_emails}
        onChange={(event) => edit('order_status_emails', event.target.checked)}
      />
      <Button type="submit" disabled={mutation.isPending} className="self-start">
        {mutation.isPending ? t('emailPreferences.saving') : t('emailPreferences.save')}
      </Button>
    </form>
  );
}
