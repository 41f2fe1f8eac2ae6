import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import { paths } from '@/app/paths.ts';
import { usePublicSettings } from '@/entities/tenant/public-settings.ts';
import { AboutContent } from '../components/about-content.tsx';

/** /about-us/{code}: the public page, from the URL in the public settings, and a way back. */
export function PublicAboutRoute() {
  const { t } = useTranslation('about');
  const code = (useParams().code ?? '').toUpperCase();
  const settings = usePublicSettings(code);
  const title = settings.data?.name
    ? t('public.titleOf', { name: settings.data.name })
    : t('public.title');
  return (
    <div className="flex flex-1 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <Link
          to={paths.login(code)}
          className="text-sm font-medium text-blue-700 hover:underline dark:text-sky-300"
        >
          {t('public.backToLogin')}
        </Link>
      </div>
      <AboutContent
        code={code}
        urls={settings.data?.about_us_url}
        settingsPending={settings.isPending}
        title={title}
        notAvailable={t('public.notAvailable')}
        loadError={t('public.loadError')}
      />
    </div>
  );
}
