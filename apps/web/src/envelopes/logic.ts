import type { PlayerRain } from '@croupier/contracts';
import { parseMinor, type Currency } from '@croupier/money';
import type { Errors } from '../accounts/validation.ts';
import { REQUIRED } from '../accounts/validation.ts';

export interface AgentEnvelopeForm {
  title: string;
  budget: string;
  count: string;
  minutes: string;
  paymentPassword: string;
}

/** Each envelope of an agent's is at least 1.00 (the server's AGENT_MINIMUM_SHARE, 100 minor units). */
const MINIMUM_SHARE = 100;
const wholeIn = (text: string, low: number, high: number) =>
  /^\d{1,4}$/.test(text.trim()) && Number(text) >= low && Number(text) <= high;

/** The checks the server makes too, so a mistake shows under its field before anything is sent. */
export function validateAgentEnvelope(form: AgentEnvelopeForm, currency: Pick<Currency, 'decimals'>): Errors {
  const errors: Errors = {};
  if (!form.title.trim()) errors.title = REQUIRED;
  if (!wholeIn(form.count, 1, 200)) errors.count = { key: 'envelopes.agent.v.count' };
  if (!wholeIn(form.minutes, 5, 1440)) errors.minutes = { key: 'envelopes.agent.v.minutes' };
  const budget = parseMinor(form.budget, currency);
  if (!form.budget.trim()) errors.budget = REQUIRED;
  else if (budget === null || budget <= 0n) errors.budget = { key: 'accounts.v.invalid' };
  else if (!errors.count && budget < BigInt(Number(form.count) * MINIMUM_SHARE))
    errors.budget = { key: 'envelopes.agent.v.budget' };
  if (!form.paymentPassword) errors.paymentPassword = REQUIRED;
  return errors;
}

/** The rain falling now that the member has not grabbed from nor closed, if any. */
export function fallingRain(rains: readonly PlayerRain[], now: number, closed: ReadonlySet<string>) {
  return rains.find(
    (rain) =>
      Date.parse(rain.startsAt) <= now &&
      now < Date.parse(rain.endsAt) &&
      rain.left > 0 &&
      rain.grabbed === null &&
      !closed.has(rain.id),
  );
}
