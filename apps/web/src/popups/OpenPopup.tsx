import { use } from 'react';
import { ChangePasswordPopup } from './ChangePasswordPopup.tsx';
import { ForgotPasswordPopup } from './ForgotPasswordPopup.tsx';
import { LoginPopup } from './LoginPopup.tsx';
import { OpenPopupContext } from './popupContext.ts';
import { RegisterPopup } from './RegisterPopup.tsx';

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
