import { useEffect, useState } from 'react';
import { ApiError } from '@croupier/web-kit';
import { api, setBearer, type GameApiError, toGameError } from '../api/client.ts';
import type { Mode, Session } from '../api/types.ts';

export type LaunchState =
  { status: 'loading' } | { status: 'ready'; session: Session } | { status: 'failed'; error: GameApiError };

const storageKey = (token: string) => `studio.session.${token}`;

function stored(token: string): string | null {
  try {
    return sessionStorage.getItem(storageKey(token));
  } catch {
    return null;
  }
}

function store(token: string, session: string): void {
  try {
    sessionStorage.setItem(storageKey(token), session);
  } catch {
    // Without storage a reload starts a new session from the launch token, which is still correct.
  }
}

/**
 * Opens the game session from the launch token (POST /sessions). A reload of the frame reuses the session this
 * tab already opened with the same token (GET /session), since a launch token may be single-use; only when
 * that session has expired is the token tried again.
 */
export async function launch(input: {
  token: string;
  vassalage: string;
  gameCode: string;
  mode: Mode;
}): Promise<Session> {
  if (!input.token) throw new ApiError(401, 'SESSION_EXPIRED');
  const previous = stored(input.token);
  if (previous) {
    setBearer(previous);
    try {
      const session = await api.session();
      if (session.game.vassalage === input.vassalage && session.game.gameCode === input.gameCode)
        return { ...session, session: previous };
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 'SESSION_EXPIRED') throw error;
    }
    setBearer(null);
  }
  const session = await api.startSession(input);
  setBearer(session.session);
  store(input.token, session.session);
  return session;
}

export function useLaunch(input: { token: string; vassalage: string; gameCode: string; mode: Mode }) {
  const [state, setState] = useState<LaunchState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { token, vassalage, gameCode, mode } = input;

  useEffect(() => {
    let live = true;
    launch({ token, vassalage, gameCode, mode }).then(
      (session) => live && setState({ status: 'ready', session }),
      (error: unknown) => live && setState({ status: 'failed', error: toGameError(error) }),
    );
    return () => {
      live = false;
    };
  }, [token, vassalage, gameCode, mode, attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}
