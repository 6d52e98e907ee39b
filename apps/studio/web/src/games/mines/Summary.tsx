import { useTranslation } from 'react-i18next';
import { readMines } from './logic.ts';

export function MinesSummary({ result }: { result: unknown }) {
  const { t } = useTranslation();
  const view = readMines(result);
  if (!view) return null;
  const safe = view.revealed.filter((c) => !view.mines?.includes(c)).length;
  return (
    <p className="round-summary">
      {t('mines.summary', { side: view.side, gems: safe, mines: view.mines?.length ?? '?' })}{' '}
      <strong className={view.status === 'cashedOut' ? 'is-win' : view.status === 'busted' ? 'is-loss' : ''}>
        {t(`mines.status.${view.status}`)}
      </strong>
    </p>
  );
}
