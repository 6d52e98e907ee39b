export {
  dayIn,
  formatDateTime,
  gmtOffset,
  instantIn,
  shiftDay,
  startOfDayIn,
  wallClockIn,
} from './datetime.ts';
