import { useTranslation } from 'react-i18next';
import type { Route } from '../lib/launch.ts';
import { useErrorText } from './ErrorBanner.tsx';
import { GameShell } from './GameShell.tsx';
import { useLaunch } from './useLaunch.ts';
import './shell.css';

/** /play/:vassalage/:gameCode: opens the session from the launch token, then the game. */
export function PlayPage({ route }: { route: Extract<Route, { page: 'play' }> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { state, retry } = useLaunch(route);

  if (state.status === 'loading') {
    return (
      <div className="launch-screen" role="status">
        <span className="spinner" aria-hidden="true" />
        <p>{t('launch.loading')}</p>
      </div>
    );
  }
  if (state.status === 'failed') {
    const code = state.error.code;
    // An expired token, a blocked player or a missing game cannot be fixed by trying again from here.
    const retryable = code === 'NETWORK' || code === 'INTERNAL_ERROR' || code === 'WALLET_UNAVAILABLE';
    return (
      <div className="launch-screen" role="alert">
        <h1>{t('launch.failedTitle')}</h1>
        <p>{errorText(state.error).message}</p>
        {code === 'SESSION_EXPIRED' && <p className="field-hint">{t('launch.relaunch')}</p>}
        {retryable && (
          <button type="button" className="btn btn-primary" onClick={retry}>
            {t('common.retry')}
          </button>
        )}
      </div>
    );
  }
  return <GameShell session={state.session} />;
}
