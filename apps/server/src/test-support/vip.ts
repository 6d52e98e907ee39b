import type { GameType, VipLevel, VipProgramme } from '@croupier/contracts';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { expect } from 'vitest';
import type { Database } from '../db/client.ts';
import { listBrandClocks } from '../modules/brands/index.ts';
import { createSettlements, periodContaining, type RunKind } from '../modules/settlements/index.ts';
import type { TestApp } from './test-app.ts';
import { openLaunchSession, type ConnectedVendor, type WalletClient } from './vendor.ts';
import { adjust, newMember, operatorAuth, type TestMember } from './wallet.ts';

/** A level with no rebate and no bonus unless given. */
export const vipLevel = (level: number, overrides: Partial<VipLevel> = {}): VipLevel => ({
  level,
  label: `VIP ${level}`,
  depositThreshold: '0',
  validBetThreshold: '0',
  upgradeBonus: '0',
  wageringMultiple: 1,
  rebateRates: {},
  withdrawalsPerDay: 5,
  ...overrides,
});

/** Replaces the default brand's ladder through the console, as an owner would. */
export async function putLadder(t: TestApp, programme: VipProgramme) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/admin-api/v1/vip/levels',
    headers: await operatorAuth(t),
    payload: programme,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VipProgramme>();
}

export async function defaultBrandId(t: TestApp): Promise<bigint> {
  const result = await t.database.db.execute(sql`select id from brands where is_default`);
  return (result as unknown as { rows: { id: bigint }[] }).rows[0]!.id;
}

/**
 * Runs the daily period holding `day` (default: today) of a kind, by a worker whose clock is a day later (so the
 * period has closed), as an operator's re-run would; answers the run's outcome.
 */
export async function runDay(t: TestApp, kind: RunKind, options: { day?: Date; worker?: string } = {}) {
  return runDayOf(t.database.db, await defaultBrandId(t), kind, options);
}

/** `runDay` for a brand of any database (a multi-process test's). */
export async function runDayOf(
  db: Database,
  brandId: bigint,
  kind: RunKind,
  options: { day?: Date; worker?: string } = {},
) {
  const brand = (await listBrandClocks(db)).find((clock) => clock.id === brandId);
  const day = options.day ?? new Date();
  const settlements = createSettlements(db, [kind], {
    clock: () => new Date(day.getTime() + 86_400_000),
    log: pino({ level: 'silent' }),
    ...(options.worker ? { worker: options.worker } : {}),
  });
  return settlements.runPeriod(kind, brand!, periodContaining('daily', brand!.timezone, day));
}

/**
 * A funded member who lost each stake in one round of its game type at the vendor (a loss counts in full as
 * valid bet).
 */
export async function memberWhoLost(
  t: TestApp,
  table: { vendor: ConnectedVendor; wallet: WalletClient },
  username: string,
  stakes: { gameType: GameType; stake: string }[],
): Promise<TestMember> {
  const member = await newMember(t, { username });
  const total = stakes.reduce((sum, { stake }) => sum + Number(stake), 0).toFixed(2);
  expect((await adjust(t, member, total)).statusCode).toBe(201);
  await loseRounds(t, table, member, stakes);
  return member;
}

/** More lost rounds for a member who has the money. */
export async function loseRounds(
  t: TestApp,
  { vendor, wallet }: { vendor: ConnectedVendor; wallet: WalletClient },
  member: TestMember,
  stakes: { gameType: GameType; stake: string }[],
): Promise<void> {
  const sessionToken = await openLaunchSession(t.database.db, { vendor, playerId: member.id });
  for (const { gameType, stake } of stakes) {
    const gameCode = vendor.games.find((game) => game.gameType === gameType)!.gameCode;
    const common = { playerId: member.id, gameCode, currency: 'THB' };
    const roundId = `${member.username}-${randomUUID()}`;
    const bet = { ...common, sessionToken, transactionId: `${roundId}-b`, roundId, amount: stake };
    expect(await wallet.bet(bet)).toMatchObject({ status: 'OK' });
    const win = { ...common, transactionId: `${roundId}-w`, roundId, amount: '0', roundClosed: true };
    expect(await wallet.win(win)).toMatchObject({ status: 'OK' });
  }
}
