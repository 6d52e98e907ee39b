import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameItem } from '@croupier/contracts';
import { isFlagOn, WHITELABEL_FLAGS } from '@croupier/contracts/constants';
import { usePopups } from '../popups/popupContext.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { useSite } from '../site/queries.ts';
import { Icon } from '../ui/icons.tsx';
import { useFavouriteIds, useToggleFavourite } from './api.ts';
import { useLauncher } from './launcherContext.ts';
import { createThrottle, FAVOURITE_THROTTLE_MS, jackpotAt, JACKPOT_TICK_MS } from './logic.ts';
import './games.css';

/** One clock for every jackpot on screen, so the figures advance together and only one timer runs. */
const jackpotClock = (() => {
  let tick = Math.floor(Date.now() / JACKPOT_TICK_MS);
  const listeners = new Set<() => void>();
  let timer: number | undefined;
  return {
    get: () => tick,
    subscribe(listener: () => void) {
      listeners.add(listener);
      timer ??= window.setInterval(() => {
        tick = Math.floor(Date.now() / JACKPOT_TICK_MS);
        listeners.forEach((l) => l());
      }, JACKPOT_TICK_MS);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          window.clearInterval(timer);
          timer = undefined;
        }
      };
    },
  };
})();

function Jackpot({ amount }: { amount: string }) {
  const { t } = useTranslation();
  const site = useSite();
  const tick = useSyncExternalStore(jackpotClock.subscribe, jackpotClock.get);
  const [startTick] = useState(tick);
  const shown = jackpotAt(amount, tick - startTick, site.brand.currency);
  if (!shown) return null;
  return (
    <span className="game-jackpot tabular">
      <span className="visually-hidden">{t('gamesLobby.card.jackpot')} </span>
      {shown}
    </span>
  );
}

const favouriteThrottle = createThrottle(FAVOURITE_THROTTLE_MS);

function FavouriteButton({ game, name }: { game: GameItem; name: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const popups = usePopups();
  const ids = useFavouriteIds();
  const toggle = useToggleFavourite();
  const isFavourite = session.me !== null && (ids.data?.has(game.gameId) ?? false);
  return (
    <button
      type="button"
      className={`game-fav${isFavourite ? ' is-on' : ''}`}
      aria-pressed={isFavourite}
      aria-label={t('gamesLobby.card.favourite', { game: name })}
      onClick={() => {
        if (!session.me) {
          popups.openLogin();
          return;
        }
        // spec §4: one toggle per second per game; extra clicks are ignored rather than queued.
        if (!favouriteThrottle(game.gameId)) return;
        toggle.mutate({ game, add: !isFavourite });
      }}
    >
      <Icon name="heart" />
    </button>
  );
}

/**
 * The game card of spec §1: art, names and provider, hot badge, jackpot, favourite, free play. The game's name is
 * the tile's one launch control, stretched over the whole card, so a click anywhere on it plays. A game under
 * maintenance is shown as such, with nothing that pretends it can start.
 */
export function GameCard({ game }: { game: GameItem }) {
  const { t } = useTranslation();
  const site = useSite();
  const session = useSession();
  const launcher = useLauncher();
  const name = game.displayName || game.gameName;
  const busy = launcher.pending === game.gameId;
  const freePlay =
    session.kind === 'guest' &&
    isFlagOn(site.whitelabel, WHITELABEL_FLAGS.freePlay) &&
    !game.maintenance &&
    game.isGame !== 'VASSALAGE';

  return (
    <article className={`game-card${game.maintenance ? ' is-maintenance' : ''}`} aria-busy={busy}>
      <div className="game-art">
        {game.showIcon !== false && game.iconUrl ? (
          <img src={game.iconUrl} alt="" loading="lazy" width="240" height="180" />
        ) : (
          <span className="game-art-fallback" aria-hidden="true">
            {name.slice(0, 2)}
          </span>
        )}
        {game.isHot === 1 && <span className="game-badge game-hot">{t('gamesLobby.card.hot')}</span>}
        {game.maintenance && (
          <span className="game-badge game-maint">{t('gamesLobby.card.maintenance')}</span>
        )}
        {game.jackpot && !game.maintenance && <Jackpot amount={game.jackpot} />}
        {busy && <span className="game-busy splash-ring" aria-hidden="true" />}
      </div>
      <div className="game-meta">
        <h3 className="game-title" title={name}>
          {game.maintenance ? (
            name
          ) : (
            <button type="button" className="game-hit" disabled={busy} onClick={() => launcher.launch(game)}>
              {name}
            </button>
          )}
        </h3>
        <p className="game-sub">
          {game.gameName && game.gameName !== name ? `${game.gameName} · ` : ''}
          {game.vendorName || game.vassalage}
        </p>
      </div>
      <FavouriteButton game={game} name={name} />
      {freePlay && (
        <div className="game-actions">
          <button
            type="button"
            className="btn btn-small"
            aria-label={t('gamesLobby.card.demoGame', { game: name })}
            disabled={busy}
            onClick={() => launcher.launch(game, 'demo')}
          >
            {t('gamesLobby.card.demo')}
          </button>
        </div>
      )}
    </article>
  );
}

export function GameGrid({ games, compact = false }: { games: GameItem[]; compact?: boolean }) {
  return (
    <ul className={`game-grid${compact ? ' is-compact' : ''}`}>
      {games.map((game) => (
        <li key={game.gameId}>
          <GameCard game={game} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholders of the tiles' size while a list loads, so nothing jumps when it arrives. */
export function GameGridSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div>
      <p className="visually-hidden" role="status">
        {t('common.loading')}
      </p>
      <ul className="game-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="game-card skeleton">
            <div className="game-art" />
            <div className="game-meta">
              <span className="skeleton-line" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
