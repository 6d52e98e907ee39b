import { useRef, useState, useSyncExternalStore } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@croupier/contracts';
import { errorKey } from '../api/http.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { tokenStore } from '../session/tokenStore.ts';
import { useTheme } from '../theme/theme.ts';
import { Icon } from '../ui/icons.tsx';
import { MOBILE } from '../ui/useMediaQuery.ts';
import { useSite } from '../site/queries.ts';
import { launchGame, launchKey } from './api.ts';
import { withSiteLook } from './logic.ts';
import './seamless.css';

/**
 * /seamless?gameId=&mode= (spec §2): the launched game full width in a frame, side menu closed. The
 * launch answer normally comes from the tile that was clicked (seeded in the cache); on a reload the
 * page asks for a fresh launch. The header's balance follows the socket's `balance` events.
 */
export function SeamlessPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const site = useSite();
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get);
  const frameBox = useRef<HTMLDivElement>(null);
  // The theme at launch: toggling the site's theme later must not reload a game in the middle of a round.
  const [theme] = useTheme();
  const [launchTheme] = useState(theme);
  const gameId = params.get('gameId') ?? '';
  const mode = params.get('mode') === 'demo' ? 'demo' : 'real';
  const state = location.state as { name?: unknown } | null;
  const name = typeof state?.name === 'string' && state.name ? state.name : t('seamless.title');

  const launch = useQuery({
    queryKey: launchKey(gameId, mode, token),
    queryFn: () =>
      launchGame(gameId, {
        mode,
        platform: window.matchMedia(MOBILE).matches ? 'mobile' : 'desktop',
        language: i18n.language as Language,
      }),
    enabled: gameId !== '' && (mode === 'demo' || session.me !== null),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

  // Real play needs an account (spec §4); demo play is open to visitors.
  if (mode === 'real' && session.kind === 'guest') {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }

  const back = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  };
  const fullscreen = () => {
    void frameBox.current?.requestFullscreen?.().catch(() => undefined);
  };

  return (
    <div className="seamless">
      <div className="seamless-bar">
        <button type="button" className="btn btn-ghost" onClick={back}>
          <Icon name="chevronLeft" />
          {t('gamesLobby.seamless.back')}
        </button>
        <h1 className="seamless-title">
          {name}
          {mode === 'demo' && <span className="seamless-demo">{t('gamesLobby.card.demo')}</span>}
        </h1>
        <button
          type="button"
          className="icon-btn"
          aria-label={t('gamesLobby.seamless.fullscreen')}
          title={t('gamesLobby.seamless.fullscreen')}
          disabled={!launch.data || launch.data.target !== 'iframe'}
          onClick={fullscreen}
        >
          <Icon name="expand" />
        </button>
        <Link to="/" className="icon-btn" aria-label={t('gamesLobby.seamless.close')}>
          <Icon name="close" />
        </Link>
      </div>
      <div ref={frameBox} className="seamless-frame">
        {gameId === '' ? (
          <div className="seamless-note">
            <p>{t('gamesLobby.seamless.noGame')}</p>
            <Link to="/" className="btn btn-primary">
              {t('gamesLobby.lists.browse')}
            </Link>
          </div>
        ) : launch.isPending ? (
          <div className="seamless-note" role="status">
            <span className="splash-ring" aria-hidden="true" />
            <span>{t('gamesLobby.seamless.loading')}</span>
          </div>
        ) : launch.isError ? (
          <div className="seamless-note" role="alert">
            <p>{t(errorKey(launch.error))}</p>
            <button type="button" className="btn" onClick={() => void launch.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        ) : launch.data.target === 'window' ? (
          <div className="seamless-note">
            <p>{t('gamesLobby.seamless.ownWindow')}</p>
            <a className="btn btn-primary" href={launch.data.url} target="_blank" rel="noopener noreferrer">
              {t('gamesLobby.seamless.openWindow')}
            </a>
          </div>
        ) : (
          <iframe
            src={withSiteLook(launch.data.url, window.location.href, {
              theme: launchTheme,
              timeZone: site.brand.timezone,
            })}
            title={name}
            allow="autoplay; fullscreen; clipboard-write"
            referrerPolicy="no-referrer"
          />
        )}
      </div>
    </div>
  );
}
