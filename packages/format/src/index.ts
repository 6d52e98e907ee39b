export { dayIn, formatDateTime, gmtOffset, startOfDayIn } from './datetime.ts';
