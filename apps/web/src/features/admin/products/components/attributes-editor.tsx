import type { ProductAttribute } from '@portal/contract';
import { inLanguage } from '@portal/contract/rules/product-attributes';
import { Link } from 'react-router';
import { consolePaths } from '@/app/console-paths.ts';
import { useLanguage } from '@/shared/i18n/use-language.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { SelectField, TextField } from '@/shared/ui/field.tsx';
import { attributeValuesOf, type AttributeEntry } from '../lib/product-form.ts';

interface AttributesEditorProps {
  attributes: readonly ProductAttribute[];
  entries: Record<number, AttributeEntry>;
  onChange: (entries: Record<number, AttributeEntry>, path: string) => void;
  /** The error at an API path ('attribute_values.2'), if any. */
  errorAt: (path: string) => string | undefined;
}

const emptyEntry = (attribute: ProductAttribute): AttributeEntry =>
  attribute.kind === 'options'
    ? { kind: 'options', option_ids: [] }
    : attribute.kind === 'number'
      ? { kind: 'number', number: '' }
      : { kind: 'yes_no', flag: '' };

/**
 * The product's attribute values (decision 040): options of a list (several may apply, as
 * allergens do), a number in the attribute's unit, or yes/no. An attribute left empty has none.
 */
export function AttributesEditor({
  attributes,
  entries,
  onChange,
  errorAt,
}: AttributesEditorProps) {
  const { t } = useTranslation('admin-catalogue');
  const language = useLanguage();
  const sent = attributeValuesOf(entries);
  const errorOf = (id: number) => {
    const index = sent.findIndex((value) => value.attribute_id === id);
    return index < 0
      ? undefined
      : (errorAt(`attribute_values.${index}`) ?? errorAt(`attribute_values.${index}.number`));
  };
  const set = (attribute: ProductAttribute, entry: AttributeEntry) =>
    onChange({ ...entries, [attribute.id]: entry }, 'attribute_values');

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="text-base font-semibold">{t('editor.attributes.title')}</legend>
      {errorAt('attribute_values') ? (
        <p className="text-sm text-red-700 dark:text-red-400">{errorAt('attribute_values')}</p>
      ) : null}
      {attributes.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('editor.attributes.none')}{' '}
          <Link className="underline" to={consolePaths.adminProductAttributes()}>
            {t('editor.attributes.define')}
          </Link>
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {attributes.map((attribute) => {
          const name = inLanguage(
            { en: attribute.name, es: attribute.name_es, fr: attribute.name_fr },
            language,
          );
          const entry = entries[attribute.id] ?? emptyEntry(attribute);
          const error = errorOf(attribute.id);
          if (entry.kind === 'options') {
            return (
              <fieldset key={attribute.id} className="flex flex-col gap-1">
                <legend className="mb-1 text-sm font-medium">{name}</legend>
                <div className="flex flex-wrap gap-x-4 gap-y-1">
                  {attribute.options.map((option) => (
                    <label key={option.id} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="size-4"
                        aria-invalid={error ? true : undefined}
                        checked={entry.option_ids.includes(option.id)}
                        onChange={(event) =>
                          set(attribute, {
                            kind: 'options',
                            option_ids: event.target.checked
                              ? attribute.options
                                  .map((o) => o.id)
                                  .filter((id) => id === option.id || entry.option_ids.includes(id))
                              : entry.option_ids.filter((id) => id !== option.id),
                          })
                        }
                      />
                      {inLanguage(
                        { en: option.value, es: option.value_es, fr: option.value_fr },
                        language,
                      )}
                    </label>
                  ))}
                </div>
                {error ? <p className="text-sm text-red-700 dark:text-red-400">{error}</p> : null}
              </fieldset>
            );
          }
          if (entry.kind === 'number') {
            return (
              <TextField
                key={attribute.id}
                label={attribute.unit ? `${name} (${attribute.unit})` : name}
                inputMode="decimal"
                value={entry.number}
                error={error}
                onChange={(event) => set(attribute, { kind: 'number', number: event.target.value })}
              />
            );
          }
          return (
            <SelectField
              key={attribute.id}
              label={name}
              value={entry.flag}
              error={error}
              onChange={(event) =>
                set(attribute, { kind: 'yes_no', flag: event.target.value as '' | 'yes' | 'no' })
              }
            >
              <option value="">{t('editor.attributes.notSet')}</option>
              <option value="yes">{t('editor.attributes.yes')}</option>
              <option value="no">{t('editor.attributes.no')}</option>
            </SelectField>
          );
        })}
      </div>
    </fieldset>
  );
}
