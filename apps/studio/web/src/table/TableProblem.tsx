import { useTranslation } from 'react-i18next';
import type { useTableBets } from './useTableBets.ts';

/** Why the table cannot be played yet (or why the last chip was refused), under the bet controls. */
export function TableProblem({ table }: { table: ReturnType<typeof useTableBets> }) {
  const { t } = useTranslation();
  const text = table.problem
    ? t(`table.problem.${table.problem}`, table.problemOptions)
    : table.belowMin
      ? t('table.problem.belowMin', table.problemOptions)
      : table.bets.spots.size === 0
        ? t('table.problem.empty')
        : null;
  return (
    <p
      className={table.problem || table.belowMin ? 'field-error table-problem' : 'field-hint table-problem'}
      aria-live="polite"
    >
      {text}
    </p>
  );
}
