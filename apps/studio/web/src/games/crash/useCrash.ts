import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { followEvents } from '../../api/sse.ts';
import type { CrashBet, CrashRound, CrashState } from '../../api/types.ts';
import { skewFrom } from './logic.ts';

const KEY = ['crash'];

/**
 * The shared crash round as this player sees it: the state from GET /crash, then every phase change from the
 * event stream. After a crash (and after any reconnect) the state is fetched again, which brings this player's
 * settled bet; the balance is refreshed whenever money may have moved.
 */
export function useCrash(onMoney: () => void) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: () => api.crash(), staleTime: Infinity });
  const [connected, setConnected] = useState(false);
  /** Device clock minus server clock, learnt from live phase changes. */
  const [skew, setSkew] = useState(0);
  const money = useRef(onMoney);
  /** The last round the stream sent since it (re)opened. */
  const seen = useRef<CrashRound | null>(null);
  useEffect(() => {
    money.current = onMoney;
  }, [onMoney]);

  useEffect(() => {
    const reload = () => void queryClient.invalidateQueries({ queryKey: KEY });
    const stream = followEvents('/studio-api/v1/crash/events', {
      onOpen: () => {
        seen.current = null;
        setConnected(true);
        reload();
      },
      onDown: () => setConnected(false),
      onEvent: (event) => {
        if (event.event !== 'round') return;
        let round: CrashRound;
        try {
          round = JSON.parse(event.data) as CrashRound;
        } catch {
          return;
        }
        if (isLiveStart(seen.current, round)) setSkew(skewFrom(Date.now(), round.startedAt));
        seen.current = round;
        queryClient.setQueryData<CrashState>(KEY, (s) => (s ? applyRound(s, round) : s));
        if (round.phase === 'crashed') {
          reload();
          money.current();
        }
      },
    });
    return () => stream.stop();
  }, [queryClient]);

  const setBet = useCallback(
    (bet: CrashBet) => queryClient.setQueryData<CrashState>(KEY, (s) => (s ? { ...s, myBet: bet } : s)),
    [queryClient],
  );
  const reload = useCallback(() => void query.refetch(), [query]);

  return { state: query.data ?? null, error: query.error, connected, skew, reload, setBet };
}

/**
 * A start tells the clock skew only when it arrives live, the stream having sent that round's betting phase
 * before. The round sent on (re)connecting may have started long ago: its start would read as a skew of its age
 * (up to the 30 s bound), and the curve, the cash-out offer and the next countdown would be off by that much.
 */
export function isLiveStart(previous: CrashRound | null, round: CrashRound): boolean {
  return round.phase === 'running' && previous?.id === round.id && previous.phase === 'betting';
}

/** A phase change: the round replaces the current one; a new round clears last round's bet. */
export function applyRound(state: CrashState, round: CrashRound): CrashState {
  const myBet = state.myBet && state.myBet.roundId === round.id ? state.myBet : null;
  const history =
    round.phase === 'crashed' && !state.history.some((r) => r.id === round.id)
      ? [round, ...state.history].slice(0, 20)
      : state.history;
  return { ...state, round, myBet, history };
}
