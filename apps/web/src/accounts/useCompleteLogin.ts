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
  };
}
