import { createWebhookEndpointRequest, WEBHOOK_EVENTS, type WebhookEvent } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { errorUnder } from '@/shared/lib/form-errors.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { CheckboxGroup } from '@/shared/ui/checkbox-group.tsx';
import { TextField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useCreateEndpoint } from '../api/webhooks-api.ts';
import { EVENT_NAME_KEYS } from '../lib/event-names.ts';

/**
 * A new endpoint: its HTTPS address, a note, and the events it hears, as checkboxes. The server
 * checks the address (public, https) and answers the secret, which `onCreated` shows once.
 */
export function EndpointDialog({
  code,
  onClose,
  onCreated,
}: {
  code: string;
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  const { t } = useTranslation('admin-settings');
  const create = useCreateEndpoint(code);
  const form = useSchemaForm(
    createWebhookEndpointRequest,
    { url: '', description: '', events: ['order.created'] as WebhookEvent[] },
    { body: (values) => ({ ...values, url: values.url.trim() }) },
  );

  return (
    <FormDialog
      title={t('webhooks.newTitle')}
      submitLabel={t('webhooks.create')}
      pendingLabel={t('webhooks.creating')}
      pending={create.isPending}
      failure={form.failure}
      onSubmit={form.submit((body) =>
        create.mutate(body, {
          onSuccess: ({ data }) => onCreated(data.secret),
          onError: form.failed,
        }),
      )}
      onClose={onClose}
    >
      <TextField
        label={t('webhooks.url')}
        type="url"
        inputMode="url"
        placeholder="https://erp.example.com/hooks"
        required
        value={form.values.url}
        onChange={(event) => form.edit('url', event.target.value)}
        error={form.errors.url}
      />
      <TextField
        label={t('webhooks.descriptionLabel')}
        value={form.values.description}
        maxLength={200}
        onChange={(event) => form.edit('description', event.target.value)}
        error={form.errors.description}
      />
      <CheckboxGroup
        legend={t('webhooks.events')}
        options={WEBHOOK_EVENTS}
        chosen={form.values.events}
        onChange={(events) => form.edit('events', events)}
        label={(name) => t(EVENT_NAME_KEYS[name])}
        error={errorUnder(form.errors, 'events')}
      />
    </FormDialog>
  );
}
