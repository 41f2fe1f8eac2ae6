import { Navigate, useParams } from 'react-router';
import { paths } from '../paths.ts';

/** `/{manufacturerCode}` goes to that company's login. */
export function CodeRedirect() {
  const { code } = useParams();
  return <Navigate to={paths.login(code)} replace />;
}
