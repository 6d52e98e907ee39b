export { contractRoutes } from './routes.ts';
export { contractAdminRoutes } from './admin-routes.ts';
export { offerContract } from './commands.ts';
export {
  CONTRACT_KINDS,
  parseRate,
  rateAt,
  rateText,
  RATE_SCALE,
  type ContractKind,
  type Tier,
} from './terms.ts';
