import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../api/types.ts';
import { GAMES, RULES } from '../games/registry.tsx';
import { CrashHistoryDrawer } from '../games/crash/CrashHistory.tsx';
import { RoundSummary } from '../games/summaries.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { Icon } from '../ui/icons.tsx';
import { ErrorBanner } from './ErrorBanner.tsx';
import { FairnessPanel } from './FairnessPanel.tsx';
import { GameProvider, useGame } from './GameContext.tsx';
import { Header, type Panel } from './Header.tsx';
import { HistoryDrawer } from './HistoryDrawer.tsx';
import './shell.css';
import { formatAmount } from '@croupier/money';

/** Everything around a game: header, error banner, and the rules, fairness and history panels. */
export function GameShell({ session }: { session: Session }) {
  return (
    <GameProvider session={session}>
      <ShellBody />
    </GameProvider>
  );
}

function ShellBody() {
  const { t } = useTranslation();
  const { game, error, clearError, session, currency } = useGame();
  const [panel, setPanel] = useState<Panel>(null);
  // Mines and hi-lo pick up their open round themselves; any other game's interrupted round is reported here.
  const [interrupted, setInterrupted] = useState(() =>
    session.openRound && game.engine !== 'mines' && game.engine !== 'hilo' ? session.openRound : null,
  );
  const Game = GAMES[game.engine];
  const Rules = RULES[game.engine];
  const close = () => setPanel(null);
  const loading = (
    <div className="stage-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );

  return (
    <div className={`game-page engine-${game.engine}`}>
      <Header onOpen={setPanel} />
      <ErrorBanner error={error} onDismiss={clearError} />
      {interrupted && (
        <div className="notice-banner" role="status">
          <div>
            <p>
              {t(
                interrupted.status === 'open' || interrupted.status === 'pending'
                  ? 'launch.pending'
                  : 'launch.resumed',
                {
                  payout: formatAmount(interrupted.payout, currency),
                },
              )}
            </p>
            <RoundSummary engine={interrupted.engine} result={interrupted.result} game={game} />
          </div>
          <button
            type="button"
            className="icon-btn"
            onClick={() => setInterrupted(null)}
            aria-label={t('common.dismiss')}
          >
            <Icon name="close" />
          </button>
        </div>
      )}
      <main className="game-main">
        <Suspense fallback={loading}>
          <Game />
        </Suspense>
      </main>
      {/* Every game's history is the player's own rounds (crash bets too); crash's shared busts are its fairness. */}
      {panel === 'history' && <HistoryDrawer onClose={close} />}
      {panel === 'fairness' &&
        (game.engine === 'crash' ? (
          <CrashHistoryDrawer onClose={close} />
        ) : (
          <FairnessPanel onClose={close} />
        ))}
      {panel === 'rules' && (
        <Dialog
          title={t(game.engine === 'slot' ? 'header.paytable' : 'header.rules')}
          onClose={close}
          variant="wide"
        >
          <Suspense fallback={loading}>
            <Rules />
          </Suspense>
          <p className="rtp-note">{t('rules.rtp', { rtp: game.rtp })}</p>
        </Dialog>
      )}
    </div>
  );
}
