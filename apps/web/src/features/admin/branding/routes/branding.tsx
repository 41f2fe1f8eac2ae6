import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { AdminPage } from '@/entities/admin/admin-page.tsx';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { brandingQuery } from '../api/branding.ts';
import { AboutPagesSection } from '../components/about-pages-section.tsx';
import { BrandingSettingsForm } from '../components/branding-settings-form.tsx';
import { ImagesSection } from '../components/images-section.tsx';
import { CarrierTemplatesSection } from '../components/carrier-templates-section.tsx';

/**
 * /admin/branding: what buyers see of the company (name, welcome texts, logo, banner, About Us
 * pages) and the settings of their buying screens (specification section 3).
 */
export function AdminBrandingRoute() {
  const { t } = useTranslation('admin-settings');
  const code = useAdminCode();
  const branding = useQuery(brandingQuery(code));

  return (
    <AdminPage title={t('branding.title')} description={t('branding.description')}>
      {branding.isPending ? (
        <Loading label={t('branding.loading')} />
      ) : branding.isError ? (
        <Alert tone="error">{errorMessage(branding.error, t('branding.loadError'))}</Alert>
      ) : (
        <>
          <BrandingSettingsForm code={code} saved={branding.data} />
          <ImagesSection code={code} branding={branding.data} />
          <AboutPagesSection code={code} />
          <CarrierTemplatesSection code={code} />
        </>
      )}
    </AdminPage>
  );
}
