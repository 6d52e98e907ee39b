import { useTranslation } from 'react-i18next';
import { BannerCarousel } from '../games/BannerCarousel.tsx';
import { ContinuePlaying } from '../games/ContinuePlaying.tsx';
import { CategoryRows, HotRow, WinnersBoard } from '../games/HomeRows.tsx';
import { lazyPage } from '../routes/lazyPage.ts';
import { AfterPageLoad } from '../ui/pageLoaded.tsx';
import { AnnouncementMarquee } from '../announcements/AnnouncementMarquee.tsx';
import { useSite } from '../site/queries.ts';
import './pages.css';

// Below the rows, live from the socket: its own chunk, not part of the first screen's scripts.
const LatestWins = lazyPage(() => import('../games/LatestWins.tsx').then((m) => m.LatestWins));

/**
 * The home lobby (spec §2): the notice marquee (the operator's notices, absent without any), banner, a
 * member's games to continue, hot games, a row per category, the live feed of latest wins and the winners board.
 */
export function HomePage() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <>
      <h1 className="visually-hidden">{t('home.welcome', { brand: site.brand.name })}</h1>
      <AnnouncementMarquee />
      <BannerCarousel />
      <ContinuePlaying />
      <HotRow />
      <CategoryRows />
      <AfterPageLoad>
        <LatestWins />
      </AfterPageLoad>
      <WinnersBoard />
    </>
  );
}
