export { announcementRoutes } from './routes.ts';
export { seedDemoAnnouncements } from './demo.ts';
