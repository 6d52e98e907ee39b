import { useTranslation } from 'react-i18next';
import { formatMultiplier } from '../../lib/money.ts';
import { asRecord, ratioNumber } from '../../lib/result.ts';

/** A crash bet in history, when the server lists them: where the round crashed and where the player left. */
export function CrashSummary({ result }: { result: unknown }) {
  const { t } = useTranslation();
  const r = asRecord(result);
  const point = ratioNumber(r.point);
  const cashOut = ratioNumber(r.cashOut);
  if (point === null) return null;
  return (
    <p className="round-summary">
      {t('crash.summary', { point: formatMultiplier(point) })}
      {cashOut !== null && ` · ${t('crash.cashedAtShort', { multiplier: formatMultiplier(cashOut) })}`}
    </p>
  );
}
