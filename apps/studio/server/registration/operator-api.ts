/** The operator account the studio signs in with (the platform keeps it from STUDIO_OPERATOR_PASSWORD). */
export const STUDIO_OPERATOR = 'studio';

export class OperatorApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

export interface PlatformVendor {
  vassalage: string;
  name: string;
  gameTypes: string[];
  launchUrl: string | null;
  walletMode: 'seamless' | 'transfer';
  connected: boolean;
  /** Marked as the studio's on the platform: the only vendors registration touches. */
  studioManaged: boolean;
}

export interface PlatformGame {
  gameId: string;
  vassalage: string;
  gameCode: string;
  gameName: string;
  /** The name in other languages, by language code (CN, TH). */
  localizedNames?: Record<string, string>;
  gameType: string;
  maintenance: boolean;
}

/**
 * The platform's operator API as the studio uses it to register itself (ADR 0011): the same endpoints an
 * operator's console calls, signed in as `studio`. A session that lapsed (idle for 30 minutes) is renewed once.
 */
export class OperatorApi {
  private token: string | undefined;

  constructor(
    readonly baseUrl: string,
    private readonly password: string,
    // Generous: a call timed out on a busy platform still lands there, and the pass starts over (more load).
    private readonly timeoutMs = 90_000,
  ) {}

  private async send(method: string, path: string, body?: unknown, token?: string) {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, json };
  }

  async login() {
    const answer = await this.send('POST', '/admin-api/v1/auth/login', {
      username: STUDIO_OPERATOR,
      password: this.password,
    });
    if (answer.status !== 200) throw failure('sign in as the studio operator', answer);
    this.token = (answer.json as { token: string }).token;
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    if (!this.token) await this.login();
    let answer = await this.send(method, path, body, this.token);
    if (answer.status === 401) {
      await this.login();
      answer = await this.send(method, path, body, this.token);
    }
    if (answer.status < 200 || answer.status >= 300) throw failure(`${method} ${path}`, answer);
    return answer.json as T;
  }

  /** Whether the platform is up: it answers its health check. Never throws. */
  async answers(): Promise<boolean> {
    try {
      return (await this.send('GET', '/healthz')).status === 200;
    } catch {
      return false;
    }
  }

  /** The brand currency (public site settings): demo play is shown in it. */
  async siteCurrency(): Promise<string | undefined> {
    const answer = await this.send('GET', '/api/v1/site');
    return (answer.json as { brand?: { currency?: { code?: string } } } | undefined)?.brand?.currency?.code;
  }

  listVendors() {
    return this.call<PlatformVendor[]>('GET', '/admin-api/v1/vendors');
  }

  /** A vendor's games, a page of 999 at a time (the API's largest). */
  async listGames(vassalage: string): Promise<PlatformGame[]> {
    const games: PlatformGame[] = [];
    for (let page = 1; ; page++) {
      const answer = await this.call<{ items: PlatformGame[]; totalPages: number }>(
        'GET',
        `/admin-api/v1/games?vassalage=${encodeURIComponent(vassalage)}&page=${page}&pageSize=999`,
      );
      games.push(...answer.items);
      if (page >= answer.totalPages) return games;
    }
  }

  connectVendor(vendor: { vassalage: string; name: string; gameTypes: string[]; launchUrl: string }) {
    return this.call<{ secret: string }>('POST', '/admin-api/v1/vendors', {
      ...vendor,
      walletMode: 'seamless',
    });
  }

  rotateSecret(vassalage: string) {
    return this.call<{ secret: string }>(
      'POST',
      `/admin-api/v1/vendors/${encodeURIComponent(vassalage)}/secret`,
    );
  }

  patchVendor(vassalage: string, patch: { launchUrl?: string; walletMode?: 'seamless' }) {
    return this.call<PlatformVendor>(
      'PATCH',
      `/admin-api/v1/vendors/${encodeURIComponent(vassalage)}`,
      patch,
    );
  }

  /** Publishes the theoretical RTP of a vendor's games, for the console's actual-versus-theoretical report. */
  async publishGameRtp(vassalage: string, games: { gameCode: string; rtp: string }[]): Promise<number> {
    let updated = 0;
    for (let i = 0; i < games.length; i += 5000) {
      const answer = await this.call<{ updated: number }>(
        'PUT',
        `/admin-api/v1/vendors/${encodeURIComponent(vassalage)}/game-rtp`,
        { games: games.slice(i, i + 5000) },
      );
      updated += answer.updated;
    }
    return updated;
  }

  /** One call for many games (the platform reloads its lobby once, not per game). */
  async putGamesUnderMaintenance(gameIds: string[]): Promise<number> {
    let updated = 0;
    for (let i = 0; i < gameIds.length; i += 1000) {
      const answer = await this.call<{ updated: number }>('POST', '/admin-api/v1/games/maintenance', {
        gameIds: gameIds.slice(i, i + 1000),
        maintenance: true,
      });
      updated += answer.updated;
    }
    return updated;
  }
}

function failure(what: string, answer: { status: number; json: unknown }) {
  const problem = answer.json as { code?: string; detail?: string } | undefined;
  return new OperatorApiError(
    answer.status,
    problem?.code,
    `Could not ${what}: HTTP ${answer.status}${problem?.code ? ` ${problem.code}` : ''}${problem?.detail ? ` (${problem.detail})` : ''}`,
  );
}
