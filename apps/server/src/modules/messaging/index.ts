export { CODE_MINUTES, consumeCode, issueCode, type CodePurpose } from './codes.ts';
export { codeCheckLimit, emailDestination, phoneDestination } from './code-check-http.ts';
export {
  DEFAULT_DELIVERY_POLICY,
  deliverDueEmails,
  startEmailDelivery,
  type DeliveryJob,
  type DeliveryPolicy,
  type Mailer,
} from './delivery.ts';
export {
  listOutbox,
  messageProvider,
  type Channel,
  type ChannelProviders,
  type MessageProvider,
} from './outbox.ts';
export { messagingAdminRoutes } from './routes.ts';
export { smtpMailer } from './smtp.ts';
