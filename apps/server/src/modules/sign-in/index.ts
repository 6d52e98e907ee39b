// The sign-in module: one check-in per brand-local day, rewards by consecutive-day streak (DOMAIN.md "Sign-in",
// ADR 0040). Missions count its check-ins through `signInsBetween`.
export { signInAdminRoutes, signInRoutes } from './routes.ts';
export { signIn, signInCalendar, signInsBetween, saveSignInSettings } from './commands.ts';
export { checkInOnce, seedDemoSignIn } from './demo.ts';
