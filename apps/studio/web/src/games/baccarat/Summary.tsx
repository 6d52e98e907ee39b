import { useTranslation } from 'react-i18next';
import { CardFace } from '../../ui/PlayingCard.tsx';
import { readCoup } from './logic.ts';

export function BaccaratSummary({ result }: { result: unknown }) {
  const { t } = useTranslation();
  const coup = readCoup(result);
  if (!coup) return null;
  const hand = (cards: typeof coup.player) => (
    <span className="mini-cards" aria-hidden="true">
      {cards.map((c, i) => (
        <CardFace key={i} card={c} />
      ))}
    </span>
  );
  return (
    <p className="round-summary">
      {hand(coup.player)} {coup.playerTotal} : {coup.bankerTotal} {hand(coup.banker)}
      <strong>{t(`baccarat.bead.${coup.winner}`)}</strong>
    </p>
  );
}
