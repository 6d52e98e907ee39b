import type { LotteryCurrentIssue } from '@croupier/contracts';
import { numbersOf } from './picks.ts';

/**
 * Why a line of the slip cannot be bought: one of its numbers reached its cap this issue (`capped`, in stop
 * mode), or the code the platform answered for it (`items.N.field` of a refused purchase: SELECTION_DUPLICATE,
 * PRIZE_GROUP_NOT_OFFERED, LINE_STAKE_OUT_OF_RANGE…).
 */
export type LineProblems = ReadonlyMap<number, string>;

/** The lines holding a number that stopped selling since they were added (the issue's caps move as others buy). */
export function cappedLines(
  lines: readonly { id: number; play: string; selection: string }[],
  capped: LotteryCurrentIssue['cappedNumbers'],
  capMode: LotteryCurrentIssue['capMode'],
): Map<number, string> {
  const problems = new Map<number, string>();
  if (capMode !== 'stop' || capped.length === 0) return problems;
  for (const line of lines) {
    const stopped = new Set(
      capped.filter((number) => number.play === line.play).map((number) => number.number),
    );
    if (numbersOf(line.selection).some((number) => stopped.has(number))) problems.set(line.id, 'capped');
  }
  return problems;
}

/** The platform's reasons for a refused slip, by line: `items.2.selection` is the third line sent. */
export function refusedLines(
  sent: readonly { id: number }[],
  fields: Readonly<Record<string, string>>,
): Map<number, string> {
  const problems = new Map<number, string>();
  for (const [field, code] of Object.entries(fields)) {
    const index = /^items\.(\d+)\./.exec(field)?.[1];
    const line = index === undefined ? undefined : sent[Number(index)];
    if (line && !problems.has(line.id)) problems.set(line.id, code);
  }
  return problems;
}
