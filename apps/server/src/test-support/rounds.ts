import { expect } from 'vitest';
import { injectTransport, walletClient } from './vendor.ts';
import type { TestApp } from './test-app.ts';
import type { TestMember } from './wallet.ts';

export interface TableAtVendor {
  /** The launch token the vendor got in its URL. */
  token: string;
  bet(transactionId: string, roundId: string, amount: string): Promise<void>;
  win(transactionId: string, roundId: string, amount: string, roundClosed?: boolean): Promise<void>;
  rollback(transactionId: string, referenceTransactionId: string, roundId: string): Promise<void>;
}

/**
 * A member who launched a game for real money, and the vendor playing rounds for them through the signed
 * `/wallet-api/v1` calls — how every round reaches the records. Transaction and round ids are prefixed with
 * the member's username, so tests can reuse short names. Each call must answer OK.
 */
export async function sitAtVendor(
  t: TestApp,
  props: {
    member: TestMember;
    vendor: { vassalage: string; secret: string };
    gameId: string;
    gameCode: string;
  },
): Promise<TableAtVendor> {
  const launched = await t.app.inject({
    method: 'POST',
    url: `/api/v1/games/${props.gameId}/launch`,
    headers: props.member.auth,
    payload: { mode: 'real', platform: 'desktop' },
  });
  expect(launched.statusCode, launched.body).toBe(200);
  const token = new URL(launched.json<{ url: string }>().url).searchParams.get('t')!;
  const wallet = walletClient({ ...props.vendor, transport: injectTransport(t.app) });
  const id = (name: string) => `${props.member.username}-${name}`;
  const common = (transactionId: string, roundId: string) => ({
    playerId: props.member.id,
    transactionId: id(transactionId),
    roundId: id(roundId),
  });
  const ok = (answer: { status: string }) => expect(answer.status).toBe('OK');
  return {
    token,
    bet: async (transactionId, roundId, amount) =>
      ok(
        await wallet.bet({
          ...common(transactionId, roundId),
          sessionToken: token,
          gameCode: props.gameCode,
          amount,
          currency: 'THB',
        }),
      ),
    win: async (transactionId, roundId, amount, roundClosed = true) =>
      ok(
        await wallet.win({
          ...common(transactionId, roundId),
          gameCode: props.gameCode,
          amount,
          currency: 'THB',
          roundClosed,
        }),
      ),
    rollback: async (transactionId, referenceTransactionId, roundId) =>
      ok(
        await wallet.rollback({
          ...common(transactionId, roundId),
          referenceTransactionId: id(referenceTransactionId),
        }),
      ),
  };
}
