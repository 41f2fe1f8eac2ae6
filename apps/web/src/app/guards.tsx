import { Navigate, Outlet } from 'react-router';
import { useIsSignedIn, useSession } from '@/shared/session/session-store.ts';
import { isSignedIn } from '@/shared/session/session-storage.ts';
import { paths } from './paths.ts';

/** Protected routes need a token and a manufacturer; without them they go to / (section 2). */
export function RequireSession() {
  return useIsSignedIn() ? <Outlet /> : <Navigate to={paths.root()} replace />;
}

/** Login, register and forgot-password send a signed-in user to /dashboard. */
export function VisitorOnly() {
  return useIsSignedIn() ? <Navigate to={paths.dashboard()} replace /> : <Outlet />;
}

/**
 * The manufacturer's console is for memberships with role admin. The API checks the role on every
 * call; this guard only keeps buyers from screens that would answer them 403.
 */
export function RequireAdmin() {
  const session = useSession();
  if (!isSignedIn(session)) return <Navigate to={paths.root()} replace />;
  if (session.user?.role !== 'admin') return <Navigate to={paths.dashboard()} replace />;
  return <Outlet />;
}
