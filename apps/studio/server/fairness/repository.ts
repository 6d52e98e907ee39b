import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { seedPairs } from '../db/schema.ts';
import { openSeedPair } from '../engines/index.ts';

export type SeedPairRow = typeof seedPairs.$inferSelect;

/**
 * The subject's active seed pair, made on first use; `forUpdate` locks it, which is how rounds take nonces one
 * at a time and how a rotation waits for a round being saved.
 */
export async function activePair(
  db: Executor,
  subject: string,
  options: { forUpdate?: boolean } = {},
): Promise<SeedPairRow> {
  const select = () => {
    const query = db
      .select()
      .from(seedPairs)
      .where(and(eq(seedPairs.subject, subject), isNull(seedPairs.revealedAt)));
    return options.forUpdate ? query.for('update') : query;
  };
  const [found] = await select();
  if (found) return found;
  const fresh = openSeedPair();
  // Two first requests at once: the partial unique index keeps one active pair; the loser reads the winner's.
  await db
    .insert(seedPairs)
    .values({
      subject,
      serverSeed: fresh.serverSeed,
      serverSeedHash: fresh.serverSeedHash,
      clientSeed: fresh.clientSeed,
    })
    .onConflictDoNothing();
  const [made] = await select();
  return made!;
}

/** Moves the pair's nonce on: the caller's round uses `pair.nonce`, the next one the number after it. */
export async function takeNonce(db: Executor, pair: SeedPairRow): Promise<number> {
  await db
    .update(seedPairs)
    .set({ nonce: sql`${seedPairs.nonce} + 1` })
    .where(eq(seedPairs.id, pair.id));
  return pair.nonce;
}

/** Ends the pair (its server seed becomes public) and makes the next one active. */
export async function replacePair(
  db: Executor,
  pair: SeedPairRow,
  nextClientSeed: string,
): Promise<SeedPairRow> {
  await db
    .update(seedPairs)
    .set({ revealedAt: sql`now()` })
    .where(eq(seedPairs.id, pair.id));
  const fresh = openSeedPair(nextClientSeed);
  const [row] = await db
    .insert(seedPairs)
    .values({
      subject: pair.subject,
      serverSeed: fresh.serverSeed,
      serverSeedHash: fresh.serverSeedHash,
      clientSeed: fresh.clientSeed,
    })
    .returning();
  return row!;
}

export async function pairById(db: Executor, id: bigint): Promise<SeedPairRow | undefined> {
  const [row] = await db.select().from(seedPairs).where(eq(seedPairs.id, id));
  return row;
}

/** What a player sees of the active pair (API.md `Fairness`): never the server seed. */
export const fairnessView = (pair: SeedPairRow) => ({
  serverSeedHash: pair.serverSeedHash,
  clientSeed: pair.clientSeed,
  nonce: pair.nonce,
});
