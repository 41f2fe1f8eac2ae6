import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder.tsx';

/** /catalogs: a 'Coming soon' placeholder by specification. */
export function CatalogsRoute() {
  const { t } = useTranslation('catalogs');
  return <ScreenPlaceholder title={t('title')} />;
}
