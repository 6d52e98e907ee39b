import type { Database } from '../db/client.ts';
import { players } from '../modules/players/schema.ts';

/**
 * Many accounts straight into the players table (the tree's trigger links them), far faster than registering
 * each with a hashed password: they are there to be listed, never to sign in. Answers their ids in order.
 */
export async function insertAccounts(
  db: Database,
  props: { brandId: bigint; uplineId: bigint | null; prefix: string; count: number; type?: number },
): Promise<bigint[]> {
  const rows = await db
    .insert(players)
    .values(
      Array.from({ length: props.count }, (_, index) => ({
        brandId: props.brandId,
        username: `${props.prefix}${index}`,
        type: props.type ?? 0,
        uplineId: props.uplineId,
        passwordHash: 'never-signs-in',
        referralCode: `${props.prefix.toUpperCase()}${index}`,
        registrationIp: '192.0.2.1',
      })),
    )
    .returning({ id: players.id });
  return rows.map((row) => row.id).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
