import { parsePage } from '../players/filters.ts';
import { parsePeriod, periodToParams, type Period } from './period.ts';

/** The agents list as its URL carries it: `?q=&range=` (or `range=custom&from=&to=`) `&page=`. */
export interface AgentFilters {
  q: string;
  period: Period;
  page: number;
}

export function parseAgentFilters(params: URLSearchParams, today: string): AgentFilters {
  return {
    q: (params.get('q') ?? '').trim().slice(0, 64),
    period: parsePeriod(params, today),
    page: parsePage(params.get('page')),
  };
}

export function agentFiltersToParams(filters: AgentFilters): Record<string, string> {
  const params: Record<string, string> = { ...periodToParams(filters.period) };
  if (filters.q) params.q = filters.q;
  if (filters.page > 1) params.page = String(filters.page);
  return params;
}

/**
 * An agent's detail page keeps its period and the downline it drilled into in the URL (`?down=`, `dpage=`), so
 * Back climbs the breadcrumb and a link shows the same level.
 */
export interface DetailView {
  period: Period;
  /** The downline whose direct downlines are listed; missing: the agent's own. */
  down: string | undefined;
  page: number;
}

const ID = /^[1-9][0-9]{0,18}$/;

export function parseDetailView(params: URLSearchParams, today: string): DetailView {
  const down = params.get('down') ?? '';
  return {
    period: parsePeriod(params, today),
    down: ID.test(down) ? down : undefined,
    page: parsePage(params.get('dpage')),
  };
}

export function detailViewToParams(view: DetailView): Record<string, string> {
  const params: Record<string, string> = { ...periodToParams(view.period) };
  if (view.down) params.down = view.down;
  if (view.page > 1) params.dpage = String(view.page);
  return params;
}
