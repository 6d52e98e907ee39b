import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { seedBytes, type RoundSeeds } from './stream.ts';

/**
 * A player's active seed pair: the server seed stays secret (only its hash is shown) until the player rotates,
 * and `nonce` is the number the next bet will use.
 */
export interface SeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** What a rotation reveals: every round played with this pair can now be recomputed by the player. */
export interface RevealedSeeds {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** Rounds 0 … roundsPlayed − 1 used this pair. */
  roundsPlayed: number;
}

export class ClientSeedError extends Error {}

/** Printable ASCII without spaces: what a player can type on any keyboard and read back unambiguously. */
const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;

/** 32 bytes from node:crypto, as 64 hex digits. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The commitment shown before play: SHA-256 of the 32 raw seed bytes (not of the hex text), as hex. */
export function commitServerSeed(serverSeed: string): string {
  return createHash('sha256').update(seedBytes(serverSeed)).digest('hex');
}

export function matchesCommitment(serverSeed: string, serverSeedHash: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(serverSeedHash)) return false;
  return timingSafeEqual(
    Buffer.from(commitServerSeed(serverSeed), 'hex'),
    Buffer.from(serverSeedHash, 'hex'),
  );
}

/** A default client seed for a new player, who may replace it with their own. */
export function newClientSeed(): string {
  return randomBytes(12).toString('base64url');
}

export function checkClientSeed(clientSeed: string): string {
  if (!CLIENT_SEED.test(clientSeed)) {
    throw new ClientSeedError('a client seed is 1 to 64 printable characters without spaces');
  }
  return clientSeed;
}

export function openSeedPair(clientSeed: string = newClientSeed()): SeedPair {
  const serverSeed = newServerSeed();
  return {
    serverSeed,
    serverSeedHash: commitServerSeed(serverSeed),
    clientSeed: checkClientSeed(clientSeed),
    nonce: 0,
  };
}

/** The seeds of the next bet, and the pair with its nonce moved on: no two bets of a pair share a nonce. */
export function takeNonce(pair: SeedPair): { round: RoundSeeds; pair: SeedPair } {
  return {
    round: { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce },
    pair: { ...pair, nonce: pair.nonce + 1 },
  };
}

/**
 * Ends a pair: its server seed is revealed and a fresh one committed. A player changing their client seed
 * rotates too, so a known server seed is never combined with a client seed chosen after seeing it.
 */
export function rotateSeeds(
  pair: SeedPair,
  nextClientSeed: string = pair.clientSeed,
): { revealed: RevealedSeeds; next: SeedPair } {
  return {
    revealed: {
      serverSeed: pair.serverSeed,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      roundsPlayed: pair.nonce,
    },
    next: openSeedPair(checkClientSeed(nextClientSeed)),
  };
}
