import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
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
import { DEMO_TEAM, LIVE_PAYS, LUCKY_PAY, SLOT_PAYS, type DemoMember } from './team-plan.ts';

/** Demo vendors whose games are in the demo catalogue: a slot studio and a live casino (valid bet differs). */
const TABLES = {
  slots: { vassalage: 'AURORA', gameType: 'RNG', pays: SLOT_PAYS },
  live: { vassalage: 'ROYALDEALER', gameType: 'LIVE', pays: LIVE_PAYS },
} as const;
type TableKind = keyof typeof TABLES;
const GAMES_PER_TABLE = 3;
const SESSION_MS = 60 * 60_000;
/** Stakes vary round to round around the member's usual one. */
const STAKE_STEPS = [1, 2, 1, 3, 1, 2, 1, 1] as const;

interface Table {
  kind: TableKind;
  vendor: CallingVendor;
  games: { id: bigint; gameCode: string }[];
}

async function openTables(db: Database): Promise<Record<TableKind, Table>> {
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
  if (status !== 'OK' || balance === undefined) throw new Error(`A demo ${what} was answered ${status}.`);
  return parseAmount(balance, currency);
}

/** What round `n` of a member pays, in hundredths of its stake. */
function payOf(member: DemoMember, index: number, kind: TableKind, n: number): number {
  if (member.play?.lucky && n === 2) return LUCKY_PAY;
  const pays = TABLES[kind].pays;
  return pays[(n + index * 5) % pays.length]!;
}

/**
 * Each member with a play plan launches its games (a real-money session per vendor) and plays settled rounds
 * through the vendor wallet commands, as the vendor would call them: a bet, then a win (of nothing for a lost
 * round) that closes it. A member stops when the next stake is more than the balance.
 */
export async function playDemoRounds(
  db: Database,
  brand: BrandRow,
  playerOf: (username: string) => Promise<PlayerRow>,
): Promise<void> {
  const tables = await openTables(db);
  const currency = brand.currencyCode;
  for (const [index, member] of DEMO_TEAM.entries()) {
    const { play } = member;
    if (!play) continue;
    const player = await playerOf(member.username);
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
        expiresAt: new Date(Date.now() + SESSION_MS),
      });
      tokens.set(kind, token);
    }
    const opening = await readBalance(db, tables[kinds[0]!].vendor, player.id.toString());
    let balance = okBalance(opening, 'balance', currency);
    for (let n = 0; n < play.rounds; n++) {
      const kind = kinds[n % kinds.length]!;
      const table = tables[kind];
      const stake = parseAmount(String(play.stake * STAKE_STEPS[n % STAKE_STEPS.length]!), currency);
      if (stake > balance) break;
      const game = table.games[(index + n) % table.games.length]!;
      const roundId = `${table.vendor.vassalage}-${member.username}-${n + 1}`;
      const call = { playerId: player.id.toString(), roundId, gameCode: game.gameCode, currency };
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
}
