import { useId, useState, type FormEvent } from 'react';
import { API_KEY_SCOPES, type ApiKeyScope } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { apiFieldErrors } from '@/shared/lib/form-errors.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { TextField } from '@/shared/ui/field.tsx';
import { Modal } from '@/shared/ui/modal.tsx';
import { useCreateApiKey } from '../api/api-keys-api.ts';
import { SCOPE_NAME_KEYS } from '../lib/scope-names.ts';

/**
 * A new key: its name and scopes, as checkboxes. The server answers the key itself, which
 * `onCreated` shows once.
 */
export function KeyDialog({
  code,
  onClose,
  onCreated,
}: {
  code: string;
  onClose: () => void;
  onCreated: (key: string) => void;
}) {
  const { t } = useTranslation(['admin-settings', 'server', 'common']);
  const create = useCreateApiKey(code);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['orders:read']);
  const formId = useId();
  const errors = apiFieldErrors(create.error);
  const scopesError = Object.entries(errors).find(([path]) => path.startsWith('scopes'))?.[1];
  const generalError =
    create.isError && Object.keys(errors).length === 0
      ? errorMessage(create.error, t('server:errors.unexpected'))
      : null;

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((current) =>
      on
        ? API_KEY_SCOPES.filter((s) => s === scope || current.includes(s))
        : current.filter((s) => s !== scope),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    create.mutate({ name: name.trim(), scopes }, { onSuccess: ({ data }) => onCreated(data.key) });
  };

  return (
    <Modal
      open
      title={t('apiKeys.newTitle')}
      onClose={() => {
        if (!create.isPending) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={create.isPending}>
            {create.isPending ? t('apiKeys.creating') : t('apiKeys.create')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3">
        {generalError ? <Alert tone="error">{generalError}</Alert> : null}
        <TextField
          label={t('apiKeys.name')}
          placeholder={t('apiKeys.nameHint')}
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
        />
        <fieldset
          className="flex flex-col gap-1"
          aria-describedby={scopesError ? `${formId}-scopes-error` : undefined}
        >
          <legend className="mb-1 text-sm font-medium">{t('apiKeys.scopes')}</legend>
          {API_KEY_SCOPES.map((scope) => (
            <label key={scope} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={scopes.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
              />
              <span>{t(SCOPE_NAME_KEYS[scope])}</span>
              <code className="text-xs text-slate-500 dark:text-slate-400">{scope}</code>
            </label>
          ))}
          {scopesError ? (
            <p id={`${formId}-scopes-error`} className="text-sm text-red-700 dark:text-red-300">
              {scopesError}
            </p>
          ) : null}
        </fieldset>
      </form>
    </Modal>
  );
}
