export { launchRoutes } from './routes.ts';
export {
  launchGame,
  LAUNCH_SESSION_HOURS,
  SUGGESTION_COUNT,
  type LaunchProps,
  type LaunchResult,
} from './commands.ts';
