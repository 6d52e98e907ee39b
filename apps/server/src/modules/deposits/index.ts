export { depositRoutes } from './routes.ts';
export { depositExpiryJob } from './jobs.ts';
export { listPlayerChannels, seedDemoChannels } from './channels.ts';
export { approveDeposit, createDeposit } from './commands.ts';
export { ensureGatewayAccount } from './gateways/accounts.ts';
export { signedCallback, type TestpayCallback } from './gateways/testpay.ts';
export { approvedDepositsByDay, pendingDepositCount } from './figures.ts';
export { depositRemarksIn } from './record-remarks.ts';
export { creditedDeposits, creditedDepositsIn, firstDepositsOf, type CreditedDeposit } from './credited.ts';
