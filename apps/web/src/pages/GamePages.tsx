import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GameType } from '@croupier/contracts';
import { useCategoryName } from '../shell/categoryName.ts';
import { useCategories } from '../site/queries.ts';
import { ComingSoon, PageHeader } from '../ui/ComingSoon.tsx';
import './pages.css';

/** Vendor chips for a category, each a real link with `?vassalage=`. */
function VendorFilter({ gameType, selected }: { gameType: GameType; selected: string | null }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const category = categories.data?.find((c) => c.gameType === gameType);
  if (!category) return null;
  return (
    <nav aria-label={t('games.vendorFilter')} className="vendor-chips">
      <ul>
        <li>
          <Link to={category.path} aria-current={selected === null ? 'page' : undefined} className="chip">
            {t('games.allVendors')}
          </Link>
        </li>
        {category.vendors.map((v) => (
          <li key={v.vassalage}>
            <Link
              to={`${category.path}?vassalage=${encodeURIComponent(v.vassalage)}`}
              aria-current={selected === v.vassalage ? 'page' : undefined}
              className="chip"
            >
              <img src={v.logoUrl} alt="" width="20" height="20" />
              {v.name}
              <span className="chip-count tabular">{v.gameCount}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function useCategoryHeader(gameType: GameType) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const categories = useCategories();
  const category = categories.data?.find((c) => c.gameType === gameType);
  const name = categoryName(gameType);
  const subtitle = category
    ? `${t('common.games', { count: category.gameCount })} · ${t('common.providers', { count: category.vendors.length })}`
    : categories.isPending
      ? undefined
      : t('games.noVendors');
  return { name, subtitle, category };
}

/** Live, slots, fish, card, mini and bingo games: a list filtered by `?vassalage=`. */
export function GameListPage({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const vassalage = params.get('vassalage');
  const { name, subtitle, category } = useCategoryHeader(gameType);
  const vendor = category?.vendors.find((v) => v.vassalage === vassalage);
  return (
    <>
      <PageHeader title={name} subtitle={subtitle} />
      <VendorFilter gameType={gameType} selected={vassalage} />
      <ComingSoon
        icon="grid"
        title={
          vendor
            ? t('games.listSoonVendor', { vendor: vendor.name })
            : t('games.listSoon', { category: name })
        }
        body={t('games.listSoonBody')}
        items={[t('games.soonTiles'), t('games.soonSearch'), t('games.soonFavourite'), t('games.soonDemo')]}
      />
    </>
  );
}

/** Sports, e-sports, lottery, e-lottery and cockfight open one vendor's product at a time. */
export function GameCentrePage({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { name, subtitle } = useCategoryHeader(gameType);
  return (
    <>
      <PageHeader title={name} subtitle={subtitle} />
      <VendorFilter gameType={gameType} selected={params.get('vassalage')} />
      <ComingSoon
        icon="clock"
        title={t('games.centreSoon', { category: name })}
        body={t('games.centreSoonBody')}
      />
    </>
  );
}
