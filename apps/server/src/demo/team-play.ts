import { randomBytes } from 'node:crypto';
import { currencyOf, parseMinor } from '@croupier/money';
import type { Database } from '../db/client.ts';
import type { SettableClock } from '../db/clock.ts';
import type { BrandRow } from '../modules/brands/index.ts';
import { findVendor, playableGames } from '../modules/catalogue/index.ts';
import {
  insertLaunchSession,
  placeBet,
  readBalance,
  settleWin,
  tokenHashOf,
  type CallingVendor,
  type WalletOutcome,
} from '../modules/gameplay/index.ts';
import type { PlayerRow } from '../modules/players/index.ts';
import { money, parseAmount } from '../modules/wallet/index.ts';
import { ROUND_EVERY_MS } from './team-calendar.ts';
import { LIVE_PAYS, LUCKY_PAY, SLOT_PAYS, type DemoMember } from './team-plan.ts';

/** Demo vendors whose games are in the demo catalogue: a slot studio and a live casino (valid bet differs). */
const TABLES = {
  slots: { vassalage: 'AURORA', gameType: 'RNG', pays: SLOT_PAYS },
  live: { vassalage: 'ROYALDEALER', gameType: 'LIVE', pays: LIVE_PAYS },
} as const;
export type TableKind = keyof typeof TABLES;
const GAMES_PER_TABLE = 3;
const SESSION_MS = 60 * 60_000;
/** Stakes vary round to round around the member's usual one. */
const STAKE_STEPS = [1, 2, 1, 3, 1, 2, 1, 1] as const;

export interface Table {
  kind: TableKind;
  vendor: CallingVendor;
  games: { id: bigint; gameCode: string }[];
}

/** The games the demo's members play, at the slot studio and the live casino. */
export async function openTables(db: Database): Promise<Record<TableKind, Table>> {
  const open = async (kind: TableKind): Promise<Table> => {
    const { vassalage, gameType } = TABLES[kind];
    const vendor = await findVendor(db, vassalage);
    const games = await playableGames(db, vassalage, gameType, GAMES_PER_TABLE);
    if (!vendor || games.length === 0)
      throw new Error(`The demo catalogue has no ${vassalage} ${gameType} games.`);
    return { kind, vendor, games };
  };
  return { slots: await open('slots'), live: await open('live') };
}

function okBalance(outcome: WalletOutcome, what: string, currency: string): bigint {
  const { status, balance } = outcome.answer;
  const amount = balance === undefined ? null : parseMinor(balance, currencyOf(currency));
  if (status !== 'OK' || amount === null) throw new Error(`A demo ${what} was answered ${status}.`);
  // Zero too: a member may have lost everything in an earlier session.
  return amount;
}

/** What round `n` of a member pays, in hundredths of its stake. */
function payOf(member: DemoMember, index: number, kind: TableKind, n: number): number {
  if (member.play?.lucky && n === 2) return LUCKY_PAY;
  const pays = TABLES[kind].pays;
  return pays[(n + index * 5) % pays.length]!;
}

/** When round `r` of a session starting at `start` is bet and settled: each before the next is bet. */
function roundTimes(start: Date, r: number, seed: number): { bet: Date; win: Date } {
  const bet = start.getTime() + r * ROUND_EVERY_MS + ((seed + r) % 3) * 10_000;
  return { bet: new Date(bet), win: new Date(bet + 20_000 + ((seed * 7 + r) % 3) * 15_000) };
}

/**
 * One sitting of a member (`index` in the plan), with `clock` set to its `start`: it launches its games (a
 * real-money session per vendor) and plays settled rounds through the vendor wallet commands, as the vendor
 * would call them: a bet, then a win (of nothing for a lost round) that closes it. It stops when the next stake
 * is more than the balance.
 */
export async function playSession(
  db: Database,
  clock: SettableClock,
  props: {
    brand: BrandRow;
    tables: Record<TableKind, Table>;
    player: PlayerRow;
    member: DemoMember;
    index: number;
    start: Date;
    rounds: readonly number[];
  },
): Promise<void> {
  const { brand, tables, player, member, index, start } = props;
  const play = member.play!;
  const currency = brand.currencyCode;
  const kinds: TableKind[] = play.games === 'both' ? ['slots', 'live'] : [play.games];
  const tokens = new Map<TableKind, string>();
  for (const kind of kinds) {
    const token = randomBytes(24).toString('base64url');
    const table = tables[kind];
    await insertLaunchSession(db, {
      tokenHash: tokenHashOf(token),
      brandId: brand.id,
      playerId: player.id,
      gameId: table.games[index % table.games.length]!.id,
      vassalage: table.vendor.vassalage,
      mode: 'real',
      currency,
      expiresAt: new Date(start.getTime() + SESSION_MS),
    });
    tokens.set(kind, token);
  }
  const opening = await readBalance(db, tables[kinds[0]!].vendor, player.id.toString());
  let balance = okBalance(opening, 'balance', currency);
  for (const [r, n] of props.rounds.entries()) {
    const kind = kinds[n % kinds.length]!;
    const table = tables[kind];
    const stake = parseAmount(String(play.stake * STAKE_STEPS[n % STAKE_STEPS.length]!), currency);
    if (stake > balance) break;
    const game = table.games[(index + n) % table.games.length]!;
    const roundId = `${table.vendor.vassalage}-${member.username}-${n + 1}`;
    const call = { playerId: player.id.toString(), roundId, gameCode: game.gameCode, currency };
    const times = roundTimes(start, r, index);
    await clock.setTo(times.bet);
    okBalance(
      await placeBet(db, table.vendor, {
        ...call,
        sessionToken: tokens.get(kind)!,
        transactionId: `${roundId}-bet`,
        amount: money(stake, currency),
      }),
      'bet',
      currency,
    );
    const payout = (stake * BigInt(payOf(member, index, kind, n))) / 100n;
    await clock.setTo(times.win);
    balance = okBalance(
      await settleWin(db, table.vendor, {
        ...call,
        transactionId: `${roundId}-win`,
        amount: money(payout, currency),
        roundClosed: true,
      }),
      'win',
      currency,
    );
  }
}
