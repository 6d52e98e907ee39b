import { Suspense, use } from 'react';
import { lazyPage } from '../routes/lazyPage.ts';
import { OpenPopupContext } from './popupContext.ts';

// Each form is its own chunk, fetched when first opened: the first page load carries none of them.
const ChangePasswordPopup = lazyPage(() =>
  import('./ChangePasswordPopup.tsx').then((m) => m.ChangePasswordPopup),
);
const ForgotPasswordPopup = lazyPage(() =>
  import('./ForgotPasswordPopup.tsx').then((m) => m.ForgotPasswordPopup),
);
const LoginPopup = lazyPage(() => import('./LoginPopup.tsx').then((m) => m.LoginPopup));
const RegisterPopup = lazyPage(() => import('./RegisterPopup.tsx').then((m) => m.RegisterPopup));

/**
 * The open popup, rendered where the app puts this: inside the launcher, so a popup's banner that links to a game
 * follows the same launch plan as a tile.
 */
export function OpenPopup() {
  const state = use(OpenPopupContext);
  if (!state) throw new Error('OpenPopup outside PopupProvider');
  const { open, close } = state;
  return (
    <Suspense fallback={null}>
      {open?.kind === 'login' && <LoginPopup notice={open.notice} onClose={close} />}
      {open?.kind === 'register' && <RegisterPopup onClose={close} />}
      {open?.kind === 'forgot' && <ForgotPasswordPopup onClose={close} />}
      {open?.kind === 'changePassword' && <ChangePasswordPopup forced={open.forced} onClose={close} />}
    </Suspense>
  );
}
