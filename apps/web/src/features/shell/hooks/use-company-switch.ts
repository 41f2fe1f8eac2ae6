import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { cartStore } from '@/shared/cart/cart-store.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { Manufacturer } from '@/shared/session/session-storage.ts';
import { sessionStore } from '@/shared/session/session-store.ts';
import { switchCompany } from '@/shared/session/switch-company.ts';
import { useToast } from '@/shared/ui/toast.tsx';

/**
 * Moves the signed-in account to another of its companies (decision 014). The new session is
 * stored as a sign-in is, so the specification's rule applies: the cart is emptied when the
 * company differs from the last one; a cart holding products asks first.
 */
export function useCompanySwitch() {
  const { t } = useTranslation('server');
  const navigate = useNavigate();
  const toast = useToast();
  const [asking, setAsking] = useState<Manufacturer | null>(null);
  const [isPending, setPending] = useState(false);

  const go = async (company: Manufacturer) => {
    setAsking(null);
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

  return {
    request: (company: Manufacturer) => {
      if (cartStore.getItems().length > 0) setAsking(company);
      else void go(company);
    },
    /** The company the user is asked about, while the cart question is open. */
    asking,
    confirm: () => {
      if (asking) void go(asking);
    },
    cancel: () => setAsking(null),
    isPending,
  };
}
