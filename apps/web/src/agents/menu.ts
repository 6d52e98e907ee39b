import { isFlagOn, WHITELABEL_FLAGS, type WhitelabelNode } from '@croupier/contracts/constants';
import type { ContractKindName } from '@croupier/contracts';

/**
 * The agent centre's menu (spec §2): the seed's report pages in its order, the salary pages only when the
 * brand's flags switch them on, then the player pages the agent menu also lists. Each has its own URL,
 * `/agentHome/<id>`; `/agentHome` opens the overview.
 */
export const REPORT_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'agentRedEnvelopes',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
] as const;

export const CONTRACT_PAGES = [
  { id: 'agentDividendRecordCopy2', flag: WHITELABEL_FLAGS.dividend, kind: 'dividend' },
  { id: 'agentDailyWages2', flag: WHITELABEL_FLAGS.dailySalary, kind: 'daily' },
  { id: 'agentHourSalary', flag: WHITELABEL_FLAGS.hourlySalary, kind: 'hourly' },
  { id: 'agentRealtimeSalary', flag: WHITELABEL_FLAGS.realtimeSalary, kind: 'realtime' },
] as const satisfies readonly { id: string; flag: string; kind: ContractKindName }[];

// Platform messages join the list with the inbox (issue 23): no placeholder page until then.
export const PLAYER_PAGES = ['deposit', 'withdraw', 'accountDetails', 'customerService'] as const;

export type ContractPageId = (typeof CONTRACT_PAGES)[number]['id'];
export type AgentPageId = (typeof REPORT_PAGES)[number] | ContractPageId | (typeof PLAYER_PAGES)[number];

export const DEFAULT_AGENT_PAGE: AgentPageId = 'agentTeamOverview';

export function agentMenu(whitelabel: readonly WhitelabelNode[]): AgentPageId[] {
  const contracts = CONTRACT_PAGES.filter((page) => isFlagOn(whitelabel, page.flag)).map((page) => page.id);
  return [...REPORT_PAGES, ...contracts, ...PLAYER_PAGES];
}

/** The page a path segment names, whatever its case (routing ignores case); null for one not on the menu. */
export function agentPageOf(segment: string | undefined, menu: readonly AgentPageId[]): AgentPageId | null {
  if (segment === undefined || segment === '') return DEFAULT_AGENT_PAGE;
  return menu.find((id) => id.toLowerCase() === segment.toLowerCase()) ?? null;
}
