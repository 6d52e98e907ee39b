import type { PlayerRain, RainDetail, RainSummary } from '@croupier/contracts';
import { readAppNow } from '../../db/clock.ts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../platform/domain-errors.ts';
import type { BrandRow } from '../brands/index.ts';
import { usernamesByIds, type PlayerRow } from '../players/index.ts';
import { money } from '../wallet/index.ts';
import { mayGrab } from './commands.ts';
import * as repo from './repository.ts';
import type { EnvelopeRainRow } from './schema.ts';
import { toPlayerRain, toRainSummary } from './views.ts';

async function summaries(db: Executor, rains: EnvelopeRainRow[]): Promise<RainSummary[]> {
  const totals = await repo.grabTotals(
    db,
    rains.map((rain) => rain.id),
  );
  const names = await usernamesByIds(db, [
    ...rains.flatMap((rain) => (rain.senderId === null ? [] : [rain.senderId])),
    ...rains.flatMap((rain) => rain.agentIds ?? []),
  ]);
  const now = await readAppNow(db);
  return rains.map((rain) => toRainSummary(rain, totals.get(rain.id), names, now));
}

/** The console's rains (operators' and agents'), newest first. */
export async function rainsForOperator(db: Executor, brand: BrandRow): Promise<RainSummary[]> {
  return summaries(db, await repo.listRains(db, brand.id));
}

/** An agent's own envelopes, newest first. */
export async function rainsOfAgent(db: Executor, brand: BrandRow, agent: PlayerRow): Promise<RainSummary[]> {
  return summaries(db, await repo.listRains(db, brand.id, agent.id));
}

/** A rain with who grabbed what, in grab order. */
export async function rainDetail(db: Executor, brand: BrandRow, rainId: bigint): Promise<RainDetail> {
  const rain = await repo.findRain(db, brand.id, rainId);
  if (!rain) throw notFound('The red envelope rain');
  const grabs = await repo.grabsOf(db, rainId);
  const names = await usernamesByIds(
    db,
    grabs.map((grab) => grab.playerId!),
  );
  const [summary] = await summaries(db, [rain]);
  return {
    rain: summary!,
    grabs: grabs.map((grab) => ({
      envelopeId: grab.id.toString(),
      username: names.get(grab.playerId!) ?? '',
      amount: money(grab.amount, rain.currency),
      grabbedAt: grab.grabbedAt!.toISOString(),
    })),
  };
}

/** The rains falling now or soon that the member may grab from, with the member's own envelope. */
export async function rainsForPlayer(
  db: Executor,
  brand: BrandRow,
  player: PlayerRow,
): Promise<PlayerRain[]> {
  const visible: EnvelopeRainRow[] = [];
  for (const rain of await repo.openRains(db, brand.id))
    if (await mayGrab(db, rain, player)) visible.push(rain);
  const names = await usernamesByIds(
    db,
    visible.flatMap((rain) => (rain.senderId === null ? [] : [rain.senderId])),
  );
  const answers: PlayerRain[] = [];
  for (const rain of visible) {
    const own = await repo.envelopeOf(db, rain.id, player.id);
    answers.push(toPlayerRain(rain, await repo.envelopesLeft(db, rain.id), own?.amount, names));
  }
  return answers;
}
