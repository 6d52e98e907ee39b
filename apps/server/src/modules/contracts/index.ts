export { contractRoutes } from './routes.ts';
export { contractAdminRoutes } from './admin-routes.ts';
export { acceptContract, offerContract, type Offerer } from './commands.ts';
export {
  CONTRACT_KINDS,
  parseRate,
  rateAt,
  rateText,
  RATE_SCALE,
  type ContractKind,
  type Tier,
  type TermsInput,
} from './terms.ts';
export { levelDifference, salaryEarnings } from './salaries.ts';
import { salaryRun } from './salaries.ts';
/** The salary settlements every worker runs (DOMAIN.md "Daily salary", "Hourly salary"). */
export const salaryRuns = [salaryRun('daily'), salaryRun('hourly')];
export { payRealtimeSalaries, realtimeSalaryJob, REALTIME_CONSUMER } from './realtime.ts';
export { dividendEarnings, dividendRuns } from './dividends.ts';
export { dividendForcePayJob, forcePayDueBills } from './bills.ts';
export { contractExpiryJob, expireContracts } from './expiry.ts';
export { dividendBillAdminRoutes, dividendBillRoutes } from './bill-routes.ts';
export { payBill } from './bills.ts';
export { listBills } from './bills-repository.ts';
