import { useTranslation } from 'react-i18next';
import { asRecord } from '../../lib/result.ts';
import { hundredths } from './logic.ts';

export function DiceSummary({ result }: { result: unknown }) {
  const { t } = useTranslation();
  const r = asRecord(result);
  const roll = Number(r.roll);
  if (!Number.isFinite(roll)) return null;
  return (
    <p className="round-summary">
      {t('dice.summary', { roll: hundredths(roll) })}{' '}
      <strong className={r.won ? 'is-win' : 'is-loss'}>{r.won ? t('summary.won') : t('summary.lost')}</strong>
    </p>
  );
}
