import { Type, type Static } from 'typebox';

/** One brand-local day of the console's dashboard; amounts are decimal strings in the brand's currency. */
export const DashboardDaySchema = Type.Object({
  day: Type.String(),
  /** Deposits approved that day, and their sum. */
  deposits: Type.Integer(),
  depositAmount: Type.String(),
  /** Withdrawals paid out that day, and their sum. */
  withdrawals: Type.Integer(),
  withdrawalAmount: Type.String(),
  /** Settled rounds' stake and payout; GGR = stake − payout. */
  stake: Type.String(),
  payout: Type.String(),
  ggr: Type.String(),
  /** Members who registered that day. */
  newPlayers: Type.Integer(),
});
export type DashboardDay = Static<typeof DashboardDaySchema>;

/** The console's home: the last 14 days in the brand's time zone (today last) and the queues waiting on operators. */
export const DashboardSchema = Type.Object({
  currency: Type.String(),
  timezone: Type.String(),
  today: Type.String(),
  days: Type.Array(DashboardDaySchema),
  pending: Type.Object({ deposits: Type.Integer(), withdrawals: Type.Integer() }),
});
export type Dashboard = Static<typeof DashboardSchema>;

export const DASHBOARD_DAYS = 14;
