import { randomUUID } from 'node:crypto';
import type { DepositChannel, DepositChannelAdmin, DepositChannelCreate } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import { inTransaction, type Database } from '../db/client.ts';
import { MONEY_STREAM } from '../modules/bets/index.ts';
import { findBrandForHost, type BrandRow } from '../modules/brands/index.ts';
import { postTransfers } from '../modules/ledger/index.ts';
import { ensureGatewayAccount, signedCallback, type TestpayCallback } from '../modules/deposits/index.ts';
import { secretBox } from '../modules/security/index.ts';
import { DEPOSIT_BONUS_CONSUMER, payDepositBonuses } from '../modules/promotions/index.ts';
import { consumeToEnd } from './stream.ts';
import type { TestApp } from './test-app.ts';
import { operatorAuth, type TestMember } from './wallet.ts';

const BANK: DepositChannelCreate = {
  type: 'bank',
  name: 'Bank transfer',
  gateway: null,
  min: '100.00',
  max: '50000.00',
  enabled: true,
  sortOrder: 20,
  expiryMinutes: 60,
  bankName: 'Siam Test Bank',
  accountNumber: '111-2-33333-4',
  accountName: 'Croupier Test Ltd',
};

const GATEWAY: DepositChannelCreate = {
  ...BANK,
  type: 'gateway',
  name: 'Test gateway',
  gateway: 'testpay',
  min: '10.00',
  max: '20000.00',
  sortOrder: 10,
  expiryMinutes: 30,
  bankName: '',
  accountNumber: '',
  accountName: '',
};

/** Adds a deposit channel through the console API, as an operator would. */
export async function addChannel(
  t: TestApp,
  type: 'bank' | 'gateway',
  overrides: Partial<DepositChannelCreate> = {},
): Promise<DepositChannelAdmin> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/admin-api/v1/deposit-channels',
    headers: await operatorAuth(t),
    payload: { ...(type === 'bank' ? BANK : GATEWAY), ...overrides },
  });
  if (response.statusCode !== 201) throw new Error(`channel not created: ${response.body}`);
  return response.json();
}

export function requestDeposit(
  t: TestApp,
  member: TestMember,
  payload: { channelId: string; amount: string },
  key?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/deposits',
    headers: { ...member.auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}

export async function decide(
  t: TestApp,
  id: string,
  verb: 'approve' | 'reject',
  options: { reason?: string; key?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/admin-api/v1/deposits/${id}/${verb}`,
    headers: { ...(await operatorAuth(t)), 'idempotency-key': options.key ?? randomUUID() },
    ...(verb === 'reject' ? { payload: { reason: options.reason ?? 'No money arrived' } } : {}),
  });
}

/** The player's deposit history, as the deposit page reads it. */
export async function historyOf(t: TestApp, member: TestMember, query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/deposits${query}`,
    headers: member.auth,
  });
  return response.json<{
    items: {
      id: string;
      status: string;
      amount: string;
      reference: string;
      payUrl?: string;
      reason?: string;
    }[];
    total: number;
  }>();
}

/** The default brand's shared secret at the test gateway, as the gateway itself holds it. */
export async function testpaySecret(t: TestApp): Promise<string> {
  const brand = (await findBrandForHost(t.database.db, ''))!;
  const account = await ensureGatewayAccount(
    t.database.db,
    secretBox(t.appSecret, 'payment-gateway'),
    brand,
    'testpay',
  );
  return account.secret;
}

/** Sends a test-gateway callback signed with `secret` (or the real one), optionally at another time. */
export async function sendCallback(
  t: TestApp,
  body: Omit<TestpayCallback, 'merchantId' | 'transactionId'> & {
    merchantId?: string;
    transactionId?: string;
  },
  options: { secret?: string; at?: number } = {},
) {
  const secret = options.secret ?? (await testpaySecret(t));
  const signed = signedCallback({ merchantId: 'croupier', ...body }, secret, options.at);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/callback/testpay',
    headers: signed.headers,
    payload: signed.rawBody,
  });
}

/** Pays the deposit bonuses of every deposit credited so far (waiting out other sessions' older transactions). */
export const payDepositBonusesToEnd = (t: TestApp) =>
  consumeToEnd(t.database.db, DEPOSIT_BONUS_CONSUMER, () => payDepositBonuses(t.database.db), MONEY_STREAM);

/**
 * Deposits credited in bulk, as an operator's approvals leave them (deposits/commands.ts `creditDeposit`): the
 * approved rows and their `deposit:<id>` credits from deposits clearing, in one transaction and in the order
 * given (a player's earlier deposit first). For tests that need thousands on the money stream; returns the ids.
 */
export async function creditDepositsInBulk(
  db: Database,
  props: { brand: BrandRow; channel: Pick<DepositChannel, 'id' | 'name'>; decidedBy: string },
  items: { playerId: bigint; amount: bigint }[],
): Promise<bigint[]> {
  const { brand, channel } = props;
  const references = items.map(() => `D${randomUUID().replaceAll('-', '').slice(0, 9).toUpperCase()}`);
  return inTransaction(db, async (tx) => {
    const rows = (
      (await tx.execute(sql`
        insert into deposits (brand_id, player_id, channel_id, currency, amount, status, reference, decided_by,
          decided_at, expires_at)
        select ${brand.id}, item.player_id, ${BigInt(channel.id)}, ${brand.currencyCode}, item.amount, 'approved',
          item.reference, ${props.decidedBy}, app_now(), app_now() + interval '1 day'
        from unnest(${`{${items.map((item) => item.playerId).join(',')}}`}::bigint[],
          ${`{${items.map((item) => item.amount).join(',')}}`}::bigint[], ${`{${references.join(',')}}`}::text[])
          with ordinality as item(player_id, amount, reference, n)
        order by item.n
        returning id, reference`)) as unknown as { rows: { id: string; reference: string }[] }
    ).rows;
    const idOf = new Map(rows.map((row) => [row.reference, BigInt(row.id)]));
    const ids = references.map((reference) => idOf.get(reference)!);
    await postTransfers(
      tx,
      items.map((item, n) => ({
        brandId: brand.id,
        currency: brand.currencyCode,
        key: `deposit:${ids[n]}`,
        kind: 'deposit',
        from: { house: 'deposits_clearing' },
        to: { player: item.playerId },
        amount: item.amount,
        reference: `deposit ${references[n]}`,
        remark: channel.name,
      })),
    );
    return ids;
  });
}
