import { ApiError, errorFromBody, toApiError } from './errors.ts';
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

const BASE = '/studio-api/v1';

/** The session's bearer credential, kept in memory only: the launch token is what survives a reload. */
let bearer: string | null = null;

export function setBearer(value: string | null): void {
  bearer = value;
}

export function bearerHeader(): Record<string, string> {
  return bearer ? { Authorization: `Bearer ${bearer}` } : {};
}

async function call<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...bearerHeader() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw toApiError(error);
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    // No JSON body: the status alone decides what went wrong.
  }
  if (!response.ok) throw errorFromBody(response.status, parsed);
  return parsed as T;
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

export { ApiError };
