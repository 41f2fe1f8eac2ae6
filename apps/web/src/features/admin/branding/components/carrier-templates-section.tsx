import { useQuery } from '@tanstack/react-query';
import {
  CARRIERS,
  carrierTemplates,
  DEFAULT_CARRIER_TEMPLATES,
  type CarrierTemplates,
} from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { CardSection } from '@/shared/ui/card-section.tsx';
import { TextField } from '@/shared/ui/field.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { carrierTemplatesQuery, useSaveCarrierTemplates } from '../api/carrier-templates.ts';

/**
 * The carriers' tracking-link templates (issue 31, decision 037): an https address with
 * {tracking} where the number goes, or none. Buyers' pages and e-mails build their links from
 * them when they are read, so a change applies to shipments already recorded.
 */
export function CarrierTemplatesSection({ code }: { code: string }) {
  const { t } = useTranslation('admin-settings');
  const saved = useQuery(carrierTemplatesQuery(code));
  return (
    <CardSection title={t('carriers.heading')} description={t('carriers.intro')}>
      {saved.isPending ? (
        <Loading label={t('carriers.loading')} />
      ) : saved.isError ? (
        <Alert tone="error">{errorMessage(saved.error, t('carriers.loadError'))}</Alert>
      ) : (
        <CarrierTemplatesForm code={code} saved={saved.data} />
      )}
    </CardSection>
  );
}

function CarrierTemplatesForm({ code, saved }: { code: string; saved: CarrierTemplates }) {
  const { t } = useTranslation(['admin-settings', 'server']);
  const toast = useToast();
  const save = useSaveCarrierTemplates(code);
  const form = useSchemaForm(carrierTemplates, (): CarrierTemplates => ({ ...saved }));
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={form.submit((body) =>
        save.mutate(body, {
          onSuccess: () => toast.success(t('carriers.saved')),
          onError: form.failed,
        }),
      )}
    >
      {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
      {CARRIERS.map((carrier) => (
        <TextField
          key={carrier}
          label={t(`server:shipments.carriers.${carrier}`)}
          type="url"
          inputMode="url"
          placeholder={DEFAULT_CARRIER_TEMPLATES[carrier] || 'https://…/{tracking}'}
          value={form.values[carrier]}
          error={form.errors[carrier]}
          onChange={(event) => form.edit(carrier, event.target.value)}
        />
      ))}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('carriers.saving') : t('carriers.save')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            CARRIERS.forEach((carrier) => form.edit(carrier, DEFAULT_CARRIER_TEMPLATES[carrier]))
          }
        >
          {t('carriers.reset')}
        </Button>
      </div>
    </form>
  );
}
