import { Navigate, Outlet, useLocation } from 'react-router';
import { getToken } from '../api/client.ts';

/** Console pages need a token; without one, go to login and come back here afterwards. */
export function RequireAuth() {
  const location = useLocation();
  if (!getToken())
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
