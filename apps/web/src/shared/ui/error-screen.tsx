import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { sessionStore } from '@/shared/session/session-store.ts';
import { Button } from './button.tsx';

/** The fallback of specification section 2: Reload Page, or Return to Login with a clean session. */
export function ErrorScreen() {
  const { t } = useTranslation();
  const returnToLogin = () => {
    sessionStore.clear();
    window.location.assign('/');
  };
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">{t('errorScreen.title')}</h1>
      <p className="text-slate-700 dark:text-slate-300">{t('errorScreen.message')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => window.location.reload()}>{t('errorScreen.reload')}</Button>
        <Button variant="secondary" onClick={returnToLogin}>
          {t('errorScreen.returnToLogin')}
        </Button>
      </div>
    </main>
  );
}
