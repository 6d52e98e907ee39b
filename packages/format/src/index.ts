export { formatDateTime, gmtOffset } from './datetime.ts';
