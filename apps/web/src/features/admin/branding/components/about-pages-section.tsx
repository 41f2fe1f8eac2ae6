import { useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { CONTENT_SLUGS, LANGUAGES, type ContentSlug, type Language } from '@portal/contract';
import { SelectField } from '@/shared/ui/field.tsx';
import { TabList, tabId } from '@/shared/ui/tab-list.tsx';
import { CardSection } from '@/shared/ui/card-section.tsx';
import { PageEditor } from './page-editor.tsx';

/**
 * The About Us pages: the public one (linked from the login screen) and the one signed-in buyers
 * read, each in en, es and fr. Unsaved text of each page and language is kept while another is
 * shown.
 */
export function AboutPagesSection({ code }: { code: string }) {
  const { t } = useTranslation(['admin-settings', 'common']);
  const idPrefix = useId();
  const [slug, setSlug] = useState<ContentSlug>('about-us');
  const [language, setLanguage] = useState<Language>('en');
  const [drafts, setDrafts] = useState<Record<string, string | undefined>>({});
  const key = `${slug}/${language}`;
  const tabs = LANGUAGES.map((value) => ({
    value,
    label: t(`common:language.${value}`),
  }));

  return (
    <CardSection title={t('pages.title')} description={t('pages.description')}>
      <div className="max-w-md">
        <SelectField
          label={t('pages.page')}
          value={slug}
          onChange={(event) => setSlug(event.target.value as ContentSlug)}
        >
          {CONTENT_SLUGS.map((value) => (
            <option key={value} value={value}>
              {t(`pages.slug.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TabList
        label={t('pages.language')}
        tabs={tabs}
        value={language}
        onChange={setLanguage}
        idPrefix={idPrefix}
      />
      <div id={`${idPrefix}-panel`} role="tabpanel" aria-labelledby={tabId(idPrefix, language)}>
        <PageEditor
          key={key}
          code={code}
          slug={slug}
          language={language}
          draft={drafts[key]}
          setDraft={(html) => setDrafts((current) => ({ ...current, [key]: html }))}
        />
      </div>
    </CardSection>
  );
}
