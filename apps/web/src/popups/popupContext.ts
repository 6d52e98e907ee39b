import { createContext, use } from 'react';

/** Notices the login popup can open with: why the player is asked to log in (again). */
export type LoginNotice = 'sessionEnded' | 'passwordReset';

export type Popup =
  | { kind: 'login'; notice?: LoginNotice }
  | { kind: 'register' }
  | { kind: 'forgot' }
  | { kind: 'changePassword'; forced: boolean };

export interface Popups {
  openLogin(notice?: LoginNotice): void;
  openRegister(): void;
  openForgot(): void;
  /** Forced: after a login with a default or expired password; it closes only once changed or signed out. */
  openChangePassword(forced?: boolean): void;
}

export const PopupContext = createContext<Popups | null>(null);
/** The popup on show and how it closes, read by {@link OpenPopup} wherever the app places it. */
export const OpenPopupContext = createContext<{ open: Popup | null; close: () => void } | null>(null);

export function usePopups(): Popups {
  const popups = use(PopupContext);
  if (!popups) throw new Error('usePopups outside PopupProvider');
  return popups;
}
