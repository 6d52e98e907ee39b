import { useNavigate } from 'react-router';
import { type LoginAnswer, type SessionAnswer } from '@croupier/contracts';
import { usePopups } from '../popups/popupContext.ts';
import { useSession } from '../session/SessionProvider.tsx';
import type { SignInType } from './api.ts';
import { landingAfterLogin, mustChangePassword } from './loginOutcome.ts';

/**
 * The login flow's ending (spec §4), shared by every way in: password, SMS, second verification, free
 * play, registration and reset by phone. `close` runs before any navigation so a route-opened popup's
 * "go home" does not undo the landing page.
 */
export function useCompleteLogin() {
  const session = useSession();
  const popups = usePopups();
  const navigate = useNavigate();
  return async (
    answer: LoginAnswer | SessionAnswer,
    options: { type: SignInType; close: () => void; to?: string },
  ) => {
    const me = session.signIn(answer.token);
    options.close();
    if ('mustChangePassword' in answer && mustChangePassword(answer, options.type)) {
      popups.openChangePassword(true);
      return;
    }
    const landing = landingAfterLogin(await me.catch(() => null)) ?? options.to;
    if (landing) void navigate(landing);
    focusAfterLogin();
  };
}

/**
 * The "Log in" button the popup returned focus to goes away once the member is known, which would drop focus
 * to the page body: move it to the header's account menu as soon as that appears, or else (phones, where the
 * menu lives in the drawer) to the page's main heading.
 */
function focusAfterLogin(framesLeft = 60) {
  const menu = document.querySelector<HTMLElement>('[data-focus-after-login]');
  if (menu) return menu.focus();
  if (framesLeft > 0) {
    requestAnimationFrame(() => focusAfterLogin(framesLeft - 1));
    return;
  }
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus();
}
