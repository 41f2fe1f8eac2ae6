import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { createUomRequest, type AdminUom } from '@portal/contract';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { ApiError, errorMessage } from '@/shared/api/api-error.ts';
import { Button } from '@/shared/ui/button.tsx';
import { TextField } from '@/shared/ui/field.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useCreateUom } from '../api/uoms-api.ts';

const EMPTY = { code: '', description: '' };

/**
 * Adds a unit of measure to the tenant's list (EA, BX...) from inside the product form. It is not
 * a form element of its own (forms do not nest): Enter in its fields creates the unit.
 */
export function NewUomForm({
  code,
  onCreated,
}: {
  code: string;
  onCreated: (uom: AdminUom) => void;
}) {
  const { t } = useTranslation(['admin-catalogue', 'server', 'common']);
  const toast = useToast();
  const create = useCreateUom(code);
  const [open, setOpen] = useState(false);
  const { values, errors, edit, check, failed, reset } = useSchemaForm(createUomRequest, EMPTY);

  const submit = () => {
    if (!check()) return;
    create.mutate(values, {
      onSuccess: ({ data }) => {
        toast.success(t('editor.newUom.created', { unit: data.code }));
        reset(EMPTY);
        setOpen(false);
        onCreated(data);
      },
      onError: (error) => {
        failed(error);
        // A refusal that names no field (a lost connection...) is told as a toast.
        if (!(error instanceof ApiError) || Object.keys(error.fieldErrors).length === 0) {
          toast.error(errorMessage(error, t('server:errors.unexpected')));
        }
      },
    });
  };
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };

  if (!open) {
    return (
      <Button variant="ghost" aria-expanded={false} onClick={() => setOpen(true)}>
        {t('editor.newUom.open')}
      </Button>
    );
  }
  return (
    <div
      role="group"
      aria-label={t('editor.newUom.title')}
      className="flex w-full flex-col gap-3 rounded-md border border-slate-200 p-3 sm:flex-row sm:items-start dark:border-slate-700"
    >
      <TextField
        label={t('editor.newUom.code')}
        value={values.code}
        maxLength={20}
        required
        autoCapitalize="characters"
        onChange={(event) => edit('code', event.target.value)}
        onKeyDown={onEnter}
        error={errors.code}
      />
      <TextField
        label={t('editor.newUom.description')}
        value={values.description}
        maxLength={100}
        onChange={(event) => edit('description', event.target.value)}
        onKeyDown={onEnter}
        error={errors.description}
      />
      <div className="flex gap-2 sm:pt-6">
        <Button onClick={submit} disabled={create.isPending}>
          {t('editor.newUom.create')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t('common:actions.cancel')}
        </Button>
      </div>
    </div>
  );
}
