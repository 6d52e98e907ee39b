import { useTranslation } from 'react-i18next';
import { CardFace } from '../../ui/PlayingCard.tsx';
import { readHilo } from './logic.ts';

export function HiloSummary({ result }: { result: unknown }) {
  const { t } = useTranslation();
  const view = readHilo(result);
  if (!view) return null;
  const cards = [view.start, ...view.steps.map((s) => s.card)].slice(-8);
  return (
    <p className="round-summary">
      <span className="mini-cards" aria-hidden="true">
        {cards.map((c, i) => (
          <CardFace key={i} card={c} />
        ))}
      </span>
      {t('hilo.summary', { count: view.steps.length })} · {t(`mines.status.${view.status}`)}
    </p>
  );
}
