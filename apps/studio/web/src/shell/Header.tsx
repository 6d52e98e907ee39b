import { useTranslation } from 'react-i18next';
import { formatMoney } from '@croupier/money';
import { Icon } from '../ui/icons.tsx';
import { useGame } from './GameContext.tsx';

export type Panel = 'history' | 'fairness' | 'rules' | null;

/**
 * The shared game header: the game's name, play-money badge in demo mode, balance (in the session's currency,
 * refreshed after every round), the last win, and the rules, fairness and history panels.
 */
export function Header({ onOpen }: { onOpen: (panel: Exclude<Panel, null>) => void }) {
  const { t, i18n } = useTranslation();
  const { game, session, balance, currency, lastWin } = useGame();
  const name = game.localizedNames[i18n.language] ?? game.name;
  return (
    <header className="game-header">
      <div className="game-title">
        <h1>{name}</h1>
        {session.mode === 'demo' && (
          <span className="demo-badge" title={t('header.demoHint')}>
            {t('header.demo')}
          </span>
        )}
      </div>
      <dl className="game-stats">
        <div>
          <dt>
            {t('header.balance')} <span className="currency-code">{currency.code}</span>
          </dt>
          <dd className="money" aria-live="polite" data-testid="balance">
            {formatMoney(balance, currency)}
          </dd>
        </div>
        <div>
          <dt>{t('header.lastWin')}</dt>
          <dd className={`money${lastWin !== null && lastWin > 0n ? ' is-win' : ''}`}>
            {lastWin === null ? '—' : formatMoney(lastWin, currency)}
          </dd>
        </div>
      </dl>
      <nav className="game-tools" aria-label={t('header.tools')}>
        <button
          type="button"
          className="icon-btn"
          onClick={() => onOpen('rules')}
          aria-label={t(game.engine === 'slot' ? 'header.paytable' : 'header.rules')}
          title={t(game.engine === 'slot' ? 'header.paytable' : 'header.rules')}
        >
          <Icon name="info" />
        </button>
        <button
          type="button"
          className="icon-btn"
          onClick={() => onOpen('fairness')}
          aria-label={t('header.fairness')}
          title={t('header.fairness')}
        >
          <Icon name="shield" />
        </button>
        <button
          type="button"
          className="icon-btn"
          onClick={() => onOpen('history')}
          aria-label={t('header.history')}
          title={t('header.history')}
        >
          <Icon name="history" />
        </button>
      </nav>
    </header>
  );
}
