import { useTranslation } from 'react-i18next';
import { asRecord } from '../../lib/result.ts';
import { colourOf } from './logic.ts';

export function RouletteSummary({ result }: { result: unknown }) {
  const { t } = useTranslation();
  const pocket = Number(asRecord(result).pocket);
  if (!Number.isInteger(pocket) || pocket < 0 || pocket > 36) return null;
  const colour = colourOf(pocket);
  return (
    <p className="round-summary">
      <span className={`mini-chip ${colour}`}>{pocket}</span>
      {t(`roulette.colour.${colour}`)}
    </p>
  );
}
