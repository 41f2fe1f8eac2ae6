import {
  saveProductAttributeRequest,
  type ProductAttribute,
  type SaveProductAttributeRequest,
} from '@portal/contract';
import { ATTRIBUTE_KINDS, type AttributeKind } from '@portal/contract/rules/product-attributes';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { Button } from '@/shared/ui/button.tsx';
import { CheckboxField } from '@/shared/ui/checkbox-field.tsx';
import { SelectField, TextField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useSaveAttribute } from '../api/product-attributes.ts';

interface AttributeDialogProps {
  code: string;
  /** The attribute changed; null adds one. */
  attribute: ProductAttribute | null;
  /** Where a new attribute goes: after the last. */
  nextPosition: number;
  onClose: () => void;
}

/** An option row; `key` only keeps React's rows apart while options are added and removed. */
interface OptionRow {
  key: number;
  id?: number | undefined;
  value: string;
  value_es: string;
  value_fr: string;
}

interface AttributeValues {
  kind: AttributeKind;
  name: string;
  name_es: string;
  name_fr: string;
  unit: string;
  filter: boolean;
  position: number;
  options: OptionRow[];
}

let lastKey = 0;
const optionRow = (option?: Omit<OptionRow, 'key'>): OptionRow => ({
  key: ++lastKey,
  ...(option ?? { value: '', value_es: '', value_fr: '' }),
});

const bodyOf = (values: AttributeValues): SaveProductAttributeRequest => ({
  kind: values.kind,
  name: values.name,
  name_es: values.name_es,
  name_fr: values.name_fr,
  unit: values.kind === 'number' ? values.unit : '',
  filter: values.filter,
  position: values.position,
  options:
    values.kind === 'options'
      ? values.options.map(({ id, value, value_es, value_fr }) => ({
          ...(id === undefined ? {} : { id }),
          value,
          value_es,
          value_fr,
        }))
      : [],
});

/**
 * Adds or changes an attribute: its kind, its name in three languages, a unit for numbers, the
 * options of a list, and whether buyers filter by it. The contract's schema checks it as the
 * server will; an option removed leaves the products that held it.
 */
export function AttributeDialog({ code, attribute, nextPosition, onClose }: AttributeDialogProps) {
  const { t } = useTranslation('admin-catalogue');
  const toast = useToast();
  const save = useSaveAttribute(code);
  const form = useSchemaForm<AttributeValues, SaveProductAttributeRequest>(
    saveProductAttributeRequest,
    () => ({
      kind: attribute?.kind ?? 'options',
      name: attribute?.name ?? '',
      name_es: attribute?.name_es ?? '',
      name_fr: attribute?.name_fr ?? '',
      unit: attribute?.unit ?? '',
      filter: attribute?.filter ?? true,
      position: attribute?.position ?? nextPosition,
      options: attribute
        ? attribute.options.map((option) =>
            optionRow({
              id: option.id,
              value: option.value,
              value_es: option.value_es ?? '',
              value_fr: option.value_fr ?? '',
            }),
          )
        : [optionRow()],
    }),
    { body: bodyOf },
  );
  const { values, errors } = form;
  const setOption = (index: number, field: 'value' | 'value_es' | 'value_fr', text: string) =>
    form.edit(
      'options',
      values.options.map((row, i) => (i === index ? { ...row, [field]: text } : row)),
      `options.${index}.${field}`,
    );
  const fixedKind = attribute !== null && attribute.product_count > 0;

  return (
    <FormDialog
      title={t(attribute ? 'attributes.editTitle' : 'attributes.newTitle')}
      intro={t('attributes.intro')}
      submitLabel={t('attributes.save')}
      pendingLabel={t('attributes.saving')}
      pending={save.isPending}
      failure={form.failure}
      onSubmit={form.submit((body) =>
        save.mutate(
          { id: attribute?.id ?? null, body },
          {
            onSuccess: () => {
              toast.success(t(attribute ? 'attributes.saved' : 'attributes.added'));
              onClose();
            },
            onError: form.failed,
          },
        ),
      )}
      onClose={onClose}
    >
      <SelectField
        label={t('attributes.kind')}
        value={values.kind}
        disabled={fixedKind}
        onChange={(event) => form.edit('kind', event.target.value as AttributeKind)}
        error={errors.kind}
      >
        {ATTRIBUTE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`attributes.kinds.${kind}`)}
          </option>
        ))}
      </SelectField>
      {fixedKind ? (
        <p className="-mt-2 text-xs text-slate-600 dark:text-slate-400">
          {t('attributes.kindFixed')}
        </p>
      ) : null}
      <TextField
        label={t('attributes.name')}
        required
        maxLength={100}
        value={values.name}
        onChange={(event) => form.edit('name', event.target.value)}
        error={errors.name}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('attributes.nameEs')}
          lang="es"
          maxLength={100}
          value={values.name_es}
          onChange={(event) => form.edit('name_es', event.target.value)}
          error={errors.name_es}
        />
        <TextField
          label={t('attributes.nameFr')}
          lang="fr"
          maxLength={100}
          value={values.name_fr}
          onChange={(event) => form.edit('name_fr', event.target.value)}
          error={errors.name_fr}
        />
      </div>
      {values.kind === 'number' ? (
        <TextField
          label={t('attributes.unit')}
          placeholder={t('attributes.unitExample')}
          maxLength={20}
          value={values.unit}
          onChange={(event) => form.edit('unit', event.target.value)}
          error={errors.unit}
        />
      ) : null}
      {values.kind === 'options' ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-medium">{t('attributes.options')}</legend>
          {errors.options ? (
            <p className="text-sm text-red-700 dark:text-red-400">{errors.options}</p>
          ) : null}
          {values.options.map((row, index) => (
            <div
              key={row.key}
              className="grid gap-2 rounded-md border border-slate-200 p-2 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end dark:border-slate-700"
            >
              <TextField
                label={t('attributes.optionValue', { n: index + 1 })}
                required
                maxLength={100}
                value={row.value}
                onChange={(event) => setOption(index, 'value', event.target.value)}
                error={errors[`options.${index}.value`]}
              />
              <TextField
                label={t('attributes.optionValueEs')}
                lang="es"
                maxLength={100}
                value={row.value_es}
                onChange={(event) => setOption(index, 'value_es', event.target.value)}
                error={errors[`options.${index}.value_es`]}
              />
              <TextField
                label={t('attributes.optionValueFr')}
                lang="fr"
                maxLength={100}
                value={row.value_fr}
                onChange={(event) => setOption(index, 'value_fr', event.target.value)}
                error={errors[`options.${index}.value_fr`]}
              />
              <Button
                variant="quietDanger"
                className="px-3 py-1.5"
                aria-label={t('attributes.removeOptionOf', { value: row.value || index + 1 })}
                onClick={() =>
                  form.edit(
                    'options',
                    values.options.filter((_, i) => i !== index),
                  )
                }
              >
                {t('attributes.removeOption')}
              </Button>
            </div>
          ))}
          <div>
            <Button
              variant="secondary"
              onClick={() => form.edit('options', [...values.options, optionRow()])}
            >
              {t('attributes.addOption')}
            </Button>
          </div>
        </fieldset>
      ) : null}
      <CheckboxField
        label={t('attributes.filter')}
        hint={t('attributes.filterHint')}
        checked={values.filter}
        onChange={(event) => form.edit('filter', event.target.checked)}
      />
    </FormDialog>
  );
}
