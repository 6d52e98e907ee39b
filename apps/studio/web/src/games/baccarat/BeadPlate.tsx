import { useTranslation } from 'react-i18next';
import type { Round } from '../../api/types.ts';
import { readCoup } from './logic.ts';

const ROWS = 6;

/**
 * The bead plate road: one bead per coup, oldest first, down six rows then the next column, as baccarat tables
 * show their history. Pairs are marked with dots.
 */
export function BeadPlate({ rounds }: { rounds: Round[] }) {
  const { t } = useTranslation();
  const coups = rounds
    .map((r) => readCoup(r.result))
    .filter((c) => c !== null)
    .reverse();
  const columns = Math.max(8, Math.ceil(coups.length / ROWS));
  return (
    <section className="bead-plate" aria-label={t('baccarat.road')}>
      <h2>{t('baccarat.road')}</h2>
      <ol style={{ gridTemplateColumns: `repeat(${columns}, 26px)` }}>
        {coups.map((coup, i) => (
          <li
            key={i}
            className={`bead bead-${coup.winner}`}
            style={{ gridRow: (i % ROWS) + 1, gridColumn: Math.floor(i / ROWS) + 1 }}
            aria-label={t(`baccarat.bead.${coup.winner}`)}
          >
            {t(`baccarat.short.${coup.winner}`)}
            {coup.playerPair && <span className="pair-dot player-dot" />}
            {coup.bankerPair && <span className="pair-dot banker-dot" />}
          </li>
        ))}
      </ol>
    </section>
  );
}
