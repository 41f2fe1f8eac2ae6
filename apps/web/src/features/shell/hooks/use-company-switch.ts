import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { Manufacturer } from '@/shared/session/session-storage.ts';
import { sessionStore } from '@/shared/session/session-store.ts';
import { switchCompany } from '@/shared/session/switch-company.ts';
import { useToast } from '@/shared/ui/toast.tsx';

/**
 * Moves the signed-in account to another of its companies (decision 014). The new session is
 * stored as a sign-in is. Nothing is asked first: each company keeps its own cart on the device
 * (issue 27 point 5), so the cart left behind comes back on switching back.
 */
export function useCompanySwitch() {
  const { t } = useTranslation('server');
  const navigate = useNavigate();
  const toast = useToast();
  const [isPending, setPending] = useState(false);

  const go = async (company: Manufacturer) => {
    setPending(true);
    try {
      sessionStore.signIn(await switchCompany(company.code));
    } catch (failure) {
      toast.error(errorMessage(failure, t('errors.unexpected')));
      return;
    } finally {
      setPending(false);
    }
    await navigate(paths.dashboard(), { replace: true });
  };

  return { request: (company: Manufacturer) => void go(company), isPending };
}
