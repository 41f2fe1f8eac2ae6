import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { MAX_PAGE_BYTES, type ContentSlug, type Language } from '@portal/contract';
import { paths } from '@/app/paths.ts';
import { apiFieldErrors } from '@/shared/lib/form-errors.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { ConfirmModal } from '@/shared/ui/confirm-modal.tsx';
import { ContentFrame } from '@/shared/ui/content-frame.tsx';
import { TextAreaField } from '@/shared/ui/field.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { pageQuery, useSavePage } from '../api/branding.ts';

interface PageEditorProps {
  code: string;
  slug: ContentSlug;
  language: Language;
  /** Unsaved text of this page (kept while the administrator looks at another), or none. */
  draft: string | undefined;
  setDraft: (html: string | undefined) => void;
}

/**
 * One About Us page in one language: its HTML beside a preview in the same sandboxed frame buyers
 * see. The server strips anything that could run; what it kept replaces the text after a save.
 * Saving an empty page removes it, after a confirmation.
 */
export function PageEditor({ code, slug, language, draft, setDraft }: PageEditorProps) {
  const { t } = useTranslation(['admin-settings', 'common', 'server']);
  const toast = useToast();
  const page = useQuery(pageQuery(code, slug, language));
  const save = useSavePage(code, slug, language);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [cleaned, setCleaned] = useState(false);
  const text = draft ?? page.data?.html ?? '';
  const preview = useDeferredValue(text);
  const languageName = t(`common:language.${language}`);
  const pageName = t(`pages.slug.${slug}`);

  if (page.isPending) return <Loading label={t('pages.loading')} />;
  if (page.isError) {
    return <Alert tone="error">{errorMessage(page.error, t('pages.loadError'))}</Alert>;
  }
  const saved = page.data;
  const dirty = draft !== undefined && draft !== saved.html;
  const send = (html: string) => {
    setCleaned(false);
    save.mutate(html, {
      onSuccess: (answer) => {
        setDraft(undefined);
        setCleaned(answer.data.html !== '' && answer.data.html !== html.trim());
        toast.success(t(answer.data.html ? 'pages.saved' : 'pages.removed'));
      },
    });
  };
  const submit = () => (text.trim() === '' && saved.url ? setConfirmRemove(true) : send(text));
  const buyerLink = slug === 'about-us' ? paths.publicAboutUs(code) : paths.aboutUs();

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {saved.url ? (
          <>
            {t('pages.published')}{' '}
            <Link to={buyerLink} className="text-blue-800 underline dark:text-sky-300">
              {buyerLink}
            </Link>
          </>
        ) : (
          t('pages.missing')
        )}
      </p>
      {cleaned ? <Alert tone="info">{t('pages.cleaned')}</Alert> : null}
      {save.isError && !apiFieldErrors(save.error).html ? (
        <Alert tone="error">{errorMessage(save.error, t('server:errors.unexpected'))}</Alert>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <TextAreaField
          label={t('pages.html', { page: pageName, language: languageName })}
          rows={16}
          spellCheck={false}
          value={text}
          error={save.error ? apiFieldErrors(save.error).html : undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium text-slate-700 dark:text-slate-200">
            {t('pages.preview')}
          </p>
          <ContentFrame
            html={preview}
            title={t('pages.previewOf', { page: pageName, language: languageName })}
            className="min-h-80"
          />
        </div>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {t('pages.help', { max: MAX_PAGE_BYTES / 1024 })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={submit} disabled={!dirty || save.isPending}>
          {save.isPending ? t('pages.saving') : t('pages.save')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(undefined);
            save.reset();
          }}
          disabled={!dirty || save.isPending}
        >
          {t('pages.discard')}
        </Button>
      </div>
      <ConfirmModal
        open={confirmRemove}
        danger
        title={t('pages.confirmRemoveTitle')}
        message={t('pages.confirmRemove', { page: pageName, language: languageName })}
        confirmLabel={t('pages.remove')}
        onCancel={() => setConfirmRemove(false)}
        onConfirm={() => {
          setConfirmRemove(false);
          send('');
        }}
      />
    </div>
  );
}
