import { useTranslation } from 'react-i18next';
import { formatMultiplier } from '../../lib/money.ts';
import { asRecord, numberArray, ratioNumber } from '../../lib/result.ts';

export function PlinkoSummary({ result }: { result: unknown }) {
  const { t } = useTranslation();
  const r = asRecord(result);
  const path = numberArray(r.path);
  const multiplier = ratioNumber(r.multiplier);
  if (!path || multiplier === null) return null;
  return (
    <p className="round-summary">
      {t('plinko.summary', {
        rows: path.length,
        slot: Number(r.slot) + 1,
        multiplier: formatMultiplier(multiplier),
      })}
    </p>
  );
}
