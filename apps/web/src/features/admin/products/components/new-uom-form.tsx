import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createUomRequest, type AdminUom } from '@portal/contract';
import {
  apiFieldErrors,
  useMessageTexts,
  withoutField,
  type ErrorTexts,
} from '@/shared/admin/form-errors.ts';
import { schemaErrors } from '@/shared/admin/schema-errors.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
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
  const texts = useMessageTexts();
  const create = useCreateUom(code);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ErrorTexts>({});

  const submit = () => {
    const found = texts(schemaErrors(createUomRequest, values));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(values, {
      onSuccess: ({ data }) => {
        toast.success(t('editor.newUom.created', { unit: data.code }));
        setValues(EMPTY);
        setOpen(false);
        onCreated(data);
      },
      onError: (error) => {
        const fields = apiFieldErrors(error);
        setErrors(
          Object.keys(fields).length > 0
            ? fields
            : { code: errorMessage(error, t('server:errors.unexpected')) },
        );
      },
    });
  };
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };
  const edit = (field: keyof typeof EMPTY, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutField(current, field));
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
