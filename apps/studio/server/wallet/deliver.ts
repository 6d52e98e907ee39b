import type { Studio } from '../context.ts';
import { inTransaction, type Executor } from '../db/client.ts';
import { demoWallets } from '../db/schema.ts';
import { money, parseMoney } from '../catalogue/stakes.ts';
import { answerCall, callUnanswered, findCall, type WalletCallRow } from '../rounds/repository.ts';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { WalletResult, WalletStatus } from './protocol.ts';

/** Whose money a call moves: a real player's at the platform, or a demo subject's play money here. */
export interface CallTarget {
  mode: string;
  subject: string;
  currency: string;
}

const answerBody = (result: Exclude<WalletResult, { outcome: 'unknown' }>, currency: string) =>
  result.outcome === 'ok'
    ? { ...result.body, status: 'OK' }
    : {
        status: result.status,
        ...(result.balance !== undefined ? { balance: money(result.balance, currency), currency } : {}),
      };

/** The final answer a call already got, read back from the outbox (a replay by a later step or process). */
export function recordedResult(call: WalletCallRow, currency: string): WalletResult {
  const body = (call.answer ?? {}) as Record<string, unknown>;
  const balance = parseMoney(body.balance, currency) ?? undefined;
  if (call.status === 'ok') return { outcome: 'ok', balance, body };
  return { outcome: 'refused', status: body.status as WalletStatus, balance };
}

/**
 * The body a call sends: as stored, with a bet's sealed launch token opened, so every try sends the same bytes.
 * Undefined when the token cannot be opened (sealed under another key).
 */
export function wireBody(studio: Studio, call: WalletCallRow): Record<string, unknown> | undefined {
  const request = call.request as Record<string, unknown>;
  if (typeof request.sessionToken !== 'string') return request;
  try {
    return { ...request, sessionToken: studio.boxes.launchTokens.open(request.sessionToken) };
  } catch {
    return undefined;
  }
}

/**
 * Sends one outbox call and records its answer. A real call goes to the platform, repeated with the same body
 * until a final answer or the deadline; a demo call moves play money in one local transaction. A call already
 * answered is not sent again: its recorded answer is the result.
 */
export async function deliverCall(
  studio: Studio,
  call: WalletCallRow,
  target: CallTarget,
  deadline: number,
): Promise<WalletResult> {
  if (call.status !== 'pending') return recordedResult(call, target.currency);
  if (target.mode === 'demo') return deliverDemo(studio, call, target);
  const body = wireBody(studio, call);
  if (!body) {
    // Nothing is sent: the bet stays unknown and is rolled back in time, which needs no token.
    const error = 'launch token sealed under another STUDIO_SECRET_KEY';
    await callUnanswered(studio.db, call.id, 0, error);
    return { outcome: 'unknown', error };
  }
  const { result, attempts } = await studio.wallet.call(call.vassalage, call.kind, body, {
    deadline,
    currency: target.currency,
    // A rollback of a bet the platform never saw may answer a bare OK.
    balanceRequired: call.kind !== 'rollback',
  });
  if (result.outcome === 'unknown') {
    await callUnanswered(studio.db, call.id, attempts, result.error);
    return result;
  }
  const status = result.outcome === 'ok' ? 'ok' : 'refused';
  if (await answerCall(studio.db, call.id, { status, body: answerBody(result, target.currency), attempts }))
    return result;
  // Another process recorded an answer first: that one stands.
  const recorded = recordedResult(
    (await findCall(studio.db, call.vassalage, call.transactionId))!,
    target.currency,
  );
  if (recorded.outcome !== result.outcome)
    studio.log.error(
      { transactionId: call.transactionId },
      'the wallet answered one call two different ways',
    );
  return recorded;
}

async function demoBalance(tx: Executor, subject: string): Promise<bigint> {
  const [row] = await tx
    .select({ balance: demoWallets.balance })
    .from(demoWallets)
    .where(eq(demoWallets.subject, subject));
  return row?.balance ?? 0n;
}

async function moveDemo(tx: Executor, subject: string, delta: bigint): Promise<bigint | undefined> {
  const [row] = await tx
    .update(demoWallets)
    .set({ balance: sql`${demoWallets.balance} + ${delta}`, updatedAt: sql`now()` })
    .where(and(eq(demoWallets.subject, subject), gte(demoWallets.balance, delta < 0n ? -delta : 0n)))
    .returning({ balance: demoWallets.balance });
  return row?.balance;
}

/**
 * Play money follows the wallet protocol's rules, kept in one transaction with the outbox row: a bet needs the
 * balance, a win adds, a rollback refunds its bet once (and a bet not yet taken is refused from then on).
 */
async function deliverDemo(studio: Studio, call: WalletCallRow, target: CallTarget): Promise<WalletResult> {
  return inTransaction(studio.db, async (tx) => {
    const row = (await findCall(tx, call.vassalage, call.transactionId, { forUpdate: true }))!;
    if (row.status !== 'pending') return recordedResult(row, target.currency);
    const request = row.request as Record<string, unknown>;
    const amount = parseMoney(request.amount, target.currency) ?? 0n;
    let result: Exclude<WalletResult, { outcome: 'unknown' }>;
    const ok = (balance: bigint): WalletResult & { outcome: 'ok' } => ({
      outcome: 'ok',
      balance,
      body: { status: 'OK', balance: money(balance, target.currency), currency: target.currency },
    });
    if (row.kind === 'bet') {
      const after = await moveDemo(tx, target.subject, -amount);
      result =
        after === undefined
          ? {
              outcome: 'refused',
              status: 'INSUFFICIENT_FUNDS',
              balance: await demoBalance(tx, target.subject),
            }
          : ok(after);
    } else if (row.kind === 'win') {
      result = ok(
        amount === 0n ? await demoBalance(tx, target.subject) : (await moveDemo(tx, target.subject, amount))!,
      );
    } else {
      const bet = await findCall(tx, call.vassalage, String(request.referenceTransactionId), {
        forUpdate: true,
      });
      let refund = 0n;
      if (bet?.status === 'ok')
        refund = parseMoney((bet.request as Record<string, unknown>).amount, target.currency) ?? 0n;
      else if (bet?.status === 'pending')
        await answerCall(tx, bet.id, {
          status: 'refused',
          body: { status: 'TRANSACTION_ROLLED_BACK' },
          attempts: 0,
        });
      result = ok(
        refund === 0n ? await demoBalance(tx, target.subject) : (await moveDemo(tx, target.subject, refund))!,
      );
    }
    await answerCall(tx, row.id, {
      status: result.outcome === 'ok' ? 'ok' : 'refused',
      body: answerBody(result, target.currency),
      attempts: 1,
    });
    return result;
  });
}
