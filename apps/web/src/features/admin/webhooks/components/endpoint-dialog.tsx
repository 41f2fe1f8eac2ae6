import { useId, useState, type FormEvent } from 'react';
import { WEBHOOK_EVENTS, type WebhookEvent } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { EVENT_NAME_KEYS } from '../lib/event-names.ts';
import { apiFieldErrors } from '@/shared/lib/form-errors.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { TextField } from '@/shared/ui/field.tsx';
import { Modal } from '@/shared/ui/modal.tsx';
import { useCreateEndpoint } from '../api/webhooks-api.ts';

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
  const { t } = useTranslation(['admin-settings', 'server', 'common']);
  const create = useCreateEndpoint(code);
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['order.created']);
  const formId = useId();
  const errors = apiFieldErrors(create.error);
  const eventsError = Object.entries(errors).find(([path]) => path.startsWith('events'))?.[1];
  const generalError =
    create.isError && Object.keys(errors).length === 0
      ? errorMessage(create.error, t('server:errors.unexpected'))
      : null;

  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((current) =>
      on
        ? WEBHOOK_EVENTS.filter((e) => e === event || current.includes(e))
        : current.filter((e) => e !== event),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    create.mutate(
      { url: url.trim(), description, events },
      { onSuccess: ({ data }) => onCreated(data.secret) },
    );
  };

  return (
    <Modal
      open
      title={t('webhooks.newTitle')}
      onClose={() => {
        if (!create.isPending) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={create.isPending}>
            {create.isPending ? t('webhooks.creating') : t('webhooks.create')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3">
        {generalError ? <Alert tone="error">{generalError}</Alert> : null}
        <TextField
          label={t('webhooks.url')}
          type="url"
          inputMode="url"
          placeholder="https://erp.example.com/hooks"
          required
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={errors.url}
        />
        <TextField
          label={t('webhooks.descriptionLabel')}
          value={description}
          maxLength={200}
          onChange={(event) => setDescription(event.target.value)}
          error={errors.description}
        />
        <fieldset
          className="flex flex-col gap-1"
          aria-describedby={eventsError ? `${formId}-events-error` : undefined}
        >
          <legend className="mb-1 text-sm font-medium">{t('webhooks.events')}</legend>
          {WEBHOOK_EVENTS.map((name) => (
            <label key={name} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={events.includes(name)}
                onChange={(event) => toggle(name, event.target.checked)}
              />
              <span>{t(EVENT_NAME_KEYS[name])}</span>
              <code className="text-xs text-slate-500 dark:text-slate-400">{name}</code>
            </label>
          ))}
          {eventsError ? (
            <p id={`${formId}-events-error`} className="text-sm text-red-700 dark:text-red-300">
              {eventsError}
            </p>
          ) : null}
        </fieldset>
      </form>
    </Modal>
  );
}
