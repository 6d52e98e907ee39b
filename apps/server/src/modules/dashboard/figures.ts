import { DASHBOARD_DAYS, type Dashboard, type DashboardDay } from '@croupier/contracts';
import { dayIn, shiftDay, startOfDayIn } from '@croupier/format';
import type { Database } from '../../db/client.ts';
import type { DayFigure } from '../../db/figures-by-day.ts';
import type { BrandRow } from '../brands/index.ts';
import { playByDay } from '../bets/index.ts';
import { approvedDepositsByDay, pendingDepositCount } from '../deposits/index.ts';
import { registrationsByDay } from '../players/index.ts';
import { money } from '../wallet/index.ts';
import { paidWithdrawalsByDay, pendingWithdrawalCount } from '../withdrawals/index.ts';

const byDay = (figures: DayFigure[]) => new Map(figures.map((figure) => [figure.day, figure]));

/**
 * The console's home figures for the last 14 brand-local days, each read by the module that owns it: deposits
 * approved, withdrawals paid, settled play (from the rounds' hourly totals) and registrations, plus the queues.
 */
export async function dashboardOf(db: Database, brand: BrandRow, now: Date = new Date()): Promise<Dashboard> {
  const today = dayIn(now, brand.timezone);
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => shiftDay(today, i - DASHBOARD_DAYS + 1));
  // From the start of the first day up to the start of tomorrow, as the brand's calendar has them.
  const span = {
    from: startOfDayIn(days[0]!, brand.timezone)!,
    to: startOfDayIn(shiftDay(today, 1), brand.timezone)!,
  };
  const currency = brand.currencyCode;
  const [deposits, withdrawals, play, registrations, pendingDeposits, pendingWithdrawals] = await Promise.all(
    [
      approvedDepositsByDay(db, brand, span),
      paidWithdrawalsByDay(db, brand, span),
      playByDay(db, brand, span),
      registrationsByDay(db, brand, span),
      pendingDepositCount(db, brand.id),
      pendingWithdrawalCount(db, brand.id),
    ],
  );
  const depositDays = byDay(deposits);
  const withdrawalDays = byDay(withdrawals);
  const registrationDays = byDay(registrations);
  const playDays = new Map(play.filter((row) => row.currency === currency).map((row) => [row.day, row]));
  return {
    currency,
    timezone: brand.timezone,
    today,
    days: days.map((day): DashboardDay => {
      const stake = playDays.get(day)?.stake ?? 0n;
      const payout = playDays.get(day)?.payout ?? 0n;
      return {
        day,
        deposits: depositDays.get(day)?.count ?? 0,
        depositAmount: money(depositDays.get(day)?.amount ?? 0n, currency),
        withdrawals: withdrawalDays.get(day)?.count ?? 0,
        withdrawalAmount: money(withdrawalDays.get(day)?.amount ?? 0n, currency),
        stake: money(stake, currency),
        payout: money(payout, currency),
        ggr: money(stake - payout, currency),
        newPlayers: registrationDays.get(day)?.count ?? 0,
      };
    }),
    pending: { deposits: pendingDeposits, withdrawals: pendingWithdrawals },
  };
}
