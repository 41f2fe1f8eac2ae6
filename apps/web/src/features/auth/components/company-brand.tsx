import { Suspense, use } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { loadPublicSettings } from '@/entities/tenant/load-public-settings.ts';

/**
 * The company's logo and name above a visitor form (register, forgot password) when its code is
 * known, so the visitor sees whose portal they are joining. Nothing shows while the branding
 * loads or when it cannot be loaded: the form never waits for it.
 */
export function CompanyBrand({ code }: { code: string | null }) {
  if (!code) return null;
  return (
    <Suspense fallback={null}>
      <Brand code={code} />
    </Suspense>
  );
}

function Brand({ code }: { code: string }) {
  const { t } = useTranslation('auth');
  const settings = use(loadPublicSettings(code));
  if (!settings) return null;
  return (
    <div className="flex items-center gap-3">
      {settings.logo_url ? (
        <img
          src={settings.logo_url}
          alt={t('welcome.logoAlt', { name: settings.name })}
          // A light backdrop keeps a dark logo readable in the dark theme.
          className="h-12 w-auto max-w-40 rounded bg-white p-1 object-contain"
        />
      ) : null}
      <p className="text-lg font-semibold">{settings.name}</p>
    </div>
  );
}
