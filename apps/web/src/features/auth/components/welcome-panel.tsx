import { Suspense, use } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { PublicSettings } from '@portal/contract';
import { loadPublicSettings } from '@/entities/tenant/load-public-settings.ts';
import { parseStyles, pickLocalized } from '@/entities/tenant/localized-text.ts';

const DEFAULT_BANNER = '/default-banner.svg';

/**
 * The left panel of the login screen: the tenant's banner (or the default), its welcome title and
 * subtitle in the current language (English when missing) with their styles, and its logo. The
 * defaults show until the branding arrives, and stay when it cannot be loaded; the form beside it
 * never waits for it.
 */
export function WelcomePanel({ code }: { code: string | null }) {
  return (
    <Suspense fallback={<Welcome settings={null} />}>
      {code ? <BrandedWelcome code={code} /> : <Welcome settings={null} />}
    </Suspense>
  );
}

function BrandedWelcome({ code }: { code: string }) {
  return <Welcome settings={use(loadPublicSettings(code))} />;
}

function Welcome({ settings }: { settings: PublicSettings | null }) {
  const { t, i18n } = useTranslation('auth');
  const language = i18n.language;
  const title = pickLocalized(settings?.welcome_title, language) || t('welcome.title');
  const subtitle = pickLocalized(settings?.welcome_subtitle, language) || t('welcome.subtitle');
  const banner = settings?.banner_image_url || DEFAULT_BANNER;

  return (
    <section
      aria-label={t('welcome.label')}
      className="relative flex min-h-40 flex-col justify-end overflow-hidden bg-slate-800 p-6 text-white md:min-h-full md:p-10"
    >
      <img
        src={banner}
        alt=""
        className="absolute inset-0 size-full object-cover"
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(DEFAULT_BANNER))
            event.currentTarget.src = DEFAULT_BANNER;
        }}
      />
      <div
        className="absolute inset-0 bg-gradient-to-t from-slate-950/80 to-slate-950/10"
        aria-hidden="true"
      />
      <div className="relative flex flex-col gap-3">
        {settings?.logo_url ? (
          <img
            src={settings.logo_url}
            alt={t('welcome.logoAlt', { name: settings.name })}
            className="h-14 w-auto self-start rounded bg-white/90 p-2"
          />
        ) : null}
        <h1
          className="text-2xl font-bold md:text-4xl"
          style={parseStyles(settings?.welcome_title_styles)}
        >
          {title}
        </h1>
        <p className="text-base md:text-lg" style={parseStyles(settings?.welcome_subtitle_styles)}>
          {subtitle}
        </p>
      </div>
    </section>
  );
}
