import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sessionEvents } from '../session/sessionEvents.ts';
import { ChangePasswordPopup } from './ChangePasswordPopup.tsx';
import { ForgotPasswordPopup } from './ForgotPasswordPopup.tsx';
import { LoginPopup } from './LoginPopup.tsx';
import { RegisterPopup } from './RegisterPopup.tsx';

/** Notices the login popup can open with: why the player is asked to log in (again). */
export type LoginNotice = 'sessionEnded' | 'passwordReset';

type Popup =
  | { kind: 'login'; notice?: LoginNotice }
  | { kind: 'register' }
  | { kind: 'forgot' }
  | { kind: 'changePassword'; forced: boolean };

interface Popups {
  openLogin(notice?: LoginNotice): void;
  openRegister(): void;
  openForgot(): void;
  /** Forced: after a login with a default or expired password; it closes only once changed or signed out. */
  openChangePassword(forced?: boolean): void;
}

const PopupContext = createContext<Popups | null>(null);
/** The popup on show and how it closes, read by {@link OpenPopup} wherever the app places it. */
const OpenPopupContext = createContext<{ open: Popup | null; close: () => void } | null>(null);

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

/**
 * The open popup, rendered where the app puts this: inside the launcher, so a popup's banner that links to a game
 * follows the same launch plan as a tile.
 */
export function OpenPopup() {
  const state = use(OpenPopupContext);
  if (!state) throw new Error('OpenPopup outside PopupProvider');
  const { open, close } = state;
  return (
    <>
      {open?.kind === 'login' && <LoginPopup notice={open.notice} onClose={close} />}
      {open?.kind === 'register' && <RegisterPopup onClose={close} />}
      {open?.kind === 'forgot' && <ForgotPasswordPopup onClose={close} />}
      {open?.kind === 'changePassword' && <ChangePasswordPopup forced={open.forced} onClose={close} />}
    </>
  );
}

export function usePopups(): Popups {
  const popups = use(PopupContext);
  if (!popups) throw new Error('usePopups outside PopupProvider');
  return popups;
}
