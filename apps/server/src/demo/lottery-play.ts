import { randomBytes } from 'node:crypto';
import { inTransaction, type Database } from '../db/client.ts';
import { readAppNow, withSettableClock } from '../db/clock.ts';
import { runIdempotent } from '../platform/idempotent-requests.ts';
import type { BrandRow } from '../modules/brands/index.ts';
import { approveDeposit, createDeposit, listPlayerChannels } from '../modules/deposits/index.ts';
import {
  currentLotteryIssue,
  lotterySeedBox,
  placeLotteryBet,
  runDrawEngine,
  runSettlement,
} from '../modules/lottery/index.ts';
import { postTransfers } from '../modules/ledger/index.ts';
import { findFirstOwner } from '../modules/operators/index.ts';
import { DEMO_PLAYER, findPlayerByUsername, seedDemoPlayer } from '../modules/players/index.ts';
import { DEMO_LOTTERY_REGULARS, DEMO_MEMBER_SLIPS, type DemoSlip } from './lottery-slips.ts';

const MINUTE = 60_000;
/** What the demo member's slips are paid with, credited an hour before the first: 200.00 in minor units. */
const DEMO_LOTTERY_FUNDS = 20_000n;
const FUNDED_MINUTES_AGO = 60;
/** The regulars sign up, then deposit, and the operator approves, these many minutes before the start. */
const REGULARS_JOIN_MINUTES_AGO = 59;
const REGULARS_DEPOSIT_MINUTES_AGO = 58;
const REGULARS_APPROVED_MINUTES_AGO = 57;
/**
 * The second of its minute a bettor's slips are bought at: the demo member first, then each regular. All within
 * the first 30 seconds, while a one- or three-minute game's issue is on sale (until 10 and 30 seconds before its
 * draw; the five-minute games close a whole minute before theirs, so the slips leave them out).
 */
const SECOND_OF_MINUTE = (bettor: number) => 5 + bettor * 7;

/** A regular made on this start, with the password the banner shows once. */
export interface DemoRegular {
  username: string;
  generatedPassword: string;
}

interface TimedSlip {
  at: Date;
  playerId: bigint;
  slip: DemoSlip;
}

/**
 * The brand's lottery history (issue 21): the demo member's few slips and the lottery regulars' hour of play,
 * bought, drawn and settled through the platform's own commands on a clock set back, so "my tickets", the
 * betting record, the console's exposure and lottery GGR show wins and losses on first start. Every write is in
 * time order: the member's funds (an adjustment; its own deposits, which its welcome bonus follows, come after),
 * the regulars' sign-ups and bank deposits approved by the owner, then every slip by its time, and last the draws
 * and settlement of now. The draw engine it runs on the way is the one every start runs, sealing seeds with the
 * app's secret. Answers the regulars it made.
 */
export async function seedDemoLotteryPlay(
  db: Database,
  brand: BrandRow,
  appSecret: string,
): Promise<DemoRegular[]> {
  const member = await findPlayerByUsername(db, brand.id, DEMO_PLAYER);
  if (!member) return [];
  const engine = { box: lotterySeedBox(appSecret) };
  // As the draw job keeps it: each run steps only the games with an open, close or draw due since the last one.
  const wakeAt = new Map<bigint, number>();
  const now = (await readAppNow(db)).getTime();
  const minutesAgo = (minutes: number) => new Date(now - minutes * MINUTE);
  return withSettableClock(db, async (clocked, clock) => {
    await clock.setTo(minutesAgo(FUNDED_MINUTES_AGO));
    const [funds] = await postTransfers(clocked, [
      {
        brandId: brand.id,
        currency: brand.currencyCode,
        key: `demo:lottery-funds:${member.id}`,
        kind: 'adjustment',
        from: { house: 'adjustments' },
        to: { player: member.id },
        amount: DEMO_LOTTERY_FUNDS,
        remark: 'Demo lottery funds',
      },
    ]);
    // Already played by an earlier start.
    if (funds!.replayed) return [];
    const regulars = await joinRegulars(clocked, brand, member.id, {
      join: minutesAgo(REGULARS_JOIN_MINUTES_AGO),
      deposit: minutesAgo(REGULARS_DEPOSIT_MINUTES_AGO),
      approve: minutesAgo(REGULARS_APPROVED_MINUTES_AGO),
      setClock: (at) => clock.setTo(at),
    });
    const bettors = [{ playerId: member.id, slips: DEMO_MEMBER_SLIPS }, ...regulars];
    const timed: TimedSlip[] = bettors.flatMap(({ playerId, slips }, bettor) =>
      slips.map((slip) => ({
        playerId,
        slip,
        at: new Date(
          Math.floor((now - slip.minutesAgo * MINUTE) / MINUTE) * MINUTE + SECOND_OF_MINUTE(bettor) * 1000,
        ),
      })),
    );
    timed.sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const { at, playerId, slip } of timed) {
      await clock.setTo(at);
      await runDrawEngine(clocked, engine, wakeAt);
      const { current } = await currentLotteryIssue(clocked, { brand, gameCode: slip.gameCode });
      // A daily game may be in the quarter of an hour (the Thai draw the hour) before its draw: no sales then.
      if (current?.status !== 'open' || Date.parse(current.closeAt) <= at.getTime()) continue;
      const bet = { gameCode: slip.gameCode, issueNo: current.issueNo, items: slip.items };
      const work = await placeLotteryBet(clocked, { brand, playerId, bet });
      // As the route runs it without an Idempotency-Key: in a transaction of its own.
      await runIdempotent(
        clocked,
        { brandId: brand.id, caller: `player:${playerId}`, key: undefined, scope: '' },
        work,
      );
    }
    await clock.setTo(new Date(now));
    await runDrawEngine(clocked, engine, wakeAt);
    await runSettlement(clocked);
    return regulars.map(({ username, generatedPassword }) => ({ username, generatedPassword }));
  });
}

/** The regulars an earlier start made (a later start names them in the banner, without their passwords). */
export async function demoLotteryRegulars(db: Database, brandId: bigint): Promise<{ username: string }[]> {
  const found = [];
  for (const { username } of DEMO_LOTTERY_REGULARS)
    if (await findPlayerByUsername(db, brandId, username)) found.push({ username });
  return found;
}

/**
 * The regulars sign up (as the demo member is made, outside any agent's team) with the demo member's referral
 * code, each starts a bank deposit and the owner approves it: the deposit path the demo's other players take.
 */
async function joinRegulars(
  db: Database,
  brand: BrandRow,
  referrerId: bigint,
  times: { join: Date; deposit: Date; approve: Date; setClock: (at: Date) => Promise<void> },
): Promise<(DemoRegular & { playerId: bigint; slips: readonly DemoSlip[] })[]> {
  const owner = await findFirstOwner(db, brand.id);
  const bank = (await listPlayerChannels(db, brand, 'EN')).find((channel) => channel.type === 'bank');
  if (!owner || !bank) return [];
  await times.setClock(times.join);
  const joined = [];
  for (const regular of DEMO_LOTTERY_REGULARS) {
    const generatedPassword = randomBytes(12).toString('base64url');
    const referral = { referredById: referrerId, registrationIp: regular.registrationIp };
    if (!(await seedDemoPlayer(db, brand, generatedPassword, regular.username, referral))) continue;
    const player = (await findPlayerByUsername(db, brand.id, regular.username))!;
    joined.push({ ...regular, player, generatedPassword });
  }
  await times.setClock(times.deposit);
  const deposits = [];
  for (const { player, deposit } of joined) {
    const request = await createDeposit(db, {
      brand,
      player,
      input: { channelId: bank.id, amount: deposit },
    });
    const started = await inTransaction(db, (tx) => request.run(tx));
    deposits.push(BigInt(started.body.id));
  }
  await times.setClock(times.approve);
  for (const id of deposits)
    await inTransaction(db, (tx) => approveDeposit({ brand, operator: owner, ip: '127.0.0.1' }, id).run(tx));
  return joined.map(({ username, generatedPassword, player, slips }) => ({
    username,
    generatedPassword,
    playerId: player.id,
    slips,
  }));
}
