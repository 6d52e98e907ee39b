import './when.css';

/**
 * A time as date over clock time: table columns stay narrow, so the other columns (money, devices) keep
 * their room. `format` gives "yyyy-MM-dd HH:mm:ss" in the brand's zone.
 */
export function When({ iso, format }: { iso: string; format: (iso: string) => string }) {
  const [date, time] = format(iso).split(' ');
  return (
    <time dateTime={iso} className="when tabular">
      {date} <span>{time}</span>
    </time>
  );
}
