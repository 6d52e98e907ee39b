import { sql, type SQL } from 'drizzle-orm';

/**
 * The brand-local period of length `period` (day, week, month) holding `at`, as its label: `2026-11-27`,
 * `W2026-11-23` (the week's Monday), `2026-11`.
 */
export function periodLabel(period: SQL, at: SQL, timezone: SQL | string): SQL {
  const local = sql`((${at})::timestamptz at time zone ${timezone})`;
  return sql`case ${period} when 'day' then to_char(${local}, 'YYYY-MM-DD')
    when 'week' then to_char(date_trunc('week', ${local}), '"W"YYYY-MM-DD') else to_char(${local}, 'YYYY-MM') end`;
}
