export { agentRoutes } from './routes.ts';
export { agentAdminRoutes } from './admin-routes.ts';
export { agentSettingsRoutes } from './settings-routes.ts';
export {
  createAgent,
  moveMember,
  promoteToAgent,
  registerDownline,
  type MoveMemberProps,
} from './commands.ts';
export { ancestryRelation, isInTeam, teamIds, treeRowsOf } from './repository.ts';
export { teamStatsJob, updateTeamStats, TEAM_STATS_CONSUMERS } from './team-stats.ts';
export { teamPeriodFigures, teamSalaryFigures, type TeamPeriodFigures } from './settlement-figures.ts';
export { readAgentRules, type AgentProgrammeRules } from './settings.ts';
