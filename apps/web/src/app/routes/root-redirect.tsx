import { Navigate } from 'react-router';
import { readLastManufacturerCode } from '@/shared/session/session-storage.ts';
import { useHostTenant } from '@/shared/tenant/host-tenant.ts';
import { PageSpinner } from '@/shared/ui/loading.tsx';
import { paths } from '../paths.ts';

/**
 * `/` goes to the login of the last company used here, else of the company whose own domain this
 * is, else to the plain login.
 */
export function RootRedirect() {
  const last = readLastManufacturerCode(localStorage);
  const host = useHostTenant();
  if (last) return <Navigate to={paths.login(last)} replace />;
  if (host.isPending) return <PageSpinner />;
  return <Navigate to={paths.login(host.data)} replace />;
}
