import { useParams } from 'react-router';
import { useHostTenant } from '@/shared/tenant/host-tenant.ts';

/** The company of a visitor screen: the route's code, else the one whose own domain this is. */
export function useRouteTenant(): { code: string | null; fromRoute: boolean } {
  const { code } = useParams();
  const host = useHostTenant();
  if (code) return { code: code.toUpperCase(), fromRoute: true };
  return { code: host.data ?? null, fromRoute: false };
}
