import { useTranslation } from 'react-i18next';
import { BannerCarousel } from '../games/BannerCarousel.tsx';
import { CategoryRows, HotRow, WinnersBoard } from '../games/HomeRows.tsx';
import { useSite } from '../site/queries.ts';
import './pages.css';

/**
 * The home lobby (spec §2): banner, hot games, winners board and a row per category. The notice marquee
 * joins once the platform serves announcements; until then nothing is shown rather than invented notices.
 */
export function HomePage() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <>
      <h1 className="visually-hidden">{t('home.welcome', { brand: site.brand.name })}</h1>
      <BannerCarousel />
      <HotRow />
      <CategoryRows />
      <WinnersBoard />
    </>
  );
}
