export { promotionRoutes } from './routes.ts';
export { applicationRoutes } from './application-routes.ts';
export { seedDemoPromotions } from './demo.ts';
export { claimableRewardCount } from './reward-centre.ts';
export { depositBonusJob, payDepositBonuses, DEPOSIT_BONUS_CONSUMER } from './deposit-bonuses.ts';
export { birthdayJob, offerBirthdayRewards } from './birthday.ts';
export { cashbackRun, cashbackRuns } from './cashback.ts';
export { audienceAgents, inAudience, type Audience } from './audience.ts';
