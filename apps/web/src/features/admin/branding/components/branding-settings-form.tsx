import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { updateBrandingRequest, type AdminBranding } from '@portal/contract';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useUpdateBranding } from '../api/branding.ts';
import { changesOf, formOf } from '../lib/branding-form.ts';
import { BuyingSettingsFields } from './buying-settings-fields.tsx';
import { CompanyFields } from './company-fields.tsx';
import { DocumentsSettingsFields } from './documents-settings-fields.tsx';
import { WelcomeFields } from './welcome-fields.tsx';

/**
 * The company name, welcome texts and buying settings in one form. Save sends only what changed;
 * a refused save keeps every value and shows each error at its field.
 */
export function BrandingSettingsForm({ code, saved }: { code: string; saved: AdminBranding }) {
  const { t } = useTranslation('admin-settings');
  const toast = useToast();
  const update = useUpdateBranding(code);
  const form = useSchemaForm(updateBrandingRequest, () => formOf(saved), {
    body: (values) => changesOf(saved, values),
    tellsEveryRefusal: true,
  });
  const { values, errors } = form;
  const dirty = Object.keys(changesOf(saved, values)).length > 0;

  const submit = form.submit((changes) => {
    if (!dirty) return;
    update.mutate(changes, {
      onSuccess: (answer) => {
        form.reset(formOf(answer.data));
        toast.success(t('form.saved'));
      },
      onError: form.failed,
    });
  });
  const fields = { values, errors, edit: form.edit };
  const invalid = Object.keys(errors).length > 0;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <CompanyFields {...fields} />
      <WelcomeFields {...fields} />
      <BuyingSettingsFields {...fields} />
      <DocumentsSettingsFields {...fields} />
      <div className="sticky bottom-0 flex flex-col gap-3 border-t border-slate-200 bg-white/95 py-3 dark:border-slate-700 dark:bg-slate-950/95">
        {form.failure ? (
          <Alert tone="error">{form.failure}</Alert>
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
              form.reset(formOf(saved));
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
