import { MAX_PAYOUT_ACCOUNTS, type PayoutAccount, type PayoutAccountCreate } from '@croupier/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { DomainError, validationFailed } from '../../platform/domain-errors.ts';
import type { BrandRow } from '../brands/index.ts';
import type { PlayerRow } from '../players/index.ts';
import { lockPlayer } from './repository.ts';
import { readRules } from './settings.ts';
import { payoutAccounts, type PayoutAccountRow } from './schema.ts';

/** All but the last four digits hidden: enough for the player to tell accounts apart, useless to anyone else. */
export const maskAccountNumber = (digits: string) =>
  '*'.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4);

const normaliseName = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

export const toPayoutAccount = (row: PayoutAccountRow): PayoutAccount => ({
  id: row.id.toString(),
  bankName: row.bankName,
  bankNames: row.bankNames,
  accountNumber: maskAccountNumber(row.accountNumber),
  accountName: row.accountName,
});

const accountsOf = (db: Executor, playerId: bigint) =>
  db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.playerId, playerId))
    .orderBy(asc(payoutAccounts.id));

export async function listPayoutAccounts(db: Executor, player: PlayerRow): Promise<PayoutAccount[]> {
  return (await accountsOf(db, player.id)).map(toPayoutAccount);
}

export async function findPayoutAccount(db: Executor, player: PlayerRow, id: bigint) {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.id, id), eq(payoutAccounts.playerId, player.id)));
  return row;
}

/**
 * The name every payout account of this player must carry: the real name given at registration, or, when none
 * is on file, the name on the player's first payout account. Money then only ever leaves to accounts in the
 * player's own name, even if someone else gets hold of the session.
 */
export async function requiredAccountName(db: Executor, player: PlayerRow): Promise<string | null> {
  const realName = player.profile.payeeName?.trim();
  if (realName) return realName;
  const [first] = await accountsOf(db, player.id).limit(1);
  return first?.accountName ?? null;
}

export async function addPayoutAccount(
  db: Database,
  props: { brand: BrandRow; player: PlayerRow; input: PayoutAccountCreate },
): Promise<{ id: string }> {
  const { player, input } = props;
  const accountName = input.accountName.trim().replace(/\s+/g, ' ');
  const accountNumber = input.accountNumber.replace(/[^0-9]/g, '');
  const fields: Record<string, 'REQUIRED' | 'INVALID'> = {};
  if (!accountName) fields.accountName = 'REQUIRED';
  if (accountNumber.length < 6) fields.accountNumber = 'INVALID';
  // The bank must be one the brand lists now; its names are kept with the account as they are today.
  const bank = (await readRules(db, props.brand)).banks.find((b) => b.enabled && b.code === input.bankCode);
  if (!bank) fields.bankCode = 'INVALID';
  if (Object.keys(fields).length > 0 || !bank) throw validationFailed(fields);
  return inTransaction(db, async (tx) => {
    // One add at a time per player, so two quick clicks can neither pass the cap nor both set the first name.
    await lockPlayer(tx, player.id, 'payout-accounts');
    const existing = await accountsOf(tx, player.id);
    if (existing.some((row) => row.accountNumber === accountNumber))
      throw new DomainError('ALREADY_EXISTS', 'This account is already on your list.', {
        accountNumber: 'ALREADY_EXISTS',
      });
    if (existing.length >= MAX_PAYOUT_ACCOUNTS)
      throw new DomainError(
        'PAYOUT_ACCOUNT_LIMIT',
        `At most ${MAX_PAYOUT_ACCOUNTS} payout accounts can be kept.`,
        undefined,
        { max: MAX_PAYOUT_ACCOUNTS },
      );
    const required = await requiredAccountName(tx, player);
    if (required !== null && normaliseName(required) !== normaliseName(accountName))
      throw new DomainError('ACCOUNT_NAME_MISMATCH', 'The account name must be your own real name.', {
        accountName: 'ACCOUNT_NAME_MISMATCH',
      });
    const [row] = await tx
      .insert(payoutAccounts)
      .values({
        brandId: props.brand.id,
        playerId: player.id,
        bankCode: bank.code,
        bankName: bank.names.EN ?? bank.code,
        bankNames: bank.names,
        accountNumber,
        accountName,
      })
      .returning({ id: payoutAccounts.id });
    return { id: row!.id.toString() };
  });
}

/** The names on the players' payout accounts and their registered real names, normalised, per player. */
export async function payoutNamesOf(db: Executor, players: PlayerRow[]): Promise<Map<bigint, Set<string>>> {
  const names = new Map<bigint, Set<string>>(players.map((player) => [player.id, new Set<string>()]));
  for (const player of players) {
    if (player.profile.payeeName?.trim()) names.get(player.id)!.add(normaliseName(player.profile.payeeName));
  }
  const ids = players.map((player) => player.id);
  if (ids.length === 0) return names;
  const rows = await db
    .select({ playerId: payoutAccounts.playerId, accountName: payoutAccounts.accountName })
    .from(payoutAccounts)
    .where(inArray(payoutAccounts.playerId, ids));
  for (const row of rows) names.get(row.playerId)?.add(normaliseName(row.accountName));
  return names;
}
