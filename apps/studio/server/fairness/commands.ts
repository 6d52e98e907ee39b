import type { Studio } from '../context.ts';
import { inTransaction } from '../db/client.ts';
import { checkClientSeed, ClientSeedError } from '../engines/index.ts';
import { validationFailed } from '../http/errors.ts';
import { roundOpen } from '../rounds/commands.ts';
import { hasUnfinishedRound } from '../rounds/repository.ts';
import type { SessionRow } from '../sessions/repository.ts';
import { activePair, fairnessView, replacePair } from './repository.ts';

/**
 * Ends the subject's seed pair, revealing its server seed, and commits a fresh one (with a new client seed when
 * given: a changed client seed rotates too, so a known server seed never meets a client seed chosen after).
 * Refused while a mines or hi-lo round of the subject is unfinished: the seed would show where its mines are.
 */
export async function rotate(studio: Studio, session: SessionRow, nextClientSeed?: string) {
  if (nextClientSeed !== undefined) {
    try {
      checkClientSeed(nextClientSeed);
    } catch (error) {
      if (error instanceof ClientSeedError) throw validationFailed({ clientSeed: 'INVALID' }, error.message);
      throw error;
    }
  }
  return inTransaction(studio.db, async (tx) => {
    const pair = await activePair(tx, session.subject, { forUpdate: true });
    if (await hasUnfinishedRound(tx, { subject: session.subject })) throw roundOpen();
    const next = await replacePair(tx, pair, nextClientSeed ?? pair.clientSeed);
    return {
      revealed: {
        serverSeed: pair.serverSeed,
        serverSeedHash: pair.serverSeedHash,
        clientSeed: pair.clientSeed,
        nonce: pair.nonce,
      },
      next: fairnessView(next),
    };
  });
}
