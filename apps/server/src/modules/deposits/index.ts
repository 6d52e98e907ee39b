export { depositRoutes } from './routes.ts';
export { depositExpiryJob } from './jobs.ts';
export { seedDemoChannels } from './channels.ts';
