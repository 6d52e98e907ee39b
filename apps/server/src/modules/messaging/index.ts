export { CODE_MINUTES, consumeCode, issueCode, type CodePurpose } from './codes.ts';
export { listOutbox, outboxProvider, type Channel, type MessageProvider } from './outbox.ts';
export { messagingAdminRoutes } from './routes.ts';
