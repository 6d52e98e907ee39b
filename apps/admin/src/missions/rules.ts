import type { LeaderboardInput, MissionInput, SignInSettings } from '@croupier/contracts';
import type { OperatorRole } from '@croupier/contracts/constants';
import { parseMinor, type Currency } from '@croupier/money';

/** Every operator of the brand reads missions, leaderboards and sign-in; the studio's account has no use for them. */
export const canSeeMissions = (role: OperatorRole | undefined) => role !== undefined && role !== 'studio';
/** They spend the brand's money: owners and admins change them (the server's check too). */
export const canEditMissions = (role: OperatorRole | undefined) => role === 'owner' || role === 'admin';

export type Errors = Record<string, string>;

const positiveAmount = (text: string, currency: Currency) => {
  const amount = parseMinor(text, currency);
  return amount !== null && amount > 0n;
};
const isMoneyMetric = (metric: string) => metric === 'valid_bet' || metric === 'deposits';

/** A form's texts as the server wants them: trimmed, empty ones left out. */
export function cleanTitles(titles: { EN: string; CN: string; TH: string }) {
  return Object.fromEntries(
    Object.entries(titles)
      .map(([language, text]) => [language, text.trim()] as const)
      .filter(([, text]) => text.length > 0),
  );
}

/** A wagering multiple is a whole number from 0 to 100. */
const checkMultiple = (multiple: number, errors: Errors) => {
  if (!Number.isInteger(multiple) || multiple < 0 || multiple > 100) errors.wageringMultiple = 'INVALID';
};

/** What the server checks of a mission, checked first in the browser. */
export function checkMission(input: MissionInput, currency: Currency): Errors {
  const errors: Errors = {};
  if (!input.titles.EN?.trim()) errors['titles.EN'] = 'REQUIRED';
  const targetOk = isMoneyMetric(input.metric)
    ? positiveAmount(input.target, currency)
    : /^[0-9]{1,9}$/.test(input.target) && Number(input.target) > 0;
  if (!targetOk) errors.target = 'INVALID';
  if (!positiveAmount(input.reward, currency)) errors.reward = 'INVALID';
  if (input.budget && !positiveAmount(input.budget, currency)) errors.budget = 'INVALID';
  if (input.gameType && input.metric !== 'valid_bet' && input.metric !== 'rounds')
    errors.gameType = 'NOT_ALLOWED';
  checkMultiple(input.wageringMultiple, errors);
  return errors;
}

/** A leaderboard's prizes are amounts, each at most the one above. */
export function checkLeaderboard(input: LeaderboardInput, currency: Currency): Errors {
  const errors: Errors = {};
  if (!input.titles.EN?.trim()) errors['titles.EN'] = 'REQUIRED';
  if (input.prizes.length === 0) errors.prizes = 'REQUIRED';
  input.prizes.forEach((prize, rank) => {
    if (!positiveAmount(prize, currency)) errors[`prizes.${rank}`] = 'INVALID';
    else if (
      rank > 0 &&
      (parseMinor(prize, currency) ?? 0n) > (parseMinor(input.prizes[rank - 1]!, currency) ?? 0n)
    )
      errors[`prizes.${rank}`] = 'INVALID';
  });
  if (input.gameType && input.metric === 'deposits') errors.gameType = 'NOT_ALLOWED';
  checkMultiple(input.wageringMultiple, errors);
  return errors;
}

export function checkSignIn(settings: SignInSettings, currency: Currency): Errors {
  const errors: Errors = {};
  settings.rewards.forEach((reward, day) => {
    const amount = parseMinor(reward, currency);
    if (amount === null || amount < 0n) errors[`rewards.${day}`] = 'INVALID';
  });
  if (settings.rewards.length === 0 || settings.rewards.length > 31) errors.rewards = 'INVALID';
  checkMultiple(settings.wageringMultiple, errors);
  return errors;
}

/** "1.00, 2.00, 3.00" as a list, and back. */
export const splitList = (text: string) =>
  text
    .split(/[,\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/** The first error of a list field (`prizes.2`) shown under the one input that holds the list. */
export const listError = (errors: Errors, field: string) =>
  errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];
