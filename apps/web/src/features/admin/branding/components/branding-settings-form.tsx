import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { updateBrandingRequest, type AdminBranding } from '@portal/contract';
import { apiFieldErrors, useMessageTexts, withoutField } from '@/shared/lib/form-errors.ts';
import { schemaErrors } from '@/shared/lib/schema-errors.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useUpdateBranding } from '../api/branding.ts';
import { changesOf, formOf, type BrandingForm } from '../lib/branding-form.ts';
import { BuyingSettingsFields } from './buying-settings-fields.tsx';
import { CompanyFields } from './company-fields.tsx';
import { DocumentsSettingsFields } from './documents-settings-fields.tsx';
import type { BrandingFieldsProps } from './form-fields.ts';
import { WelcomeFields } from './welcome-fields.tsx';

/**
 * The company name, welcome texts and buying settings in one form. Save sends only what changed;
 * a refused save keeps every value and shows each error at its field.
 */
export function BrandingSettingsForm({ code, saved }: { code: string; saved: AdminBranding }) {
  const { t } = useTranslation(['admin-settings', 'server']);
  const toast = useToast();
  const texts = useMessageTexts();
  const update = useUpdateBranding(code);
  const [values, setValues] = useState<BrandingForm>(() => formOf(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const changes = changesOf(saved, values);
  const dirty = Object.keys(changes).length > 0;

  const edit: BrandingFieldsProps['edit'] = (field, value, path = field) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutField(current, path));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.reset();
    const found = texts(schemaErrors(updateBrandingRequest, changes));
    setErrors(found);
    if (Object.keys(found).length > 0 || !dirty) return;
    update.mutate(changes, {
      onSuccess: (answer) => {
        setValues(formOf(answer.data));
        toast.success(t('form.saved'));
      },
      onError: (failure) => setErrors(apiFieldErrors(failure)),
    });
  };
  const fields = { values, errors, edit };
  const invalid = Object.keys(errors).length > 0;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <CompanyFields {...fields} />
      <WelcomeFields {...fields} />
      <BuyingSettingsFields {...fields} />
      <DocumentsSettingsFields {...fields} />
      <div className="sticky bottom-0 flex flex-col gap-3 border-t border-slate-200 bg-white/95 py-3 dark:border-slate-700 dark:bg-slate-950/95">
        {update.isError ? (
          <Alert tone="error">{errorMessage(update.error, t('server:errors.unexpected'))}</Alert>
        ) : invalid ? (
          <Alert tone="error">{t('form.fixErrors')}</Alert>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={update.isPending || !dirty}>
            {update.isPending ? t('form.saving') : t('form.save')}
          </Button>
          <Button
            variant="secondary"
            disabled={update.isPending || !dirty}
            onClick={() => {
              setValues(formOf(saved));
              setErrors({});
              update.reset();
            }}
          >
            {t('form.discard')}
          </Button>
          <span className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {dirty ? t('form.unsaved') : t('form.upToDate')}
          </span>
        </div>
      </div>
    </form>
  );
}
