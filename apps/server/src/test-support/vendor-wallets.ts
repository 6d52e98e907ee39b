import { randomUUID } from 'node:crypto';
import type { VendorWallet } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.ts';
import type { TestMember } from './wallet.ts';

/** A player's transfer between their cash and a transfer-wallet vendor, as the site sends it. */
export const moveMoney = (
  t: TestApp,
  m: TestMember,
  props: { vendor: string; direction: 'in' | 'out'; amount: string; key?: string },
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/vendor-wallets/${props.vendor}/transfer-${props.direction}`,
    headers: { ...m.auth, 'idempotency-key': props.key ?? randomUUID() },
    payload: { amount: props.amount },
  });

export async function vendorWallets(t: TestApp, m: TestMember): Promise<VendorWallet[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/vendor-wallets', headers: m.auth });
  if (response.statusCode !== 200) throw new Error(`vendor wallets: ${response.statusCode} ${response.body}`);
  return response.json<VendorWallet[]>();
}

/** The transfers of one player as recorded, oldest first (what support would look at). */
export async function transfersOf(t: TestApp, m: TestMember) {
  return (
    (await t.database.db.execute(sql`
      select transfer_id, direction, amount, status, vendor_status, attempts from vendor_wallet_transfers
      where player_id = ${m.id} order by id`)) as unknown as {
      rows: {
        transfer_id: string;
        direction: string;
        amount: bigint;
        status: string;
        vendor_status: string | null;
        attempts: number;
      }[];
    }
  ).rows;
}

/** Makes every pending transfer due now, as the passing of its retry delay would. */
export async function makeRetriesDue(t: TestApp) {
  await t.database.db.execute(
    sql`update vendor_wallet_transfers set next_attempt_at = now() - interval '1 second' where status = 'pending'`,
  );
}
