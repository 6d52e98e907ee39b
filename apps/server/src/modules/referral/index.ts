// The referral programme (DOMAIN.md "Promotions", referral): a referrer earns once per friend who qualifies
// within the brand's days; a friend who shares the referrer's browser, address or payout name earns nothing and
// is flagged to operators.
export { referralAdminRoutes, referralRoutes } from './routes.ts';
export { decideReferrals, findReferredFriends, referralJob, REFERRAL_CONSUMER } from './qualification.ts';
export { seedDemoReferral } from './demo.ts';
