import {
  MAX_PAYOUT_ACCOUNTS,
  type Page,
  type WithdrawalCreate,
  type WithdrawalItem,
  type WithdrawalLimits,
  type WithdrawalListQuery,
} from '@croupier/contracts';
import { dayIn, startOfDayIn } from '@croupier/format';
import type { Database, Executor } from '../../db/client.ts';
import { DomainError, validationFailed } from '../../platform/domain-errors.ts';
import type { OnceWork, WorkResult } from '../../platform/once-work.ts';
import { requireWageringDone } from '../bonuses/index.ts';
import type { BrandRow } from '../brands/index.ts';
import { postTransfers, type PlayerBalance } from '../ledger/index.ts';
import type { PlayerRow } from '../players/index.ts';
import { checkPaymentPassword, money, parseAmount } from '../wallet/index.ts';
import { bankChoices } from './banks.ts';
import { findPayoutAccount, maskAccountNumber, requiredAccountName } from './payout-accounts.ts';
import * as repo from './repository.ts';
import { readRules } from './settings.ts';
import { toPlayerItem } from './views.ts';
import { pageCount } from '../../platform/paging.ts';

/** The start of the brand's current day: daily limits follow the brand's calendar, not the server's. */
const startOfToday = (brand: BrandRow) => startOfDayIn(dayIn(new Date(), brand.timezone), brand.timezone)!;

/**
 * Withdrawals a day this player may ask for, from a module that builds on withdrawals (VIP levels may allow more
 * than the brand's count); the brand's count when none is handed in.
 */
export type DailyCountOf = (
  db: Executor,
  brand: BrandRow,
  player: PlayerRow,
  brandCount: number,
) => Promise<number>;
const brandDailyCount: DailyCountOf = (_db, _brand, _player, brandCount) => Promise.resolve(brandCount);

export async function withdrawalLimits(
  db: Executor,
  brand: BrandRow,
  player: PlayerRow,
  dailyCountOf: DailyCountOf = brandDailyCount,
): Promise<WithdrawalLimits> {
  const rules = await readRules(db, brand);
  return {
    currency: brand.currencyCode,
    min: money(rules.min, brand.currencyCode),
    max: money(rules.max, brand.currencyCode),
    dailyCount: await dailyCountOf(db, brand, player, rules.dailyCount),
    usedToday: await repo.countRequestedSince(db, player.id, startOfToday(brand)),
    autoReceiptMinutes: rules.autoReceiptMinutes,
    maxPayoutAccounts: MAX_PAYOUT_ACCOUNTS,
    requiredAccountName: await requiredAccountName(db, player),
    banks: bankChoices(rules.banks),
  };
}

/**
 * A player asks to withdraw to one of their payout accounts. Everything that can be checked without locks is
 * checked first (amount limits, the account, the slow payment-password hash); then one transaction writes the
 * request and holds the money, so a withdrawal never exists without its hold nor a hold without its withdrawal.
 * Answers that transaction's work, to run once (the route runs it under the request's Idempotency-Key).
 */
export async function requestWithdrawal(
  db: Database,
  props: { brand: BrandRow; player: PlayerRow; input: WithdrawalCreate; dailyCountOf?: DailyCountOf },
): Promise<OnceWork<WorkResult<{ id: string; status: 'pending' }> & { balances: PlayerBalance[] }>> {
  const { brand, player, input } = props;
  if (player.status !== 'active') throw new DomainError('ACCOUNT_FROZEN', 'This account is frozen.');
  const amount = parseAmount(input.amount, brand.currencyCode);
  const rules = await readRules(db, brand);
  if (amount < rules.min || amount > rules.max)
    throw new DomainError(
      'AMOUNT_OUT_OF_RANGE',
      'The amount is outside the withdrawal limits.',
      { amount: 'AMOUNT_OUT_OF_RANGE' },
      { min: money(rules.min, brand.currencyCode), max: money(rules.max, brand.currencyCode) },
    );
  const account = await findPayoutAccount(db, player, BigInt(input.payoutAccountId));
  if (!account) throw validationFailed({ payoutAccountId: 'INVALID' }, 'Choose one of your payout accounts.');
  await checkPaymentPassword(db, player, input.paymentPassword);
  const since = startOfToday(brand);
  const dailyCount = await (props.dailyCountOf ?? brandDailyCount)(db, brand, player, rules.dailyCount);
  return {
    fingerprint: { amount, payoutAccountId: account.id },
    async run(tx) {
      await repo.lockPlayer(tx, player.id, 'withdrawal-request');
      await requireWageringDone(tx, { playerId: player.id, currency: brand.currencyCode });
      if ((await repo.countRequestedSince(tx, player.id, since)) >= dailyCount)
        throw new DomainError('DAILY_LIMIT_REACHED', `At most ${dailyCount} withdrawals a day.`, undefined, {
          dailyCount,
        });
      const row = await repo.insertWithdrawal(tx, {
        brandId: brand.id,
        playerId: player.id,
        currency: brand.currencyCode,
        amount,
        payoutAccountId: account.id,
        bankName: account.bankName,
        accountNumber: account.accountNumber,
        accountName: account.accountName,
      });
      const [hold] = await postTransfers(
        tx,
        [
          {
            brandId: brand.id,
            currency: brand.currencyCode,
            key: `withdrawal:${row.id}`,
            kind: 'withdrawal',
            from: { player: player.id },
            to: { house: 'withdrawals_clearing' },
            amount,
            reference: `withdrawal #${row.id}`,
            remark: `${account.bankName} ${maskAccountNumber(account.accountNumber)}`,
          },
        ],
        { status: 'pending' },
      );
      await repo.setTransfer(tx, row.id, hold!.transferId);
      return {
        outcome: 'created',
        body: { id: row.id.toString(), status: 'pending' },
        balances: hold!.players,
      };
    },
  };
}

export async function listPlayerWithdrawals(
  db: Executor,
  brand: BrandRow,
  player: PlayerRow,
  query: WithdrawalListQuery,
): Promise<Page<WithdrawalItem>> {
  const page = query.page ?? 1;
  const pageSize = Math.min(query.pageSize ?? 20, 100);
  const rules = await readRules(db, brand);
  const { total, rows } = await repo.listWithdrawals(db, {
    brandId: brand.id,
    playerId: player.id,
    ...(query.status ? { status: query.status } : {}),
    page,
    pageSize,
  });
  return {
    items: rows.map((r) => toPlayerItem(r.withdrawal, r.images, rules.autoReceiptMinutes)),
    page,
    pageSize,
    total,
    totalPages: pageCount(total, pageSize),
  };
}
