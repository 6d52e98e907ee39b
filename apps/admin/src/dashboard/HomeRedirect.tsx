import { Navigate } from 'react-router';
import { useMe } from '../api/queries.ts';
import { canSeeGgr } from '../vendors/rules.ts';

/** The console opens on the dashboard for those who read revenue figures, on the settings for everyone else. */
export function HomeRedirect() {
  const me = useMe();
  // Right after sign-in the session query can be idle for a render: wait for the role, not for `isPending`.
  if (me.data === undefined && !me.isError) return null;
  return <Navigate to={canSeeGgr(me.data?.role) ? '/dashboard' : '/settings'} replace />;
}
