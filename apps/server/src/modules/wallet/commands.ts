import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { startOfDayIn } from '@croupier/format';
import type { AccountRecordQuery, Language, TransactionType } from '@croupier/contracts';
import type { Executor } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { DomainError, notFound, validationFailed } from '../../platform/domain-errors.ts';
import type { OnceWork, WorkResult } from '../../platform/once-work.ts';
import type { BrandRow } from '../brands/index.ts';
import { accountRecord, playerBalance, postTransfers, type PlayerBalance } from '../ledger/index.ts';
import {
  AGENT_TYPES,
  findPlayerById,
  findPlayerByUsername,
  isBelow,
  playerIdsNamed,
  teamFreezesOf,
  usernamesByIds,
  type PlayerRow,
} from '../players/index.ts';
import { money, parseAmount } from './amounts.ts';
import { checkPaymentPassword } from './payment-password.ts';
import { pageCount } from '../../platform/paging.ts';

export async function readWallet(db: Database, player: PlayerRow, brand: BrandRow) {
  const wallet = await playerBalance(db, player.id, brand.currencyCode);
  return {
    currency: brand.currencyCode,
    balance: money(wallet.balance, brand.currencyCode),
    available: money(wallet.available, brand.currencyCode),
    locked: money(wallet.locked, brand.currencyCode),
  };
}

/** An operator's view of a player's wallet (the console's player detail). */
export async function readPlayerWallet(db: Database, brand: BrandRow, playerId: bigint) {
  const player = await findPlayerById(db, brand.id, playerId);
  if (!player) throw notFound('The player');
  return readWallet(db, player, brand);
}

/**
 * Whom the transfer form offers (spec §6): every account its direct upline, an agent also its team. The
 * upline is named even when frozen: the transfer then says so, rather than the form pretending there is none.
 */
export async function transferTargets(db: Database, player: PlayerRow, brand: BrandRow) {
  const upline = player.uplineId ? await findPlayerById(db, brand.id, player.uplineId) : undefined;
  return { upline: upline ? { account: upline.username } : null, team: AGENT_TYPES.includes(player.type) };
}

/** A day filter means the brand's day: `to` includes its whole day. */
export function toInstant(value: string | undefined, timezone: string, field: string, endOfDay: boolean) {
  if (!value) return undefined;
  if (value.length > 10) {
    const instant = new Date(value);
    if (Number.isNaN(instant.getTime())) throw validationFailed({ [field]: 'INVALID' });
    return instant;
  }
  const start = startOfDayIn(value, timezone);
  if (!start) throw validationFailed({ [field]: 'INVALID' });
  return endOfDay ? new Date(start.getTime() + 86_400_000) : start;
}

/**
 * Names the game and vendor of each game posting of a page, keyed by reference. The bets module does (it has
 * the rounds); the app hands it in, since bets already reads money formatting from this module.
 */
export type RecordGamesNamer = (
  db: Executor,
  playerId: bigint,
  rows: readonly { type: string; reference: string }[],
  language: Language,
) => Promise<Map<string, { name: string; vendor: string }>>;

/** Remarks in the reader's language, by row reference, for the rows whose module writes them (deposits). */
export type RecordRemarksNamer = (
  db: Executor,
  playerId: bigint,
  rows: readonly { type: string; reference: string }[],
  language: Language,
) => Promise<Map<string, string>>;

export async function listAccountRecord(
  db: Database,
  player: PlayerRow,
  brand: BrandRow,
  query: AccountRecordQuery,
  namers: RecordNamers,
) {
  return (await recordPage(db, { brand, players: player.id, query, namers })).page;
}

export interface RecordNamers {
  games: RecordGamesNamer;
  remarks: RecordRemarksNamer;
}

/**
 * The account records of a team (`members`, the agents module's subquery), newest first, each with its
 * account's username: the agent centre's `agentDownlineTransactionDetailsCopy`.
 */
export async function listTeamAccountRecord(
  db: Database,
  brand: BrandRow,
  members: SQL,
  query: AccountRecordQuery & { username?: string },
  namers: RecordNamers,
) {
  const username = query.username?.trim();
  const players = username
    ? sql`(select id from ${playerIdsNamed(brand.id, username)} named where id in ${members})`
    : members;
  const records = await recordPage(db, { brand, players, query, namers });
  const names = await usernamesByIds(
    db,
    records.rows.map((row) => row.playerId),
  );
  return {
    ...records.page,
    items: records.page.items.map((item, index) => ({
      ...item,
      username: names.get(records.rows[index]!.playerId) ?? '',
    })),
    currency: brand.currencyCode,
  };
}

async function recordPage(
  db: Database,
  props: { brand: BrandRow; players: bigint | SQL; query: AccountRecordQuery; namers: RecordNamers },
) {
  const { brand, query, namers } = props;
  const page = query.page ?? 1;
  const pageSize = Math.min(query.pageSize ?? 20, 100);
  const from = toInstant(query.from, brand.timezone, 'from', false);
  const to = toInstant(query.to, brand.timezone, 'to', true);
  if (from && to && from >= to) throw validationFailed({ to: 'INVALID' }, 'The end is before the start.');
  const { total, items } = await accountRecord(db, {
    playerId: props.players,
    currency: brand.currencyCode,
    from,
    to,
    type: query.type as TransactionType | undefined,
    page,
    pageSize,
  });
  const language = (query.language ?? 'EN') as Language;
  // The namers read one player's rows at a time; a team's page holds several players.
  const names = new Map<
    bigint,
    { games: Map<string, { name: string; vendor: string }>; remarks: Map<string, string> }
  >();
  await Promise.all(
    [...new Set(items.map((row) => row.playerId))].map(async (playerId) => {
      const own = items.filter((row) => row.playerId === playerId);
      const [games, remarks] = await Promise.all([
        namers.games(db, playerId, own, language),
        namers.remarks(db, playerId, own, language),
      ]);
      names.set(playerId, { games, remarks });
    }),
  );
  return {
    rows: items,
    page: {
      items: items.map((row) => ({
        id: row.id.toString(),
        createdAt: row.createdAt.toISOString(),
        type: row.type,
        amount: money(row.amount, brand.currencyCode),
        balanceAfter: money(row.balanceAfter, brand.currencyCode),
        reference: row.reference,
        remark: names.get(row.playerId)?.remarks.get(row.reference) ?? row.remark,
        game: names.get(row.playerId)?.games.get(row.reference) ?? null,
      })),
      page,
      pageSize,
      total,
      totalPages: pageCount(total, pageSize),
    },
  };
}

/**
 * What must hold before money leaves a player for another account, from modules that build on the wallet (an
 * open bonus requirement refuses it, as it refuses a withdrawal: bonus money would otherwise leave through a
 * team member). Runs in the transfer's transaction.
 */
export type TransferGate = (tx: Executor, props: { playerId: bigint; currency: string }) => Promise<void>;

/**
 * Spec §6: an account sends money to its direct upline, and an agent to anyone in its own team. Both sides
 * must be active accounts of the brand; the payment password is checked before any row is locked. Answers
 * the transfer to run once (the route runs it under the request's Idempotency-Key).
 */
export async function transferWithinTeam(
  db: Database,
  props: {
    brand: BrandRow;
    player: PlayerRow;
    input: { to: string; amount: string; paymentPassword: string };
    gate?: TransferGate;
  },
): Promise<OnceWork<WorkResult<{ id: string }> & { balances: PlayerBalance[] }>> {
  const { brand, player, input } = props;
  const amount = parseAmount(input.amount, brand.currencyCode);
  const receiver = await findPlayerByUsername(db, brand.id, input.to);
  if (!receiver || receiver.id === player.id)
    throw validationFailed({ to: 'INVALID' }, 'There is no such account in your team.');
  const toUpline = player.uplineId === receiver.id;
  const toDownline = AGENT_TYPES.includes(player.type) && (await isBelow(db, player.id, receiver.id));
  if (!toUpline && !toDownline)
    throw new DomainError('NOT_IN_TEAM', 'You can only transfer to your upline or your own team.', {
      to: 'NOT_IN_TEAM',
    });
  if (receiver.status !== 'active')
    throw new DomainError('RECEIVER_FROZEN', 'The receiving account is frozen.', { to: 'ACCOUNT_FROZEN' });
  const [sending, receiving] = await Promise.all([
    teamFreezesOf(db, player.id),
    teamFreezesOf(db, receiver.id),
  ]);
  if (sending.transfersFrozen || receiving.transfersFrozen)
    throw new DomainError('TRANSFERS_FROZEN', 'Transfers are frozen for this team.');
  await checkPaymentPassword(db, player, input.paymentPassword);
  const operation = randomUUID();
  return {
    fingerprint: { to: receiver.id, amount },
    async run(tx) {
      await props.gate?.(tx, { playerId: player.id, currency: brand.currencyCode });
      const [result] = await postTransfers(tx, [
        {
          brandId: brand.id,
          currency: brand.currencyCode,
          key: `transfer:${operation}`,
          kind: 'transfer',
          from: { player: player.id },
          to: { player: receiver.id },
          amount,
          // Both sides read the same line, in any language: who sent to whom.
          reference: `${player.username} → ${receiver.username}`,
        },
      ]);
      return { outcome: 'created', body: { id: result!.transferId.toString() }, balances: result!.players };
    },
  };
}
