import { use } from 'react';
import { useParams } from 'react-router';
import { loadHostTenant } from '@/entities/tenant/host-tenant.ts';

/**
 * The company of a visitor screen: the route's code, else the one whose own domain this is. Without
 * a code in the route the screen suspends until the host is resolved (once per page load), so its
 * form never goes out without the host's company.
 */
export function useRouteTenant(): { code: string | null; fromRoute: boolean } {
  const { code } = useParams();
  if (code) return { code: code.toUpperCase(), fromRoute: true };
  return { code: use(loadHostTenant()), fromRoute: false };
}
