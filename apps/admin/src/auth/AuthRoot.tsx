import { createContext, useCallback, useContext, useEffect, type ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { api, onUnauthorized, setToken } from '../api/client.ts';
import { ToastProvider } from '../ui/Toast.tsx';

interface AuthContextValue {
  signIn: (token: string, to?: string) => void;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthRoot');
  return value;
}

/** Root route: owns the session, and sends the operator back to login whenever a call gets a 401. */
export function AuthRoot({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    onUnauthorized(() => {
      // Drop cached data so nothing from the old session shows after the next sign-in.
      queryClient.clear();
      void navigate('/login', { replace: true, state: { sessionEnded: true } });
    });
    return () => onUnauthorized(null);
  }, [navigate, queryClient]);

  const signIn = useCallback(
    (token: string, to = '/') => {
      setToken(token);
      queryClient.clear();
      void navigate(to, { replace: true });
    },
    [navigate, queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await api<void>('DELETE', '/auth/session');
    } catch {
      // The local session ends whatever the server says; the token is dropped below.
    }
    setToken(null);
    queryClient.clear();
    void navigate('/login', { replace: true });
  }, [navigate, queryClient]);

  return (
    <AuthContext.Provider value={{ signIn, signOut }}>
      <ToastProvider>{children ?? <Outlet />}</ToastProvider>
    </AuthContext.Provider>
  );
}
