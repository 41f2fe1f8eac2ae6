import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { AdminUom } from '@portal/contract';
import { Button } from '@/shared/ui/button.tsx';
import { errorProps, inputClasses } from '@/shared/ui/field.tsx';
import { ResponsiveTable } from '@/shared/ui/responsive-table.tsx';
import { unitRow, type UnitRow } from '../lib/product-form.ts';
import { NewUomForm } from './new-uom-form.tsx';

interface UnitsEditorProps {
  code: string;
  uoms: readonly AdminUom[];
  units: readonly UnitRow[];
  onChange: (units: UnitRow[]) => void;
  /** The error shown at a field path ('units', 'units.0.cf'). */
  errorAt: (path: string) => string | undefined;
}

const cell = 'px-2 py-2 align-top';

/**
 * The units a product sells in, each with its conversion factor, exactly one the default (the one
 * buyers order in). Units come from the tenant's list; a missing one can be created here.
 */
export function UnitsEditor({ code, uoms, units, onChange, errorAt }: UnitsEditorProps) {
  const { t } = useTranslation('admin-catalogue');
  const codeOf = (uomId: number) => uoms.find((uom) => uom.id === uomId)?.code ?? String(uomId);
  const unused = uoms.filter((uom) => !units.some((unit) => unit.uom_id === uom.id));
  const listError = errorAt('units');

  const update = (key: number, change: Partial<UnitRow>) =>
    onChange(units.map((unit) => (unit.key === key ? { ...unit, ...change } : unit)));
  const makeDefault = (key: number) =>
    onChange(units.map((unit) => ({ ...unit, is_default: unit.key === key })));
  const remove = (key: number) => {
    const rest = units.filter((unit) => unit.key !== key);
    // The default goes with its row: the first remaining unit takes over.
    const hasDefault = rest.some((unit) => unit.is_default);
    onChange(
      rest.map((unit, index) => (hasDefault || index > 0 ? unit : { ...unit, is_default: true })),
    );
  };
  const add = (uomId: number) => onChange([...units, unitRow(uomId, '1', units.length === 0)]);

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-3"
      aria-describedby={listError ? 'units-error' : undefined}
    >
      <legend className="text-base font-semibold">{t('editor.units.title')}</legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('editor.units.help')}</p>
      {units.length > 0 ? (
        <ResponsiveTable
          caption={t('editor.units.title')}
          columns={[
            t('editor.units.unit'),
            t('editor.units.factor'),
            t('editor.units.default'),
            <span key="actions" className="sr-only">
              {t('editor.units.actions')}
            </span>,
          ]}
        >
          {units.map((unit, index) => {
            const unitCode = codeOf(unit.uom_id);
            const factorId = `unit-${unit.key}-cf`;
            const factorError = errorAt(`units.${index}.cf`);
            const choices = uoms.filter(
              (uom) => uom.id === unit.uom_id || !units.some((u) => u.uom_id === uom.id),
            );
            return (
              <tr key={unit.key}>
                <td className={cell}>
                  <select
                    aria-label={t('editor.units.unitOfRow', { row: index + 1 })}
                    value={unit.uom_id}
                    onChange={(event) => update(unit.key, { uom_id: Number(event.target.value) })}
                    className={inputClasses}
                  >
                    {choices.map((uom) => (
                      <option key={uom.id} value={uom.id}>
                        {uom.description ? `${uom.code} - ${uom.description}` : uom.code}
                      </option>
                    ))}
                  </select>
                </td>
                <td className={cell}>
                  <input
                    id={factorId}
                    inputMode="decimal"
                    aria-label={t('editor.units.factorOf', { unit: unitCode })}
                    value={unit.cf}
                    onChange={(event) => update(unit.key, { cf: event.target.value })}
                    className={`${inputClasses} w-28`}
                    {...errorProps(factorId, factorError)}
                  />
                  {factorError ? (
                    <p
                      id={`${factorId}-error`}
                      className="mt-1 text-sm text-red-700 dark:text-red-400"
                    >
                      {factorError}
                    </p>
                  ) : null}
                </td>
                <td className={`${cell} pt-4`}>
                  <input
                    type="radio"
                    name="default-unit"
                    aria-label={t('editor.units.defaultOf', { unit: unitCode })}
                    checked={unit.is_default}
                    onChange={() => makeDefault(unit.key)}
                    className="size-4"
                  />
                </td>
                <td className={`${cell} text-right`}>
                  <Button
                    variant="ghost"
                    className="px-2 py-1"
                    aria-label={t('editor.units.removeOf', { unit: unitCode })}
                    onClick={() => remove(unit.key)}
                  >
                    {t('editor.units.remove')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </ResponsiveTable>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('editor.units.none')}</p>
      )}
      {listError ? (
        <p id="units-error" className="text-sm text-red-700 dark:text-red-400">
          {listError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start gap-2">
        <Button
          variant="secondary"
          disabled={unused.length === 0}
          onClick={() => unused[0] && add(unused[0].id)}
        >
          {t('editor.units.add')}
        </Button>
        <NewUomForm code={code} onCreated={(uom) => add(uom.id)} />
      </div>
    </fieldset>
  );
}
