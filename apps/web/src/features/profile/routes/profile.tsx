import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder.tsx';

/** /profile. Built by the buying-flow issue. */
export function ProfileRoute() {
  const { t } = useTranslation('profile');
  return <ScreenPlaceholder title={t('profilePage.title')} />;
}
