import type { SettlementQuery, SettlementRun, SettlementRunRequest } from '@croupier/contracts';
import { currencyOf, toDecimalString } from '@croupier/money';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import type { BrandClock } from '../brands/index.ts';
import { isClosed, lastClosedPeriod, periodAtLocalTime } from './calendar.ts';
import { findRun, listRuns, type RunRow } from './repository.ts';
import type { Settlements } from './runner.ts';

export type SettlementRefusal = 'UNKNOWN_KIND' | 'NO_SUCH_DATE' | 'PERIOD_OPEN' | 'RUN_IN_PROGRESS';

/** The schema checks the shape only: 2026-13-45 would otherwise roll over into a period in 2027. */
function isCalendarDate(date: string): boolean {
  const midnight = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(midnight.getTime()) && midnight.toISOString().startsWith(date);
}

/** Why an operator's run was refused; the route says it in HTTP. */
export class SettlementRefused extends Error {
  constructor(
    readonly reason: SettlementRefusal,
    message: string,
  ) {
    super(message);
  }
}

export interface OperatorActor {
  brand: BrandClock;
  operator: { id: bigint; username: string };
  ip: string;
}

/**
 * An operator runs one closed period now, or runs it again: the run pays each subject only the difference from
 * what it was paid before. Every call is audited with the run's state and payments before and after.
 */
export async function runSettlement(
  db: Database,
  settlements: Settlements,
  actor: OperatorActor,
  request: SettlementRunRequest,
): Promise<{ runId: bigint; status: RunRow['state']; paid: bigint }> {
  const kind = settlements.kindNamed(request.kind);
  if (!kind) throw new SettlementRefused('UNKNOWN_KIND', `No settlement kind is named ${request.kind}.`);
  if (request.brandDate !== undefined && !isCalendarDate(request.brandDate))
    throw new SettlementRefused('NO_SUCH_DATE', `There is no date ${request.brandDate}.`);
  const { timezone } = actor.brand;
  const period = request.brandDate
    ? periodAtLocalTime(kind.cadence, timezone, {
        date: request.brandDate,
        hour: request.hour,
        minute: request.minute,
      })
    : lastClosedPeriod(kind.cadence, timezone, settlements.clock());
  if (!isClosed(period, settlements.clock()))
    throw new SettlementRefused('PERIOD_OPEN', `The period ${period.key} has not closed yet.`);
  const before = await findRun(db, kind.name, actor.brand.id, period.key);
  const outcome = await settlements.runPeriod(kind, actor.brand, period);
  if (!outcome)
    throw new SettlementRefused(
      'RUN_IN_PROGRESS',
      `The period ${period.key} is being run by a worker right now.`,
    );
  const { run, movedNow } = outcome;
  await recordAudit(db, {
    brandId: actor.brand.id,
    operatorId: actor.operator.id,
    operatorName: actor.operator.username,
    action: 'settlement.run',
    target: `${kind.name} ${period.key}`,
    before: before ? { state: before.state, paid: before.paid.toString(), outputs: before.outputs } : null,
    after: {
      state: run.state,
      paid: run.paid.toString(),
      movedNow: movedNow.toString(),
      outputs: run.outputs,
    },
    ip: actor.ip,
  });
  return { runId: run.id, status: run.state, paid: movedNow };
}

const RUN_LIST_LIMIT = 500;

/** A brand's runs, newest period first, with what each read and wrote. */
export async function listSettlements(
  db: Database,
  settlements: Settlements,
  brand: BrandClock,
  query: SettlementQuery,
): Promise<SettlementRun[]> {
  const from = query.from
    ? periodAtLocalTime('daily', brand.timezone, { date: query.from }).start
    : undefined;
  const to = query.to ? periodAtLocalTime('daily', brand.timezone, { date: query.to }).end : undefined;
  const currency = currencyOf(brand.currencyCode);
  const rows = await listRuns(db, { brandId: brand.id, kind: query.kind, from, to, limit: RUN_LIST_LIMIT });
  return rows.map((run) => ({
    id: run.id.toString(),
    kind: run.kind,
    cadence: settlements.kindNamed(run.kind)?.cadence ?? 'unknown',
    period: run.periodKey,
    periodStart: run.periodStart.toISOString(),
    periodEnd: run.periodEnd.toISOString(),
    state: run.state,
    attempts: run.attempts,
    inputs: run.inputs,
    outputs: run.outputs,
    paid: toDecimalString(run.paid, currency),
    error: run.error,
    startedAt: run.startedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
  }));
}
