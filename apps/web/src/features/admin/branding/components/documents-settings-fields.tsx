import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { CardSection } from '@/shared/ui/card-section.tsx';
import { knownTimeZones } from '@portal/contract/admin/branding';
import { SelectField, TextField } from '@/shared/ui/field.tsx';
import type { BrandingFieldsProps } from './form-fields.ts';

/** The portal's own blue, which e-mails and documents use while no colour is set. */
const DEFAULT_COLOR = '#1d4ed8';

/**
 * What the company sends (issue 27): the colour of its e-mails' and documents' headings and
 * buttons, the address its e-mails come from, whether the buyer's order confirmation carries the
 * order's PDF, whether invited colleagues wait for approval, and the time zone quotes end in.
 */
export function DocumentsSettingsFields({ values, errors, edit }: BrandingFieldsProps) {
  const { t } = useTranslation('admin-settings');
  const attachId = useId();
  const waitId = useId();
  const zoneHelpId = useId();
  const color = /^#[0-9a-f]{6}$/i.test(values.brand_color) ? values.brand_color : DEFAULT_COLOR;
  return (
    <CardSection title={t('documents.title')} description={t('documents.description')}>
      <div className="flex max-w-md items-end gap-3">
        <div className="grow">
          <TextField
            label={t('documents.brand_color.label')}
            placeholder={DEFAULT_COLOR}
            maxLength={7}
            spellCheck={false}
            value={values.brand_color}
            error={errors.brand_color}
            onChange={(event) => edit('brand_color', event.target.value)}
          />
        </div>
        <input
          type="color"
          aria-label={t('documents.brand_color.picker')}
          className="mb-1 h-10 w-12 cursor-pointer rounded border border-slate-300 dark:border-slate-600"
          value={color}
          onChange={(event) => edit('brand_color', event.target.value)}
        />
      </div>
      <p className="-mt-2 text-xs text-slate-600 dark:text-slate-400">
        {t('documents.brand_color.help')}
      </p>
      <div className="max-w-md">
        <TextField
          label={t('documents.mail_from.label')}
          type="email"
          maxLength={254}
          autoComplete="off"
          value={values.mail_from}
          error={errors.mail_from}
          onChange={(event) => edit('mail_from', event.target.value)}
        />
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {t('documents.mail_from.help')}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-2">
          <input
            id={attachId}
            type="checkbox"
            className="mt-0.5 size-4"
            checked={values.order_pdf_attachment}
            aria-describedby={`${attachId}-help`}
            onChange={(event) => edit('order_pdf_attachment', event.target.checked)}
          />
          <label htmlFor={attachId} className="text-sm font-medium">
            {t('documents.order_pdf_attachment.label')}
          </label>
        </div>
        <p id={`${attachId}-help`} className="ml-6 text-xs text-slate-600 dark:text-slate-400">
          {t('documents.order_pdf_attachment.help')}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-2">
          <input
            id={waitId}
            type="checkbox"
            className="mt-0.5 size-4"
            checked={values.invited_colleagues_wait}
            aria-describedby={`${waitId}-help`}
            onChange={(event) => edit('invited_colleagues_wait', event.target.checked)}
          />
          <label htmlFor={waitId} className="text-sm font-medium">
            {t('documents.invited_colleagues_wait.label')}
          </label>
        </div>
        <p id={`${waitId}-help`} className="ml-6 text-xs text-slate-600 dark:text-slate-400">
          {t('documents.invited_colleagues_wait.help')}
        </p>
      </div>
      <div className="flex max-w-md flex-col gap-1">
        <SelectField
          label={t('documents.time_zone.label')}
          value={values.time_zone}
          error={errors.time_zone}
          // The field's error, when there is one, describes it instead.
          aria-describedby={errors.time_zone ? undefined : zoneHelpId}
          onChange={(event) => edit('time_zone', event.target.value)}
        >
          <option value="">{t('documents.time_zone.utc')}</option>
          {[...knownTimeZones()].map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </SelectField>
        <p id={zoneHelpId} className="text-xs text-slate-600 dark:text-slate-400">
          {t('documents.time_zone.help')}
        </p>
      </div>
    </CardSection>
  );
}
