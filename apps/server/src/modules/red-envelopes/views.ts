import type { PlayerRain, RainStatus, RainSummary } from '@croupier/contracts';
import { money } from '../wallet/index.ts';
import type { EnvelopeRainRow } from './schema.ts';

/**
 * Scheduled before its window, live during it, ended after (or once an agent's leftover went back, or every
 * envelope was grabbed: nothing is left to fall).
 */
function rainStatus(rain: EnvelopeRainRow, grabbedCount: number, now: Date): RainStatus {
  if (rain.closedAt || rain.endsAt <= now || grabbedCount >= rain.count) return 'ended';
  return rain.startsAt > now ? 'scheduled' : 'live';
}

export function toRainSummary(
  rain: EnvelopeRainRow,
  grabbed: { count: number; amount: bigint } | undefined,
  names: Map<bigint, string>,
  now: Date,
): RainSummary {
  return {
    id: rain.id.toString(),
    kind: rain.kind,
    title: rain.title,
    sender: rain.senderId === null ? null : (names.get(rain.senderId) ?? null),
    budget: money(rain.budget, rain.currency),
    count: rain.count,
    minAmount: money(rain.minAmount, rain.currency),
    startsAt: rain.startsAt.toISOString(),
    endsAt: rain.endsAt.toISOString(),
    status: rainStatus(rain, grabbed?.count ?? 0, now),
    grabbedCount: grabbed?.count ?? 0,
    grabbedAmount: money(grabbed?.amount ?? 0n, rain.currency),
    returnedAmount: rain.returnedAmount === null ? null : money(rain.returnedAmount, rain.currency),
    audience: {
      ...(rain.vipLevels?.length ? { vipLevels: rain.vipLevels } : {}),
      ...(rain.agentIds?.length ? { agents: rain.agentIds.map((id) => names.get(id) ?? id.toString()) } : {}),
      ...(rain.tags?.length ? { tags: rain.tags } : {}),
    },
    wageringMultiple: rain.wageringMultiple,
    createdAt: rain.createdAt.toISOString(),
  };
}

export function toPlayerRain(
  rain: EnvelopeRainRow,
  left: number,
  own: bigint | undefined,
  names: Map<bigint, string>,
): PlayerRain {
  return {
    id: rain.id.toString(),
    title: rain.title,
    sender: rain.senderId === null ? null : (names.get(rain.senderId) ?? null),
    startsAt: rain.startsAt.toISOString(),
    endsAt: rain.endsAt.toISOString(),
    count: rain.count,
    left,
    grabbed: own === undefined ? null : { amount: money(own, rain.currency) },
  };
}
