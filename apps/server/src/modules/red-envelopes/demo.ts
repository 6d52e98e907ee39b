import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import { teamIds } from '../agents/index.ts';
import type { BrandRow } from '../brands/index.ts';
import type { OperatorRow } from '../operators/index.ts';
import { findPlayerById, findPlayerByUsername, type PlayerRow } from '../players/index.ts';
import { createOperatorRain, grabEnvelope, sendAgentEnvelope } from './commands.ts';
import { envelopeRains } from './schema.ts';

const MINUTE_MS = 60_000;

/** Everyone grabs (in the order given) while there are envelopes; a refused grab (the audience) is skipped. */
async function grabAll(db: Database, brand: BrandRow, rainId: bigint, grabbers: PlayerRow[]) {
  for (const player of grabbers)
    await grabEnvelope(db, brand, player, rainId).catch((error: unknown) => {
      if (!(error instanceof DomainError)) throw error;
    });
}

/**
 * The demo brand's red envelopes, made by the commands operators, agents and members call: an operator's rain
 * that the demo member and the lottery regulars grabbed empty, and the demo agent's envelope grabbed by its
 * downlines. Both are emptied, so no overlay pops up over anyone's first visit; their results show in the
 * console and the agent centre. Once per brand.
 */
export async function seedDemoEnvelopes(
  db: Database,
  brand: BrandRow,
  owner: OperatorRow,
  usernames: { member: string; agent: string; regulars: string[] },
): Promise<void> {
  const [any] = await db
    .select({ id: envelopeRains.id })
    .from(envelopeRains)
    .where(eq(envelopeRains.brandId, brand.id))
    .limit(1);
  if (any) return;
  const grabbers: PlayerRow[] = [];
  for (const username of [usernames.member, ...usernames.regulars]) {
    const player = await findPlayerByUsername(db, brand.id, username);
    if (player) grabbers.push(player);
  }
  if (grabbers.length > 0) {
    const now = Date.now();
    const rain = await createOperatorRain(
      db,
      { brand, operator: owner, ip: '127.0.0.1' },
      {
        title: 'Lucky rain 88',
        budget: (88 * grabbers.length).toFixed(2),
        count: grabbers.length,
        minAmount: '8.00',
        startsAt: new Date(now - MINUTE_MS).toISOString(),
        endsAt: new Date(now + 5 * MINUTE_MS).toISOString(),
        wageringMultiple: 1,
      },
    );
    await grabAll(db, brand, rain.id, grabbers);
  }
  const agent = await findPlayerByUsername(db, brand.id, usernames.agent);
  if (!agent) return;
  const downlines = (
    (await db.execute(
      sql`select t.descendant_id as id from ${teamIds(agent.id)} t where t.descendant_id <> ${agent.id}
        order by t.descendant_id limit 3`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  const team: PlayerRow[] = [];
  for (const { id } of downlines) {
    const player = await findPlayerById(db, brand.id, BigInt(id));
    if (player) team.push(player);
  }
  if (team.length === 0) return;
  try {
    const { rain } = await sendAgentEnvelope(
      db,
      brand,
      agent,
      { title: 'Team lunch on me', budget: (50 * team.length).toFixed(2), count: team.length, minutes: 5 },
      'demo-envelope',
    );
    await grabAll(db, brand, rain.id, team);
  } catch (error) {
    // An agent whose demo history left too little cash sends nothing.
    if (!(error instanceof DomainError && error.code === 'INSUFFICIENT_FUNDS')) throw error;
  }
}
