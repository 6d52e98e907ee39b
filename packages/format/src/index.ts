export { dayIn, formatDateTime, gmtOffset, instantIn, startOfDayIn, wallClockIn } from './datetime.ts';
