// The missions module: missions (a metric's target over a period, claimed once per period) and leaderboards
// (players ranked by a metric, prizes paid by rank when the period closes) — DOMAIN.md "Promotions", ADR 0040.
export { missionRoutes } from './routes.ts';
export { missionAdminRoutes } from './admin-routes.ts';
export { claimableMissionCount, claimMission, missionSummary } from './missions.ts';
export { leaderboardRun, leaderboardRuns, LEADERBOARD_RUN_KINDS } from './leaderboard-run.ts';
export { createLeaderboard, createMission } from './admin.ts';
export { seedDemoMissions } from './demo.ts';
