import type { Language, MissionSummary, MissionView } from '@croupier/contracts';
import { currencyOf, toDecimalString } from '@croupier/money';
import { readAppNow } from '../../db/clock.ts';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { DomainError, notFound } from '../../platform/domain-errors.ts';
import { grantBonus } from '../bonuses/index.ts';
import type { BrandRow } from '../brands/index.ts';
import { periodContaining, type Cadence, type Period } from '../settlements/index.ts';
import { figuresOf, figureText } from './figures.ts';
import * as repo from './repository.ts';
import type { MissionRow } from './schema.ts';

/** A text in the asked language, else English, else any. */
export const textIn = (texts: Record<string, string>, language: Language) =>
  texts[language] || texts.EN || Object.values(texts).find(Boolean) || '';

interface Progress {
  mission: MissionRow;
  period: Period;
  progress: bigint;
  claimed: boolean;
}

/** Each enabled mission's current period, the player's figure in it and whether it was claimed. */
async function progressOf(db: Executor, brand: BrandRow, playerId: bigint): Promise<Progress[]> {
  const now = await readAppNow(db);
  const all = await repo.enabledMissions(db, brand.id);
  const periods = new Map(
    all.map((mission) => [mission.id, periodContaining(mission.cadence as Cadence, brand.timezone, now)]),
  );
  const claimed = await repo.claimedKeys(db, playerId, [...new Set([...periods.values()].map((p) => p.key))]);
  // Missions of the same measure and period share one figure: read each once.
  const figures = new Map<string, Promise<bigint>>();
  const figureFor = (mission: MissionRow, period: Period) => {
    const key = `${mission.metric}:${mission.gameType ?? ''}:${period.cadence}`;
    let figure = figures.get(key);
    if (!figure) {
      figure = figuresOf(db, brand, mission, period, playerId).then((map) => map.get(playerId) ?? 0n);
      figures.set(key, figure);
    }
    return figure;
  };
  const progress: Progress[] = [];
  for (const mission of all) {
    const period = periods.get(mission.id)!;
    progress.push({
      mission,
      period,
      progress: await figureFor(mission, period),
      claimed: claimed.has(`${mission.id}:${period.key}`),
    });
  }
  return progress;
}

const statusOf = (entry: Progress): MissionView['status'] =>
  entry.claimed ? 'claimed' : entry.progress >= entry.mission.target ? 'claim_reward' : 'in_progress';

/** `GET /api/v1/missions`: every running mission with the caller's progress this period, and what can be claimed. */
export async function missionSummary(
  db: Executor,
  brand: BrandRow,
  playerId: bigint,
  language: Language,
): Promise<MissionSummary> {
  const entries = await progressOf(db, brand, playerId);
  const money = (amount: bigint) => toDecimalString(amount, currencyOf(brand.currencyCode));
  const items = entries.map((entry): MissionView => ({
    id: entry.mission.id.toString(),
    title: textIn(entry.mission.titles, language),
    metric: entry.mission.metric as MissionView['metric'],
    gameType: entry.mission.gameType as MissionView['gameType'],
    cadence: entry.mission.cadence as MissionView['cadence'],
    period: entry.period.key,
    endsAt: entry.period.end.toISOString(),
    target: figureText(entry.mission.metric, entry.mission.target, brand.currencyCode),
    // Shown up to the target: past it the bar is full either way.
    progress: figureText(
      entry.mission.metric,
      entry.progress > entry.mission.target ? entry.mission.target : entry.progress,
      brand.currencyCode,
    ),
    reward: money(entry.mission.reward),
    status: statusOf(entry),
  }));
  return { items, claimable: items.filter((item) => item.status === 'claim_reward').length };
}

/** The member menu's missions badge (`/me`'s `claimableMissions`). */
export async function claimableMissionCount(
  db: Executor,
  brand: BrandRow,
  playerId: bigint,
): Promise<number> {
  const entries = await progressOf(db, brand, playerId);
  return entries.filter((entry) => statusOf(entry) === 'claim_reward').length;
}

/**
 * `POST /api/v1/missions/{id}/claim`: pays a completed mission's reward for the current period, once. The claim's
 * row (keyed by mission, player and period), the budget's guarded reservation and the bonus (key
 * `mission:<id>:<player>:<period>`) are one transaction: of any number of claims at once one pays, and a budget
 * is never passed. The mission's key-share lock orders the claim against a console change of its measure.
 */
export async function claimMission(
  db: Database,
  brand: BrandRow,
  playerId: bigint,
  missionId: bigint,
): Promise<{ amount: bigint }> {
  const mission = await repo.findMission(db, brand.id, missionId);
  if (!mission || !mission.enabled) throw notFound('The mission');
  const period = periodContaining(mission.cadence as Cadence, brand.timezone, await readAppNow(db));
  const progress = (await figuresOf(db, brand, mission, period, playerId)).get(playerId) ?? 0n;
  const claim = { missionId, playerId, periodKey: period.key };
  if (progress < mission.target)
    throw new DomainError('MISSION_NOT_COMPLETE', 'This mission is not complete yet.');
  return inTransaction(db, async (tx) => {
    // Checked against the mission as the console last left it: switched off, or measured another way (possible
    // only while nobody has claimed it), the check above no longer holds; a new reward pays from now on.
    const current = await repo.lockMissionForClaim(tx, missionId);
    if (!current?.enabled) throw notFound('The mission');
    if (
      current.metric !== mission.metric ||
      current.gameType !== mission.gameType ||
      current.cadence !== mission.cadence ||
      progress < current.target
    )
      throw new DomainError('MISSION_NOT_COMPLETE', 'This mission has just changed; it is not complete yet.');
    if (!(await repo.insertClaim(tx, { ...claim, amount: current.reward })))
      throw new DomainError('MISSION_ALREADY_CLAIMED', 'This mission was claimed this period already.');
    if (!(await repo.reserveBudget(tx, missionId, current.reward)))
      throw new DomainError('PROMOTION_BUDGET_SPENT', 'This mission’s budget is spent.');
    const { bonus } = await grantBonus(tx, {
      brandId: brand.id,
      playerId,
      currency: brand.currencyCode,
      amount: current.reward,
      requirement: current.reward * BigInt(current.wageringMultiple),
      source: { kind: 'mission', ref: `mission:${missionId}:${period.key}` },
      idempotencyKey: `mission:${missionId}:${playerId}:${period.key}`,
      reason: `Mission ${textIn(current.titles, 'EN')} ${period.key}`,
    });
    await repo.setClaimBonus(tx, claim, bonus.id);
    return { amount: current.reward };
  });
}
