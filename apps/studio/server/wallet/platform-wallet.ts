import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../db/client.ts';
import type { FastifyBaseLogger } from 'fastify';
import { saveVendorSecret, vendorSecrets } from '../catalogue/repository.ts';
import type { SecretBox } from '../security/secret-box.ts';
import { readAnswer, readAuthentication, type WalletResult } from './protocol.ts';
import { signedHeaders } from './signing.ts';

export interface WalletTuning {
  /** One call's limit: past it the answer is unknown (the platform may still apply it). */
  timeoutMs: number;
  /** Pause before the first repeat, doubled each time up to `maxBackoffMs`. */
  firstBackoffMs: number;
  maxBackoffMs: number;
}

export const DEFAULT_WALLET_TUNING: WalletTuning = {
  timeoutMs: 5_000,
  firstBackoffMs: 100,
  maxBackoffMs: 2_000,
};

/**
 * The vendors' wallet secrets, read (sealed) from the studio database, opened and kept in memory. Registration
 * writes a new secret there (another studio process may have), so a signature the platform refuses reloads
 * them, at most once a second.
 */
export class VendorSecrets {
  private secrets = new Map<string, string>();
  private loadedAt = 0;
  constructor(
    private readonly db: Database,
    private readonly box: SecretBox,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async load() {
    const { secrets, unreadable } = await vendorSecrets(this.db, this.box);
    if (unreadable.length > 0)
      this.log?.warn(
        { vendors: unreadable },
        'vendor secrets sealed under another STUDIO_SECRET_KEY: registration rotates them',
      );
    this.secrets = secrets;
    this.loadedAt = Date.now();
  }

  async get(vassalage: string): Promise<string | undefined> {
    if (this.loadedAt === 0) await this.load();
    return this.secrets.get(vassalage);
  }

  async reloadSoon() {
    if (Date.now() - this.loadedAt >= 1_000) await this.load();
  }

  /** Keeps a secret the platform just answered: sealed in the database, in the clear in memory only. */
  async save(vassalage: string, secret: string) {
    await saveVendorSecret(this.db, this.box, vassalage, secret);
    this.secrets.set(vassalage, secret);
  }

  /** The vendors we hold a working (openable) secret of. */
  held(): Set<string> {
    return new Set(this.secrets.keys());
  }
}

export interface WalletCallOptions {
  /** Repeats unknown answers until this time (ms since the epoch); one attempt when it is already past. */
  deadline: number;
  currency?: string;
  balanceRequired?: boolean;
}

/**
 * The platform's vendor wallet, called as any outside vendor calls it: signed POSTs to `/wallet-api/v1/*`.
 * An unknown answer is repeated with the very same body (same transaction id) after a growing pause, until
 * a final answer or the deadline; what is still unknown then is the caller's to keep and settle later.
 */
export class PlatformWallet {
  constructor(
    private readonly baseUrl: string,
    private readonly secrets: VendorSecrets,
    private readonly tuning: WalletTuning = DEFAULT_WALLET_TUNING,
  ) {}

  async once(vassalage: string, path: string, body: unknown, options: Omit<WalletCallOptions, 'deadline'>) {
    const secret = await this.secrets.get(vassalage);
    if (!secret) return { outcome: 'unknown', error: `no wallet secret for ${vassalage} yet` } as const;
    const raw = JSON.stringify(body);
    try {
      const response = await fetch(`${this.baseUrl}/wallet-api/v1/${path}`, {
        method: 'POST',
        headers: signedHeaders(vassalage, secret, raw),
        body: raw,
        redirect: 'error',
        signal: AbortSignal.timeout(this.tuning.timeoutMs),
      });
      return readAnswer(response.status, await response.text(), options);
    } catch (error) {
      const name = error instanceof Error ? error.name : 'Error';
      return {
        outcome: 'unknown',
        error:
          name === 'TimeoutError'
            ? `no answer within ${this.tuning.timeoutMs} ms`
            : `network: ${String(error)}`,
      } as const;
    }
  }

  async call(
    vassalage: string,
    path: string,
    body: unknown,
    options: WalletCallOptions,
  ): Promise<{ result: WalletResult; attempts: number }> {
    let pause = this.tuning.firstBackoffMs;
    for (let attempts = 1; ; attempts++) {
      const result = await this.once(vassalage, path, body, options);
      if (result.outcome !== 'unknown') return { result, attempts };
      if (result.error === 'INVALID_SIGNATURE') await this.secrets.reloadSoon();
      const left = options.deadline - Date.now();
      if (left <= 0) return { result, attempts };
      await sleep(Math.min(pause, left));
      pause = Math.min(pause * 2, this.tuning.maxBackoffMs);
    }
  }

  async authenticate(vassalage: string, token: string, deadline: number) {
    const { result } = await this.call(vassalage, 'authenticate', { token }, { deadline });
    return readAuthentication(result);
  }

  async balance(vassalage: string, playerId: string, currency: string, deadline: number) {
    const { result } = await this.call(
      vassalage,
      'balance',
      { playerId },
      { deadline, currency, balanceRequired: true },
    );
    return result;
  }
}
