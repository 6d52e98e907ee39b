import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LotteryCurrentIssue } from '@croupier/contracts';
import { useCurrentIssue } from './api.ts';
import { useNow } from './useNow.ts';

export type IssuePhase =
  | { kind: 'none' }
  | { kind: 'selling'; issueNo: string; until: number }
  | { kind: 'closed'; issueNo: string; until: number }
  | { kind: 'drawing'; issueNo: string };

/** Issue numbers (`YYYYMMDD-NNNN`) sort as text in the order they draw. */
function drawnAlready(issue: LotteryCurrentIssue | undefined, issueNo: string): boolean {
  const last = issue?.last?.issueNo;
  return last !== undefined && last >= issueNo;
}

function phaseOf(issue: LotteryCurrentIssue | undefined, now: number, awaited: string | null): IssuePhase {
  if (awaited && !drawnAlready(issue, awaited)) return { kind: 'drawing', issueNo: awaited };
  const current = issue?.current;
  if (!current) return { kind: 'none' };
  const closeAt = Date.parse(current.closeAt);
  const drawAt = Date.parse(current.drawAt);
  if (now < closeAt) return { kind: 'selling', issueNo: current.issueNo, until: closeAt };
  if (now < drawAt) return { kind: 'closed', issueNo: current.issueNo, until: drawAt };
  return { kind: 'drawing', issueNo: current.issueNo };
}

/**
 * The issue on sale ticking down to its close, then to its draw, then "drawing" until its result is published
 * (the server has moved on to the next issue by then, so the awaited issue is remembered here). A new result
 * refreshes the results and the member's tickets.
 */
export function useIssueClock(gameCode: string) {
  const now = useNow();
  const [awaited, setAwaited] = useState<string | null>(null);
  const [fast, setFast] = useState(false);
  const query = useCurrentIssue(gameCode, fast);
  const current = query.data?.current;
  const lastIssueNo = query.data?.last?.issueNo;
  const queryClient = useQueryClient();

  // Adjusted while rendering (not in an effect), so the phase never shows a stale frame.
  if (current && now >= Date.parse(current.drawAt) && awaited !== current.issueNo)
    setAwaited(current.issueNo);
  const phase = phaseOf(query.data, now, awaited);
  const waiting = phase.kind === 'closed' || phase.kind === 'drawing';
  if (waiting !== fast) setFast(waiting);
  const shownResult = useRef(lastIssueNo);
  useEffect(() => {
    // The first result seen is the one the results list loaded with; only a later one is news.
    const previous = shownResult.current;
    shownResult.current = lastIssueNo;
    if (!previous || previous === lastIssueNo) return;
    void queryClient.invalidateQueries({ queryKey: ['lottery', 'results', gameCode] });
    void queryClient.invalidateQueries({ queryKey: ['me', 'lottery-tickets'] });
  }, [lastIssueNo, gameCode, queryClient]);

  return { query, phase, now };
}
