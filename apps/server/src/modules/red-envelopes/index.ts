// Red envelopes (DOMAIN.md "Promotions", ADR 0041): operators' rains and agents' envelopes, grabbed first come
// first served, each envelope paid once through the ledger.
export { redEnvelopeRoutes } from './routes.ts';
export { closeAgentRain, closeEndedAgentRains, envelopeReturnJob } from './close.ts';
export { createOperatorRain, grabEnvelope, sendAgentEnvelope } from './commands.ts';
export { splitBudget } from './split.ts';
export { seedDemoEnvelopes } from './demo.ts';
