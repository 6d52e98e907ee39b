import { translatedIn, type Language } from '@croupier/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { depositChannels, deposits } from './schema.ts';

/** The ledger reference of a deposit's credit ("deposit D7K2QX": commands.ts creditDeposit). */
const PREFIX = 'deposit ';

/**
 * The account record's remark of each credited deposit in `language`: the channel's name the player paid
 * through, in their language (the ledger keeps the English name the credit was written with). Keyed by the
 * row's reference; rows of other kinds are not answered.
 */
export async function depositRemarksIn(
  db: Executor,
  playerId: bigint,
  rows: readonly { type: string; reference: string }[],
  language: Language,
): Promise<Map<string, string>> {
  const codes = rows
    .filter((row) => row.type === 'deposit' && row.reference.startsWith(PREFIX))
    .map((row) => row.reference.slice(PREFIX.length));
  if (codes.length === 0) return new Map();
  const found = await db
    .select({ reference: deposits.reference, name: depositChannels.name, names: depositChannels.names })
    .from(deposits)
    .innerJoin(depositChannels, eq(depositChannels.id, deposits.channelId))
    .where(and(eq(deposits.playerId, playerId), inArray(deposits.reference, codes)));
  return new Map(found.map((row) => [PREFIX + row.reference, translatedIn(row.name, row.names, language)]));
}
