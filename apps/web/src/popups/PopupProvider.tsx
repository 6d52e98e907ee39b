import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sessionEvents } from '../session/sessionEvents.ts';
import { OpenPopupContext, PopupContext, type Popup, type Popups } from './popupContext.ts';

function popupForPath(pathname: string): Popup | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path === '/login') return { kind: 'login' };
  if (path === '/register') return { kind: 'register' };
  return null;
}

/**
 * The account popups open from a button anywhere, or from /login and /register (spec §2: those routes
 * show home with the popup open). Closing a route-opened popup goes home. The popup itself is shown by
 * {@link OpenPopup}.
 */
export function PopupProvider({ children }: { children: ReactNode }) {
  const [chosen, setChosen] = useState<Popup | null>(null);
  // The location a route-opened popup was closed on, so it stays closed until the redirect home lands.
  const [dismissedAt, setDismissedAt] = useState<string | null>(null);
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const fromRoute = popupForPath(pathname);
  const open = chosen ?? (dismissedAt === key ? null : fromRoute);

  const api = useMemo<Popups>(
    () => ({
      openLogin: (notice) => setChosen({ kind: 'login', ...(notice ? { notice } : {}) }),
      openRegister: () => setChosen({ kind: 'register' }),
      openForgot: () => setChosen({ kind: 'forgot' }),
      openChangePassword: (forced = false) => setChosen({ kind: 'changePassword', forced }),
    }),
    [],
  );

  useEffect(() => sessionEvents.subscribe(() => api.openLogin('sessionEnded')), [api]);

  const close = () => {
    setChosen(null);
    if (fromRoute) {
      setDismissedAt(key);
      void navigate('/', { replace: true });
    }
  };

  return (
    <PopupContext value={api}>
      <OpenPopupContext value={{ open, close }}>{children}</OpenPopupContext>
    </PopupContext>
  );
}
