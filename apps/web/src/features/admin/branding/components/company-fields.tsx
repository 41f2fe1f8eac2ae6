import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { TextField } from '@/shared/ui/field.tsx';
import type { BrandingFieldsProps } from './form-fields.ts';
import { CardSection } from '@/shared/ui/card-section.tsx';

/** The company's name as buyers see it (header, login screen, public catalogue). */
export function CompanyFields({ values, errors, edit }: BrandingFieldsProps) {
  const { t } = useTranslation('admin-settings');
  return (
    <CardSection title={t('company.title')} description={t('company.description')}>
      <div className="max-w-md">
        <TextField
          label={t('company.name')}
          required
          maxLength={200}
          autoComplete="organization"
          value={values.name}
          error={errors.name}
          onChange={(event) => edit('name', event.target.value)}
        />
      </div>
    </CardSection>
  );
}
