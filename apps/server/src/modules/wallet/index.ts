export { walletRoutes } from './routes.ts';
export { checkPaymentPassword } from './payment-password.ts';
export { money, parseAmount } from './amounts.ts';
export {
  listTeamAccountRecord,
  toInstant,
  transferWithinTeam,
  type RecordNamers,
  type TransferGate,
} from './commands.ts';
export { pushAnswer, pushBalances } from './balance-push.ts';
export { adjustmentRequestRoutes } from './adjustment-routes.ts';
