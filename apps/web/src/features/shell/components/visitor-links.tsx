import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '@/app/paths.ts';
import { buttonClasses } from '@/shared/ui/button.tsx';

/** For visitors the header offers Login and Register, for the company being looked at. */
export function VisitorLinks({ code }: { code: string | null }) {
  const { t } = useTranslation('shell');
  return (
    <div className="flex items-center gap-1">
      <Link to={paths.login(code)} className={buttonClasses('ghost', 'px-3')}>
        {t('userMenu.login')}
      </Link>
      <Link to={paths.register(code)} className={buttonClasses('primary', 'px-3')}>
        {t('userMenu.register')}
      </Link>
    </div>
  );
}
