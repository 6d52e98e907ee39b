import { formatDateTime } from '@croupier/format';

/** Operators read times in their own zone (like the audit log); column headers name it. */
export const OPERATOR_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function operatorTime(value: string): string {
  return formatDateTime(value, OPERATOR_TIME_ZONE);
}
