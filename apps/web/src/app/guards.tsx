import { Navigate, Outlet } from 'react-router';
import { useIsSignedIn } from '@/shared/session/session-store.ts';
import { paths } from './paths.ts';

/** Protected routes need a token and a manufacturer; without them they go to / (section 2). */
export function RequireSession() {
  return useIsSignedIn() ? <Outlet /> : <Navigate to={paths.root()} replace />;
}

/** Login, register and forgot-password send a signed-in user to /dashboard. */
export function VisitorOnly() {
  return useIsSignedIn() ? <Navigate to={paths.dashboard()} replace /> : <Outlet />;
}
