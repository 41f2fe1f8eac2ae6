import { use } from 'react';
import { Navigate } from 'react-router';
import { readLastManufacturerCode } from '@/shared/session/session-storage.ts';
import { loadHostTenant } from '@/entities/tenant/host-tenant.ts';
import { paths } from '../paths.ts';

/**
 * `/` goes to the login of the last company used here, else of the company whose own domain this
 * is, else to the plain login. It suspends (the app's spinner) while the host is being resolved.
 */
export function RootRedirect() {
  const last = readLastManufacturerCode(localStorage);
  if (last) return <Navigate to={paths.login(last)} replace />;
  return <Navigate to={paths.login(use(loadHostTenant()))} replace />;
}
