import { randomUUID } from 'node:crypto';
import type { VendorWallet } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { BrandRow } from '../brands/index.ts';
import { postTransfer, runIdempotent } from '../ledger/index.ts';
import type { PlayerRow } from '../players/index.ts';
import { money, parseAmount } from '../wallet/index.ts';
import { clearing } from './fast-path.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface WalletRow extends Record<string, unknown> {
  vassalage: string;
  name: string;
  balance: bigint;
}

/** Connected transfer-wallet vendors, each with what the player holds there (0 before any transfer). */
async function walletRows(db: Executor, player: PlayerRow, brand: BrandRow, vassalage?: string) {
  return rowsOf<WalletRow>(
    await db.execute(sql`
      select v.vassalage, v.name, coalesce(w.balance, 0) as balance
      from vendors v
      left join vendor_wallet_balances w on w.vassalage = v.vassalage and w.player_id = ${player.id}
        and w.currency = ${brand.currencyCode}
      where v.wallet_mode = 'transfer' and v.secret_sealed is not null and v.enabled
        ${vassalage === undefined ? sql`` : sql`and v.vassalage = ${vassalage}`}
      order by v.sort_order, v.vassalage`),
  );
}

const view = (row: WalletRow, currency: string): VendorWallet => ({
  vassalage: row.vassalage,
  name: row.name,
  currency,
  balance: money(row.balance, currency),
});

export async function listVendorWallets(
  db: Database,
  player: PlayerRow,
  brand: BrandRow,
): Promise<VendorWallet[]> {
  return (await walletRows(db, player, brand)).map((row) => view(row, brand.currencyCode));
}

/**
 * Moves money between the player's cash and a transfer-wallet vendor: `in` takes it from the cash (refused
 * past the available balance), `out` brings it back (refused past what the player holds there). The ledger
 * transfer (player ↔ `vendor_clearing:<VASSALAGE>`, kind `transfer`) and the held balance change in one
 * transaction, always in the order player row → clearing shard → held balance, so concurrent ins and outs
 * never deadlock; one Idempotency-Key moves money once.
 */
export async function transferVendorWallet(
  db: Database,
  props: {
    brand: BrandRow;
    player: PlayerRow;
    vassalage: string;
    direction: 'in' | 'out';
    amount: string;
    idempotencyKey: string | undefined;
  },
) {
  const { brand, player, vassalage, direction } = props;
  const amount = parseAmount(props.amount, brand.currencyCode);
  const [wallet] = await walletRows(db, player, brand, vassalage);
  if (!wallet) throw notFound('The vendor wallet');
  return runIdempotent(
    db,
    {
      brandId: brand.id,
      caller: `player:${player.id}`,
      key: props.idempotencyKey,
      scope: `POST /api/v1/vendor-wallets/${vassalage}/transfer-${direction}`,
      body: { amount },
    },
    async (tx) => {
      const moved = await postTransfer(tx, {
        brandId: brand.id,
        currency: brand.currencyCode,
        key: `vendor-wallet:${randomUUID()}`,
        kind: 'transfer',
        ...(direction === 'in'
          ? { from: { player: player.id }, to: clearing(vassalage) }
          : { from: clearing(vassalage), to: { player: player.id } }),
        amount,
        reference: `${direction === 'in' ? '→ ' : '← '}${wallet.name}`,
      });
      const delta = direction === 'in' ? amount : -amount;
      const held = rowsOf<{ balance: bigint }>(
        await tx.execute(sql`
          insert into vendor_wallet_balances (player_id, vassalage, brand_id, currency, balance)
          select ${player.id}, ${vassalage}, ${brand.id}, ${brand.currencyCode}, ${delta}::bigint where ${delta}::bigint > 0
          on conflict (player_id, vassalage) do update
            set balance = vendor_wallet_balances.balance + excluded.balance, updated_at = now()
          returning balance`),
      )[0];
      const balance =
        held?.balance ??
        rowsOf<{ balance: bigint }>(
          await tx.execute(sql`
            update vendor_wallet_balances set balance = balance - ${amount}, updated_at = now()
            where player_id = ${player.id} and vassalage = ${vassalage} and balance >= ${amount}
            returning balance`),
        )[0]?.balance;
      if (balance === undefined)
        throw new AppError(409, 'INSUFFICIENT_FUNDS', 'The vendor wallet holds less than this amount.');
      return {
        statusCode: 200,
        body: view({ ...wallet, balance }, brand.currencyCode),
        balances: moved.players,
      };
    },
  );
}
