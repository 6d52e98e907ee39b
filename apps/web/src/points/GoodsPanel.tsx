import { useTranslation } from 'react-i18next';
import type { PointGoods } from '@croupier/contracts';
import { formatAmount } from '@croupier/money';
import { useSite } from '../site/queries.ts';
import { useListState } from './ListState.tsx';
import { usePointGoods } from './api.ts';
import { formatPoints } from './logic.ts';

/** The goods on sale as cards: art, name, points needed, worth and stock, each with its redeem. */
export function GoodsPanel({ onRedeem }: { onRedeem: (goods: PointGoods) => void }) {
  const { t } = useTranslation();
  const currency = useSite().brand.currency;
  const goods = usePointGoods();
  const fallback = useListState(goods, goods.data?.length, t('pointsMall.goodsEmpty'));
  if (fallback || !goods.data) return fallback;
  return (
    <ul className="pm-goods" aria-label={t('pointsMall.tabs.goods')}>
      {goods.data.map((item) => (
        <li key={item.id} className="pm-card">
          <div className="pm-art">
            {item.image ? <img src={item.image} alt={item.name} loading="lazy" /> : null}
          </div>
          <div className="pm-card-body">
            <span className="pm-kind">{t(`pointsMall.goodsKind.${item.kind}`)}</span>
            <h3 className="pm-name">{item.name}</h3>
            <p className="pm-price tabular">
              {t('pointsMall.pointsNeeded', { points: formatPoints(item.pointsNeeded) })}
            </p>
            <p className="wallet-muted tabular">
              {t('pointsMall.worth', { amount: formatAmount(item.moneyValue, currency) })}
            </p>
            <p className="wallet-muted tabular">
              {item.remaining > 0
                ? t('pointsMall.remaining', { count: item.remaining })
                : t('pointsMall.soldOut')}
              {' · '}
              {t('pointsMall.redeemed', { count: item.redeemed })}
            </p>
            <button
              type="button"
              className="btn btn-primary"
              disabled={item.remaining === 0}
              aria-label={`${t('pointsMall.redeem')} ${item.name}`}
              onClick={() => onRedeem(item)}
            >
              {t('pointsMall.redeem')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
