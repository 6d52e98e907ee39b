import { useTranslation } from 'react-i18next';
import { asRecord, numberArray } from '../../lib/result.ts';
import { DieFace } from '../../ui/Die.tsx';
import { outcomeLabel } from './logic.ts';

export function SicBoSummary({ result }: { result: unknown }) {
  const { t } = useTranslation();
  const dice = numberArray(asRecord(result).dice);
  if (!dice || dice.length !== 3) return null;
  return (
    <p className="round-summary">
      <span className="mini-dice" role="img" aria-label={t('sicbo.thrown', { dice: dice.join(', ') })}>
        {dice.map((f, i) => (
          <DieFace key={i} face={f} size={24} />
        ))}
      </span>
      {dice.reduce((a, b) => a + b, 0)} · {t(`sicbo.${outcomeLabel(dice)}`)}
    </p>
  );
}
