import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoginPopup } from './LoginPopup.tsx';
import { RegisterPopup } from './RegisterPopup.tsx';

type Popup = 'login' | 'register';

interface Popups {
  openLogin(): void;
  openRegister(): void;
}

const PopupContext = createContext<Popups | null>(null);

function popupForPath(pathname: string): Popup | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path === '/login') return 'login';
  if (path === '/register') return 'register';
  return null;
}

/**
 * The login and register popups open from a button anywhere, or from /login and /register
 * (spec §2: those routes show home with the popup open). Closing a route-opened popup goes home.
 */
export function PopupProvider({ children }: { children: ReactNode }) {
  const [chosen, setChosen] = useState<Popup | null>(null);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const fromRoute = popupForPath(pathname);
  const open = chosen ?? fromRoute;

  const api = useMemo<Popups>(
    () => ({ openLogin: () => setChosen('login'), openRegister: () => setChosen('register') }),
    [],
  );

  const close = () => {
    setChosen(null);
    if (fromRoute) void navigate('/', { replace: true });
  };

  return (
    <PopupContext value={api}>
      {children}
      {open === 'login' && <LoginPopup onClose={close} onRegister={api.openRegister} />}
      {open === 'register' && <RegisterPopup onClose={close} onLogin={api.openLogin} />}
    </PopupContext>
  );
}

export function usePopups(): Popups {
  const popups = use(PopupContext);
  if (!popups) throw new Error('usePopups outside PopupProvider');
  return popups;
}
