import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { LANGUAGES } from '@portal/contract';
import { TextAreaField, TextField } from '@/shared/ui/field.tsx';
import { errorAt } from '../lib/branding-form.ts';
import type { BrandingFieldsProps } from './form-fields.ts';
import { CardSection } from '@/shared/ui/card-section.tsx';

/**
 * The login screen's welcome title and subtitle in each language (a language left empty shows the
 * English text), and the inline styles of each.
 */
export function WelcomeFields({ values, errors, edit }: BrandingFieldsProps) {
  const { t } = useTranslation(['admin-settings', 'common']);
  return (
    <CardSection title={t('welcome.title')} description={t('welcome.description')}>
      <div className="grid gap-4 lg:grid-cols-3">
        {LANGUAGES.map((language) => {
          const name = t(`common:language.${language}`);
          return (
            <fieldset
              key={language}
              className="flex flex-col gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-700"
            >
              <legend className="px-1 text-sm font-semibold">{name}</legend>
              <TextField
                label={t('welcome.titleIn', { language: name })}
                lang={language}
                maxLength={300}
                value={values.welcome_title[language]}
                error={errors[`welcome_title.${language}`]}
                onChange={(event) =>
                  edit(
                    'welcome_title',
                    { ...values.welcome_title, [language]: event.target.value },
                    `welcome_title.${language}`,
                  )
                }
              />
              <TextAreaField
                label={t('welcome.subtitleIn', { language: name })}
                lang={language}
                rows={3}
                maxLength={500}
                value={values.welcome_subtitle[language]}
                error={errors[`welcome_subtitle.${language}`]}
                onChange={(event) =>
                  edit(
                    'welcome_subtitle',
                    { ...values.welcome_subtitle, [language]: event.target.value },
                    `welcome_subtitle.${language}`,
                  )
                }
              />
            </fieldset>
          );
        })}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {(['welcome_title_styles', 'welcome_subtitle_styles'] as const).map((field) => (
          <TextAreaField
            key={field}
            label={t(`welcome.${field}`)}
            rows={3}
            spellCheck={false}
            placeholder="color: #ffffff"
            value={values[field]}
            error={errorAt(errors, field)}
            onChange={(event) => edit(field, event.target.value)}
          />
        ))}
      </div>
      <p className="-mt-2 text-xs text-slate-600 dark:text-slate-400">{t('welcome.stylesHelp')}</p>
    </CardSection>
  );
}
