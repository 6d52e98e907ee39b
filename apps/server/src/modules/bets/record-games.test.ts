import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { startVendorWalletApp } from '../../test-support/vendor-app.ts';
import { openLaunchSession, type ConnectedVendor, type WalletClient } from '../../test-support/vendor.ts';
import { adjust, newMember } from '../../test-support/wallet.ts';

/** The account record names the game and vendor of each game posting (issue 17), in the asked language. */
let t: TestApp;
let vendor: ConnectedVendor;
let wallet: WalletClient;
beforeAll(async () => {
  ({ t, vendor, wallet } = await startVendorWalletApp({ vassalage: 'ACME' }));
  await t.database.db.execute(
    sql`update games set game_name = 'Golden Dragon', localized_names = ${JSON.stringify({ CN: '金龙', TH: 'มังกรทอง' })}::jsonb
      where vassalage = 'ACME'`,
  );
});
afterAll(() => t.close());

describe('the account record', () => {
  it('names the game of a bet, a win and a rollback in the page language, and nothing else', async () => {
    const member = await newMember(t, { username: 'records01', paymentPassword: null });
    expect((await adjust(t, member, '100.00')).statusCode).toBe(201);
    const sessionToken = await openLaunchSession(t.database.db, { vendor, playerId: member.id });
    const gameCode = vendor.games[0]!.gameCode;
    const round = { playerId: member.id, roundId: 'round-0001', gameCode, currency: 'THB' };
    await wallet.bet({ ...round, sessionToken, transactionId: 'b1', amount: '10.00' });
    await wallet.bet({ ...round, sessionToken, transactionId: 'b2', amount: '5.00' });
    await wallet.rollback({
      playerId: member.id,
      transactionId: 'rb1',
      referenceTransactionId: 'b2',
      roundId: 'round-0001',
    });
    await wallet.win({ ...round, transactionId: 'w1', amount: '25.00', roundClosed: true });

    const record = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/wallet/transactions?language=${language}`,
          headers: member.auth,
        })
      )
        .json<{ items: { type: string; game: { name: string; vendor: string } | null }[] }>()
        .items.map((item) => [item.type, item.game]);
    const inChinese = { name: '金龙', vendor: 'ACME Games' };
    expect(await record('CN')).toEqual([
      ['win', inChinese],
      ['rollback', inChinese],
      ['bet', inChinese],
      ['bet', inChinese],
      ['adjustment', null],
    ]);
    expect((await record('EN'))[0]).toEqual(['win', { name: 'Golden Dragon', vendor: 'ACME Games' }]);
    expect((await record('TH'))[0]).toEqual(['win', { name: 'มังกรทอง', vendor: 'ACME Games' }]);
  });
});
