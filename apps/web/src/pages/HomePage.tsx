import { useTranslation } from 'react-i18next';
import { BannerCarousel } from '../games/BannerCarousel.tsx';
import { CategoryRows, HotRow, WinnersBoard } from '../games/HomeRows.tsx';
import { AnnouncementMarquee } from '../announcements/AnnouncementMarquee.tsx';
import { useSite } from '../site/queries.ts';
import './pages.css';

/**
 * The home lobby (spec §2): the notice marquee (the operator's notices, absent without any), banner, hot
 * games, winners board and a row per category.
 */
export function HomePage() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <>
      <h1 className="visually-hidden">{t('home.welcome', { brand: site.brand.name })}</h1>
      <AnnouncementMarquee />
      <BannerCarousel />
      <HotRow />
      <CategoryRows />
      <WinnersBoard />
    </>
  );
}
