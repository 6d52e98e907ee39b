import type {
  AdminLeaderboard,
  AdminMission,
  LeaderboardInput,
  MissionInput,
  SignInSettings,
} from '@croupier/contracts';
import type { OperatorRole } from '@croupier/contracts/constants';
import { parseMinor, type Currency } from '@croupier/money';

/** Every operator of the brand reads missions, leaderboards and sign-in; the studio's account has no use for them. */
export const canSeeMissions = (role: OperatorRole | undefined) => role !== undefined && role !== 'studio';
/** They spend the brand's money: owners and admins change them (the server's check too). */
export const canEditMissions = (role: OperatorRole | undefined) => role === 'owner' || role === 'admin';

export type Errors = Record<string, string>;

/** What missions and leaderboards both measure, as their forms hold it. */
export interface MeasureDraft {
  titles: { EN: string; CN: string; TH: string };
  metric: string;
  gameType: string;
  cadence: string;
  wageringMultiple: string;
}
export type MissionDraft = MeasureDraft & { target: string; reward: string; budget: string };
export type LeaderboardDraft = MeasureDraft & { prizes: string };

const measureDraftOf = (row: AdminMission | AdminLeaderboard): MeasureDraft => ({
  titles: { EN: row.titles.EN ?? '', CN: row.titles.CN ?? '', TH: row.titles.TH ?? '' },
  metric: row.metric,
  gameType: row.gameType ?? '',
  cadence: row.cadence,
  wageringMultiple: String(row.wageringMultiple),
});
const EMPTY_MEASURE = {
  titles: { EN: '', CN: '', TH: '' },
  metric: 'valid_bet',
  gameType: '',
  wageringMultiple: '1',
};

/** A new mission's form, or a stored one's filled with its values. */
export function missionDraftOf(mission: AdminMission | null): MissionDraft {
  if (!mission) return { ...EMPTY_MEASURE, cadence: 'daily', target: '', reward: '', budget: '' };
  return {
    ...measureDraftOf(mission),
    target: mission.target,
    reward: mission.reward,
    budget: mission.budget ?? '',
  };
}

export function leaderboardDraftOf(board: AdminLeaderboard | null): LeaderboardDraft {
  if (!board) return { ...EMPTY_MEASURE, cadence: 'weekly', prizes: '' };
  return { ...measureDraftOf(board), prizes: board.prizes.join(', ') };
}

const measureInputOf = (draft: MeasureDraft) => ({
  titles: cleanTitles(draft.titles),
  metric: draft.metric,
  gameType: draft.gameType || null,
  cadence: draft.cadence,
  wageringMultiple: Number(draft.wageringMultiple),
  enabled: true,
});

/** The form as the server takes it; a new one starts switched on. */
export const missionInputOf = (draft: MissionDraft): MissionInput =>
  ({
    ...measureInputOf(draft),
    target: draft.target.trim(),
    reward: draft.reward.trim(),
    budget: draft.budget.trim() || null,
  }) as MissionInput;

export const leaderboardInputOf = (draft: LeaderboardDraft): LeaderboardInput =>
  ({ ...measureInputOf(draft), prizes: splitList(draft.prizes) }) as LeaderboardInput;

/** An edit sends every field of the form but the switch, which its own button owns. */
export function withoutSwitch<Input extends { enabled: boolean }>(input: Input): Omit<Input, 'enabled'> {
  return Object.fromEntries(Object.entries(input).filter(([key]) => key !== 'enabled')) as Omit<
    Input,
    'enabled'
  >;
}

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

/**
 * What the server checks of a mission, checked first in the browser; a stored mission's budget also stays at
 * or above what it has `spent`.
 */
export function checkMission(input: MissionInput, currency: Currency, spent?: string): Errors {
  const errors: Errors = {};
  if (!input.titles.EN?.trim()) errors['titles.EN'] = 'REQUIRED';
  const targetOk = isMoneyMetric(input.metric)
    ? positiveAmount(input.target, currency)
    : /^[0-9]{1,9}$/.test(input.target) && Number(input.target) > 0;
  if (!targetOk) errors.target = 'INVALID';
  if (!positiveAmount(input.reward, currency)) errors.reward = 'INVALID';
  if (input.budget && !positiveAmount(input.budget, currency)) errors.budget = 'INVALID';
  else if (input.budget && spent && parseMinor(input.budget, currency)! < (parseMinor(spent, currency) ?? 0n))
    errors.budget = 'BUDGET_BELOW_SPENT';
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
