export {
  CADENCES,
  closesAt,
  isClosed,
  lastClosedPeriod,
  nextPeriod,
  periodAtLocalTime,
  periodContaining,
  previousPeriod,
  type Cadence,
  type Period,
} from './calendar.ts';
export type { Payment, RunContext, RunKind, RunResult } from './kinds.ts';
export { createSettlements, defaultWorkerName, type Settlements, type SettlementOptions } from './runner.ts';
export { settlementAdminRoutes } from './routes.ts';
export { forgetIdleRunsJob, IDLE_RUN_DAYS, settlementJobs } from './jobs.ts';
