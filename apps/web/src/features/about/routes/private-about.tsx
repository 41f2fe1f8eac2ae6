import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { useSettings } from '@/entities/tenant/private-settings.ts';
import { AboutContent } from '../components/about-content.tsx';

/** /about-us signed in: the page named by the setting b2b_about_us_private. */
export function PrivateAboutRoute() {
  const { t } = useTranslation('about');
  const code = useSession().manufacturer?.code ?? '';
  const settings = useSettings(code);
  return (
    <div className="flex flex-1 flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('private.title')}</h1>
      <AboutContent
        code={code}
        urls={settings.data?.b2b_about_us_private}
        settingsPending={settings.isPending}
        title={t('private.title')}
        notAvailable={t('private.notConfigured')}
        loadError={t('private.loadError')}
      />
    </div>
  );
}
