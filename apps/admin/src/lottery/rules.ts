import type { LotteryAdminGame, LotteryIssueStatus, OperatorRole } from '@croupier/contracts';
import type { Language } from '@croupier/contracts/constants';
import { canSeeGgr } from '../vendors/rules.ts';

/** The console's lottery reads are for every operator of the brand; the studio's account has no use for them. */
export const canSeeLottery = (role: OperatorRole | undefined) => role !== undefined && role !== 'studio';

export const canVoidIssues = (role: OperatorRole | undefined) => role === 'owner' || role === 'admin';

/** The server lets the same roles save the brand's lottery settings as void issues; the others read them. */
export const canEditLotterySettings = canVoidIssues;

/** Exposure and GGR are revenue figures: the roles that read the GGR report read them (the server's check too). */
export const canSeeLotteryRisk = canSeeGgr;

/** Issues that sold something, or still may: an issue not yet on sale has no exposure to show. */
export const hasExposure = (status: LotteryIssueStatus) => status !== 'scheduled';

/** Any issue not void yet may be voided: a settled one's paid tickets give their wins back (DOMAIN.md). */
export const isVoidable = (status: LotteryIssueStatus) => status !== 'void';

export const STATUS_TONE: Record<LotteryIssueStatus, string> = {
  scheduled: 'badge-quiet',
  open: 'badge-positive',
  closed: 'badge-info',
  drawn: 'badge-info',
  settled: 'badge-quiet',
  void: 'badge-negative',
};

/** A game's name in the console's language. */
export const gameName = (game: Pick<LotteryAdminGame, 'names'>, language: Language) => game.names[language];

/** The schedule in words: its key and values for the `lottery.schedule.*` texts (`dayName` names a weekday). */
export function scheduleText(
  schedule: LotteryAdminGame['schedule'],
  dayName: (weekday: number) => string,
): {
  key: 'every' | 'everySeconds' | 'daily' | 'weekdays' | 'monthDays';
  values: Record<string, string | number>;
} {
  const close = { close: schedule.closeSeconds, zone: schedule.timeZone };
  if (schedule.kind === 'every')
    return schedule.seconds !== undefined
      ? { key: 'everySeconds', values: { ...close, seconds: schedule.seconds } }
      : { key: 'every', values: { ...close, minutes: schedule.minutes ?? 0 } };
  const time = schedule.time ?? '';
  if (schedule.weekdays)
    return { key: 'weekdays', values: { ...close, time, days: schedule.weekdays.map(dayName).join(', ') } };
  if (schedule.monthDays)
    return { key: 'monthDays', values: { ...close, time, days: schedule.monthDays.join(', ') } };
  return { key: 'daily', values: { ...close, time } };
}

const placesOf = (amount: string) => amount.split('.')[1]?.length ?? 0;
const scaled = (amount: string, places: number) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole + fraction.padEnd(places, '0'));
};

/** How much of the cap a number's liability uses, in whole percent (cut, never rounded up); null without a cap. */
export function capShare(liability: string, cap: string | null): number | null {
  if (cap === null) return null;
  const places = Math.max(placesOf(liability), placesOf(cap));
  const whole = scaled(cap, places);
  return whole > 0n ? Number((scaled(liability, places) * 100n) / whole) : null;
}

/** Two amounts of one currency compared exactly (for sorting), as decimal strings. */
export function compareAmounts(a: string, b: string): number {
  const places = Math.max(placesOf(a), placesOf(b));
  const difference = scaled(a, places) - scaled(b, places);
  return difference > 0n ? 1 : difference < 0n ? -1 : 0;
}
