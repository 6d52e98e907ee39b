import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GameItem, GamePage, Language, VendorWallet } from '@croupier/contracts';
import type { GameType } from '@croupier/contracts/constants';
import { ApiError } from '@croupier/web-kit';
import { apiGet, errorKey } from '../api/http.ts';
import { usePopups } from '../popups/popupContext.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { tokenStore } from '../session/tokenStore.ts';
import { MOBILE } from '../ui/useMediaQuery.ts';
import { launchGame, launchKey } from './api.ts';
import type { LaunchDialog } from './LaunchDialogs.tsx';
import { lazyPage } from '../routes/lazyPage.ts';
import { LauncherContext, type Launcher, type LaunchMode } from './launcherContext.ts';
import { gameListQuery, isListCategory, planBannerGame, planLaunch, vendorListPath } from './logic.ts';

// The dialogs open only when a launch needs them (a login, a transfer, a game under maintenance): their own chunk.
const LaunchDialogs = lazyPage(() => import('./LaunchDialogs.tsx').then((m) => m.LaunchDialogs));

// Only a launch into a transfer wallet opens it: its own chunk, not part of every page's first load.
const TransferDialog = lazyPage(() =>
  import('../transfer-wallet/TransferDialog.tsx').then((m) => m.TransferDialog),
);

/** Where the launched game is shown: the answered URL in /seamless's frame, or a window of its own. */
export function seamlessPath(gameId: string, mode: LaunchMode): string {
  return `/seamless?${new URLSearchParams({ gameId, mode }).toString()}`;
}

/** The launch flow of spec §1, §2 and §4, shared by every tile, row, page and the header. */
export function LauncherProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const session = useSession();
  const popups = usePopups();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);
  const [dialog, setDialog] = useState<LaunchDialog | null>(null);
  /** A real-money game of a transfer-wallet vendor: the transfer in is offered before it starts. */
  const [transferFirst, setTransferFirst] = useState<{
    game: GameItem;
    mode: LaunchMode;
    wallet: VendorWallet;
  } | null>(null);

  const start = useCallback(
    async (game: Pick<GameItem, 'gameId' | 'gameName' | 'displayName'>, mode: LaunchMode) => {
      setPending(game.gameId);
      try {
        const answer = await launchGame(game.gameId, {
          mode,
          platform: window.matchMedia(MOBILE).matches ? 'mobile' : 'desktop',
          language: i18n.language as Language,
        });
        if (answer.target === 'window') {
          // Opened without noopener so a blocked popup is detectable (null); the opener is cut right after.
          const opened = window.open(answer.url, '_blank');
          if (opened) opened.opener = null;
          else setDialog({ kind: 'blocked', url: answer.url, name: game.displayName || game.gameName });
          return;
        }
        queryClient.setQueryData(launchKey(game.gameId, mode, tokenStore.get()), answer);
        void navigate(seamlessPath(game.gameId, mode), {
          state: { name: game.displayName || game.gameName },
        });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'LOGIN_REQUIRED') popups.openLogin();
        else if (error instanceof ApiError && error.code === 'TRIAL_NOT_ALLOWED')
          setDialog({ kind: 'trial' });
        else if (error instanceof ApiError && error.code === 'GAME_MAINTENANCE') {
          const suggestions = Array.isArray(error.extra.suggestions)
            ? (error.extra.suggestions as GameItem[])
            : [];
          setDialog({ kind: 'maintenance', suggestions });
        } else setDialog({ kind: 'error', message: errorKey(error) });
      } finally {
        setPending(null);
      }
    },
    [i18n.language, navigate, popups, queryClient],
  );

  /** A tile's plan (spec §1, §2, §4), followed: every way a game is launched goes through here. */
  const follow = useCallback(
    (game: GameItem, mode: LaunchMode) => {
      const plan = planLaunch(game, session.kind, mode);
      if (plan.kind === 'login') popups.openLogin();
      else if (plan.kind === 'trial') setDialog({ kind: 'trial' });
      else if (plan.kind === 'navigate') {
        // A lottery game picked in its vendor's list leaves the list behind with the page it opens.
        setDialog(null);
        void navigate(plan.to);
      } else if (plan.kind === 'providers') {
        setDialog({
          kind: 'providers',
          gameType: plan.gameType,
          vassalage: plan.vassalage,
          name: game.displayName,
        });
      } else {
        setDialog(null);
        if (mode === 'demo') {
          void start(game, mode);
          return;
        }
        // Only real accounts get here (planLaunch sent guests and trial accounts away). Should the list not
        // load, the game still starts: the transfer is an offer, never a gate.
        // The transfer wallets' code is fetched with the first real launch, not with every page.
        void import('../transfer-wallet/api.ts')
          .then(({ transferWalletOf }) => transferWalletOf(queryClient, game.vassalage))
          .catch(() => null)
          .then((wallet) => {
            if (wallet) setTransferFirst({ game, mode, wallet });
            else void start(game, mode);
          });
      }
    },
    [session.kind, popups, navigate, start, queryClient],
  );

  const launch = useCallback(
    (game: GameItem, mode: LaunchMode = 'real') => {
      if (!pending) follow(game, mode);
    },
    [pending, follow],
  );

  const launchById = useCallback(
    (gameId: string) => {
      if (pending) return;
      const fetchItem = (id: string) =>
        queryClient
          .fetchQuery({
            queryKey: ['games', 'item', i18n.language, id],
            queryFn: ({ signal }) =>
              apiGet<GameItem>(`/games/${encodeURIComponent(id)}?language=${i18n.language}`, { signal }),
            staleTime: 30_000,
          })
          .catch((error: unknown) => {
            if (error instanceof ApiError && error.code === 'NOT_FOUND') return null;
            throw error;
          });
      setPending(gameId);
      void planBannerGame(gameId, session.kind, fetchItem)
        .then((planned) => {
          setPending(null);
          if (planned.kind === 'login') popups.openLogin();
          else if (planned.kind === 'trial') setDialog({ kind: 'trial' });
          // A game no longer on show: the maintenance answer, as a launch refused for it would give.
          else if (planned.kind === 'gone') setDialog({ kind: 'maintenance', suggestions: [] });
          else follow(planned.item, 'real');
        })
        .catch((error: unknown) => {
          setPending(null);
          setDialog({ kind: 'error', message: errorKey(error) });
        });
    },
    [pending, session.kind, popups, queryClient, i18n.language, follow],
  );

  const launchVendor = useCallback(
    (gameType: GameType, vassalage: string, name: string) => {
      if (isListCategory(gameType)) {
        void navigate(vendorListPath(gameType, vassalage));
        return;
      }
      // A sports, lottery or cockfight vendor is one product: launch it when it has a single entry.
      void queryClient
        .fetchQuery({
          queryKey: ['games', 'vendor', i18n.language, gameType, vassalage],
          queryFn: ({ signal }) =>
            apiGet<GamePage>(
              `/games?${gameListQuery({ gameType, vassalage, language: i18n.language, page: 1 })}`,
              { signal },
            ),
          staleTime: 30_000,
        })
        .then((page) => {
          const only = page.items.length === 1 ? page.items[0] : undefined;
          if (only) launch(only);
          else setDialog({ kind: 'providers', gameType, vassalage, name });
        })
        .catch((error: unknown) => setDialog({ kind: 'error', message: errorKey(error) }));
    },
    [navigate, queryClient, i18n.language, launch],
  );

  const value = useMemo<Launcher>(
    () => ({ pending, launch, launchById, launchVendor }),
    [pending, launch, launchById, launchVendor],
  );
  return (
    <LauncherContext value={value}>
      {children}
      {dialog && (
        <Suspense fallback={null}>
          <LaunchDialogs dialog={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      {transferFirst && (
        <Suspense fallback={null}>
          <TransferDialog
            wallet={transferFirst.wallet}
            direction="in"
            onClose={() => setTransferFirst(null)}
            launch={{
              onPlay: () => {
                setTransferFirst(null);
                void start(transferFirst.game, transferFirst.mode);
              },
            }}
          />
        </Suspense>
      )}
    </LauncherContext>
  );
}
