import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Currency } from '@croupier/money';
import { ApiError } from '@croupier/web-kit';
import { api, type GameApiError, toGameError } from '../api/client.ts';
import type { Action, Bet, Fairness, Game, Round, Session } from '../api/types.ts';
import { rememberAction, rememberBet } from '../lib/betStore.ts';
import { currencyFor, minorOf, toDecimal, type StakeLimits } from '../lib/money.ts';

export interface GameApi {
  session: Session;
  game: Game;
  currency: Currency;
  /** Balance shown now, in minor units: while a round animates it is the balance before the win lands. */
  balance: bigint;
  limits: StakeLimits;
  /** The stake of single-stake games and the chip of table games, as typed (decimal string). */
  stake: string;
  setStake: (stake: string) => void;
  lastWin: bigint | null;
  fairness: Fairness;
  setFairness: (fairness: Fairness) => void;
  /** A round is in flight or animating: bet controls stay locked until `finish`. */
  busy: boolean;
  error: GameApiError | null;
  report: (error: unknown) => void;
  clearError: () => void;
  /** Places a bet; the round's outcome is shown by the game, which calls `finish` when its animation is done. */
  play: (bet: Bet) => Promise<Round | null>;
  act: (round: Round, action: Action) => Promise<Round | null>;
  finish: (round: Round) => void;
  setBalanceText: (balance: string) => void;
  refreshBalance: () => Promise<void>;
  /** A payout settled outside `finish` (a crash cash-out) for the header's last win. */
  showWin: (payout: bigint) => void;
}

const GameContext = createContext<GameApi | null>(null);

export function useGame(): GameApi {
  const value = useContext(GameContext);
  if (!value) throw new Error('useGame outside a GameProvider');
  return value;
}

/** The stake a game starts with: its minimum, or 1.00 when that is allowed and larger. */
function initialStake(game: Game, currency: Currency): string {
  const min = minorOf(game.minStake, currency);
  const max = minorOf(game.maxStake, currency);
  const one = 10n ** BigInt(currency.decimals);
  return toDecimal(min < one && one <= max ? one : min, currency);
}

export function GameProvider({ session, children }: { session: Session; children: ReactNode }) {
  const queryClient = useQueryClient();
  const currency = useMemo(() => currencyFor(session.currency), [session.currency]);
  const [balance, setBalance] = useState(() => minorOf(session.balance, currency));
  const [stake, setStake] = useState(() => initialStake(session.game, currency));
  const [lastWin, setLastWin] = useState<bigint | null>(null);
  const [fairness, setFairness] = useState(session.fairness);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<GameApiError | null>(null);
  // A second click while a bet is on its way must not send a second bet (state updates are not synchronous).
  const inFlight = useRef(false);

  const report = useCallback((e: unknown) => setError(e === null ? null : toGameError(e)), []);
  const clearError = useCallback(() => setError(null), []);

  const play = useCallback(
    async (bet: Bet) => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setBusy(true);
      setError(null);
      try {
        const round = await api.play(bet);
        rememberBet(round.id, bet);
        // The stake has left the balance; the win is added when the game has shown it.
        setBalance(minorOf(round.balance, currency) - minorOf(round.payout, currency));
        setFairness((f) => ({ ...f, nonce: Math.max(f.nonce, round.fairness.nonce + 1) }));
        return round;
      } catch (e) {
        inFlight.current = false;
        setBusy(false);
        setError(toGameError(e));
        return null;
      }
    },
    [currency],
  );

  const act = useCallback(
    async (round: Round, action: Action) => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setBusy(true);
      setError(null);
      try {
        const next = await api.act(round.id, action);
        rememberAction(round.id, action);
        setBalance(minorOf(next.balance, currency) - minorOf(next.payout, currency));
        return next;
      } catch (e) {
        inFlight.current = false;
        setBusy(false);
        setError(toGameError(e));
        return null;
      }
    },
    [currency],
  );

  const finish = useCallback(
    (round: Round) => {
      inFlight.current = false;
      setBusy(false);
      setBalance(minorOf(round.balance, currency));
      // The wallet gave no final answer: the round is kept and settled once by the studio's recovery job.
      if (round.status === 'pending') setError(new ApiError(503, 'WALLET_UNAVAILABLE'));
      if (round.status !== 'open') {
        // "Last win" keeps the latest round that paid anything, as casino headers do.
        const payout = minorOf(round.payout, currency);
        if (payout > 0n) setLastWin(payout);
        void queryClient.invalidateQueries({ queryKey: ['rounds'] });
      }
    },
    [currency, queryClient],
  );

  const setBalanceText = useCallback((text: string) => setBalance(minorOf(text, currency)), [currency]);

  const refreshBalance = useCallback(async () => {
    try {
      const answer = await api.balance();
      setBalance(minorOf(answer.balance, currency));
    } catch {
      // The next round's answer brings the balance anyway; a failed refresh is not worth an error banner.
    }
  }, [currency]);

  const showWin = useCallback((payout: bigint) => {
    if (payout > 0n) setLastWin(payout);
  }, []);

  const value = useMemo<GameApi>(
    () => ({
      session,
      game: session.game,
      currency,
      balance,
      limits: {
        min: minorOf(session.game.minStake, currency),
        max: minorOf(session.game.maxStake, currency),
        balance,
      },
      stake,
      setStake,
      lastWin,
      fairness,
      setFairness,
      busy,
      error,
      report,
      clearError,
      play,
      act,
      finish,
      setBalanceText,
      refreshBalance,
      showWin,
    }),
    [
      session,
      currency,
      balance,
      stake,
      lastWin,
      fairness,
      busy,
      error,
      report,
      clearError,
      play,
      act,
      finish,
      setBalanceText,
      refreshBalance,
      showWin,
    ],
  );
  return <GameContext.Provider value={value}>{children}</GameContext.Provider>;
}
