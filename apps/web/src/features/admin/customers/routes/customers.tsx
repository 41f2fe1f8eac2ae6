import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder.tsx';

// PLACEHOLDER: replaced by the screen of issue 6 in this session.
export function AdminCustomersRoute() {
  const { t } = useTranslation('admin');
  return <ScreenPlaceholder title={t('nav.customers')} />;
}
