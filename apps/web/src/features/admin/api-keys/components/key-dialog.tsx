import { API_KEY_SCOPES, createApiKeyRequest, type ApiKeyScope } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { errorUnder } from '@/shared/lib/form-errors.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { CheckboxGroup } from '@/shared/ui/checkbox-group.tsx';
import { TextField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
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
  const { t } = useTranslation('admin-settings');
  const create = useCreateApiKey(code);
  const form = useSchemaForm(
    createApiKeyRequest,
    { name: '', scopes: ['orders:read'] as ApiKeyScope[] },
    { body: ({ name, scopes }) => ({ name: name.trim(), scopes }) },
  );

  return (
    <FormDialog
      title={t('apiKeys.newTitle')}
      submitLabel={t('apiKeys.create')}
      pendingLabel={t('apiKeys.creating')}
      pending={create.isPending}
      failure={form.failure}
      onSubmit={form.submit((body) =>
        create.mutate(body, { onSuccess: ({ data }) => onCreated(data.key), onError: form.failed }),
      )}
      onClose={onClose}
    >
      <TextField
        label={t('apiKeys.name')}
        placeholder={t('apiKeys.nameHint')}
        required
        maxLength={100}
        value={form.values.name}
        onChange={(event) => form.edit('name', event.target.value)}
        error={form.errors.name}
      />
      <CheckboxGroup
        legend={t('apiKeys.scopes')}
        options={API_KEY_SCOPES}
        chosen={form.values.scopes}
        onChange={(scopes) => form.edit('scopes', scopes)}
        label={(scope) => t(SCOPE_NAME_KEYS[scope])}
        error={errorUnder(form.errors, 'scopes')}
      />
    </FormDialog>
  );
}
