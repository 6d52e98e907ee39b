import type { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client.ts';
import type { StudioBoxes } from './security/secret-box.ts';
import {
  DEFAULT_WALLET_TUNING,
  type PlatformWallet,
  type VendorSecrets,
  type WalletTuning,
} from './wallet/platform-wallet.ts';

/** Timings of the money paths, in milliseconds; tests shorten them. */
export interface StudioTuning {
  wallet: WalletTuning;
  /** How long a player's request keeps repeating a wallet call before answering what it knows. */
  requestBudgetMs: number;
  /**
   * A bet still unknown this long after its round was saved is rolled back instead of repeated: a player is
   * never charged for a round long after they played it.
   */
  betGiveUpMs: number;
  /** A mines or hi-lo round without a move for this long is settled by recovery (ADR 0011). */
  abandonAfterMs: number;
  /** How often the recovery job looks for rounds to complete. */
  recoveryIntervalMs: number;
  /** Recovery's pause before it tries a round again, doubled per try up to `recoveryMaxDelayMs`. */
  recoveryDelayMs: number;
  recoveryMaxDelayMs: number;
  /** How long a game session (the bearer token of the game API) lasts: as long as the platform's launch. */
  sessionMs: number;
  crash: CrashTuning;
}

/** The shared crash rounds' rhythm. */
export interface CrashTuning {
  /** The betting phase of each round. */
  bettingMs: number;
  /** How long a crashed round is shown before the next one opens for bets. */
  pauseMs: number;
  /** How often the running round is looked at (auto cash-outs, the crash). */
  tickMs: number;
  /** Rounds per hash chain: a new chain (and terminal hash) is published when one is used up. */
  chainLength: number;
  /** Time runs this many times faster (tests only; 1 in service). */
  speed: number;
}

export const DEFAULT_TUNING: StudioTuning = {
  wallet: DEFAULT_WALLET_TUNING,
  requestBudgetMs: 8_000,
  betGiveUpMs: 60_000,
  abandonAfterMs: 24 * 3_600_000,
  recoveryIntervalMs: 5_000,
  recoveryDelayMs: 5_000,
  recoveryMaxDelayMs: 10 * 60_000,
  sessionMs: 12 * 3_600_000,
  crash: { bettingMs: 5_000, pauseMs: 3_000, tickMs: 100, chainLength: 100_000, speed: 1 },
};

/** What commands need besides their own arguments: the database, the platform's wallet, timings and a log. */
export interface Studio {
  db: Database;
  /** Phase changes of the shared crash round, for this process's event streams (crash/loop.ts emits them). */
  crashEvents: EventEmitter;
  wallet: PlatformWallet;
  secrets: VendorSecrets;
  /** Seal and open what is kept secret at rest (vendor secrets, launch tokens). */
  boxes: StudioBoxes;
  tuning: StudioTuning;
  log: FastifyBaseLogger;
}
