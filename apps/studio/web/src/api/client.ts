import type { StudioErrorCode } from '@croupier/contracts/constants';
import { createApiClient, studioErrorCode, toApiError, type ApiError, type Method } from '@croupier/web-kit';
import type {
  Action,
  Bet,
  CrashBet,
  CrashState,
  CrashVerifyAnswer,
  Fairness,
  Mode,
  Rotation,
  Round,
  RoundPage,
  Session,
  VerifyAnswer,
  VerifyRequest,
} from './types.ts';

/** The session's bearer credential, kept in memory only: the launch token is what survives a reload. */
let bearer: string | null = null;

export function setBearer(value: string | null): void {
  bearer = value;
}

export function bearerHeader(): Record<string, string> {
  return bearer ? { Authorization: `Bearer ${bearer}` } : {};
}

const client = createApiClient({ baseUrl: '/studio-api/v1', token: () => bearer, codeFor: studioErrorCode });

/** A failed call of the game API: its code is one of the studio's catalogue, or NETWORK. */
export type GameApiError = ApiError<StudioErrorCode | 'NETWORK'>;

/** Any thrown value as a game API error, so the UI always has a code to translate. */
export function toGameError(error: unknown): GameApiError {
  return toApiError(error, studioErrorCode);
}

function call<T>(method: Method, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  return client.request<T>(method, path, { body, ...(signal ? { signal } : {}) });
}

export const api = {
  startSession: (input: { token: string; vassalage: string; gameCode: string; mode: Mode }) =>
    call<Session>('POST', '/sessions', input),
  session: () => call<Session>('GET', '/session'),
  balance: () => call<{ balance: string; currency: string }>('GET', '/balance'),
  play: (bet: Bet) => call<Round>('POST', '/rounds', { bet }),
  act: (roundId: string, action: Action) =>
    call<Round>('POST', `/rounds/${encodeURIComponent(roundId)}/actions`, { action }),
  rounds: (page: number, signal?: AbortSignal) =>
    call<RoundPage>('GET', `/rounds?page=${page}`, undefined, signal),
  round: (id: string) => call<Round>('GET', `/rounds/${encodeURIComponent(id)}`),
  fairness: () => call<Fairness>('GET', '/fairness'),
  setClientSeed: (clientSeed: string) => call<Fairness>('PUT', '/fairness/client-seed', { clientSeed }),
  rotate: () => call<Rotation>('POST', '/fairness/rotate'),
  verify: (request: VerifyRequest) => call<VerifyAnswer>('POST', '/verify', request),
  verifyCrash: (query: { roundId: string } | { hash: string }) =>
    call<CrashVerifyAnswer>('GET', `/crash/verify?${new URLSearchParams(query).toString()}`),
  crash: () => call<CrashState>('GET', '/crash'),
  crashBet: (input: { stake: string; autoCashOut?: string }) => call<CrashBet>('POST', '/crash/bets', input),
  crashCashOut: () => call<CrashBet>('POST', '/crash/cash-out'),
};
