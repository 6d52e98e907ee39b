/**
 * The agent centre's menu (spec §2): the seed's report pages in its order, then the player pages the agent menu
 * also lists. Each has its own URL, `/agentHome/<id>`; `/agentHome` opens the overview.
 */
export const REPORT_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
] as const;

// The contract pages (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary and agentRealtimeSalary, each
// behind its whitelabel flag) come with contracts and salaries in issue 19: until then none is on the menu, and
// a link to one opens the overview as any unknown page does, rather than a placeholder.
// Platform messages join the list with the inbox (issue 23): no placeholder page until then.
export const PLAYER_PAGES = ['deposit', 'withdraw', 'accountDetails', 'customerService'] as const;

export type AgentPageId = (typeof REPORT_PAGES)[number] | (typeof PLAYER_PAGES)[number];

export const DEFAULT_AGENT_PAGE: AgentPageId = 'agentTeamOverview';

export const AGENT_MENU: readonly AgentPageId[] = [...REPORT_PAGES, ...PLAYER_PAGES];

/** The page a path segment names, whatever its case (routing ignores case); null for one not on the menu. */
export function agentPageOf(segment: string | undefined): AgentPageId | null {
  if (segment === undefined || segment === '') return DEFAULT_AGENT_PAGE;
  return AGENT_MENU.find((id) => id.toLowerCase() === segment.toLowerCase()) ?? null;
}
