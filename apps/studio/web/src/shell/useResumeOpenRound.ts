import { useEffect, useEffectEvent } from 'react';
import { api } from '../api/client.ts';
import type { Engine, Round } from '../api/types.ts';
import { useGame } from './GameContext.tsx';

/**
 * When the server answers ROUND_OPEN (a mines or hi-lo round is still open, perhaps from another tab), the game
 * fetches the session again and picks that round up instead of leaving the player stuck behind the message.
 */
export function useResumeOpenRound(engine: Engine, resume: (round: Round) => void) {
  const { error, clearError } = useGame();
  const onRound = useEffectEvent((round: Round) => {
    clearError();
    resume(round);
  });
  useEffect(() => {
    if (error?.code !== 'ROUND_OPEN') return;
    let live = true;
    api.session().then(
      (session) => {
        const open = session.openRound;
        if (live && open && open.engine === engine && open.status === 'open') onRound(open);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [error, engine]);
}
