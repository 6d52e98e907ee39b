import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Banner, BannerGroup } from '@croupier/contracts';
import { GAME_TYPE_ROUTES } from '@croupier/contracts/constants';
import { Icon } from '../ui/icons.tsx';
import { useMediaQuery } from '../ui/useMediaQuery.ts';
import { useBanners } from './api.ts';
import { useLauncher } from './launcherContext.ts';
import { asGameType, BANNER_AUTOPLAY_MS, BANNER_SPEED_MS, carouselSlides, nextSlide } from './logic.ts';
import './lobby.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * A banner's picture, and its target when it has a linkageType (spec §2). A game link follows the tile's launch
 * plan; `onFollow` runs first on any link (a popup closes so the target shows).
 */
function Slide({
  banner,
  first,
  onFollow,
}: {
  banner: Banner;
  /** The slide shown first: often the page's largest picture, so it is fetched before the tiles and logos. */
  first: boolean;
  onFollow: (() => void) | undefined;
}) {
  const launcher = useLauncher();
  // The headline and call to action are text over the art (translated, never baked into the image); the link's
  // name is that text, so the picture itself needs no alt.
  const image = (
    <>
      <img
        src={banner.url}
        alt={banner.title ? '' : undefined}
        draggable={false}
        fetchPriority={first ? 'high' : 'low'}
      />
      {banner.title && (
        <span className="banner-caption">
          <span className="banner-headline">{banner.title}</span>{' '}
          {banner.action && <span className="banner-cta">{banner.action}</span>}
        </span>
      )}
    </>
  );
  const target = banner.linkageTarget;
  const onClick = onFollow && (() => onFollow());
  switch (banner.linkageType) {
    case 'url':
      return /^https?:\/\//.test(target) ? (
        <a href={target} target="_blank" rel="noopener noreferrer" className="banner-link" onClick={onClick}>
          {image}
        </a>
      ) : (
        <Link to={target.startsWith('/') ? target : `/${target}`} className="banner-link" onClick={onClick}>
          {image}
        </Link>
      );
    case 'category': {
      const gameType = asGameType(target);
      const to = gameType ? GAME_TYPE_ROUTES[gameType].path : target.startsWith('/') ? target : `/${target}`;
      return (
        <Link to={to} className="banner-link" onClick={onClick}>
          {image}
        </Link>
      );
    }
    case 'promotion':
      return (
        <Link to="/promotions" className="banner-link" onClick={onClick}>
          {image}
        </Link>
      );
    case 'game':
      return (
        <button
          type="button"
          className="banner-link"
          aria-busy={launcher.pending === target || undefined}
          onClick={() => {
            onFollow?.();
            launcher.launchById(target);
          }}
        >
          {image}
        </button>
      );
    default:
      return <div className="banner-link">{image}</div>;
  }
}

/**
 * A banner group's carousel (spec §2, §9): the home swiper, the login, register and forgot-password popups
 * (`w_login`, `w_register`, `w_forget`), the side menu (`w_leftmenu`) and each category page (its game type).
 * It shows only when the group has banners (nothing, not even a gap, once they are known to be none), at most
 * 6 of them (BANNER_MAX_SLIDES); autoplays every 5000 ms with a 1000 ms slide, loops only with several
 * banners, pauses while hovered or focused and on request (WCAG 2.2.2), and neither autoplays nor slides for
 * players who ask for reduced motion. `compact` is the narrow look of popups and the side menu.
 */
export function BannerCarousel({
  group = 'w_home',
  compact = false,
  strip = false,
  label,
  onFollow,
}: {
  group?: BannerGroup;
  compact?: boolean;
  /** A lower band for pages whose content should start above the fold (category pages). */
  strip?: boolean;
  /** The region's accessible name; "Featured" unless the page has another carousel to tell apart. */
  label?: string;
  /** Runs when the player follows a banner's link (a popup closes). */
  onFollow?: () => void;
}) {
  const { t } = useTranslation();
  const query = useBanners(group);
  const banners = carouselSlides(query.data);
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reduced = useMediaQuery(REDUCED_MOTION);
  const id = useId();
  const playing = count > 1 && !reduced && !stopped;
  const current = index < count ? index : 0;

  useEffect(() => {
    if (!playing || hovered || focused) return;
    const timer = window.setInterval(() => setIndex((i) => nextSlide(i, count, 1)), BANNER_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [playing, hovered, focused, count]);

  const className = `banner${compact ? ' banner-compact' : ''}${strip ? ' banner-strip' : ''}`;
  // Its box is kept while the banners load, so what follows does not jump down when they arrive.
  if (query.isPending) {
    return (
      <div className={`${className} banner-pending`} aria-hidden="true">
        <div className="banner-slide" />
      </div>
    );
  }
  if (count === 0) return null;
  return (
    <section
      className={className}
      aria-roledescription={t('gamesLobby.banner.carousel')}
      aria-label={label ?? t('gamesLobby.banner.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <div className="banner-viewport">
        <ul
          id={id}
          className="banner-track"
          aria-live={playing && !hovered && !focused ? 'off' : 'polite'}
          style={{
            transform: `translateX(-${current * 100}%)`,
            transition: reduced ? 'none' : `transform ${BANNER_SPEED_MS}ms ease-out`,
          }}
        >
          {banners.map((banner, i) => (
            <li
              key={banner.id}
              className="banner-slide"
              aria-roledescription={t('gamesLobby.banner.slide')}
              aria-label={t('gamesLobby.banner.slideOf', { n: i + 1, count })}
              aria-hidden={i !== current}
              inert={i !== current}
            >
              <Slide banner={banner} first={i === 0 && !compact} onFollow={onFollow} />
            </li>
          ))}
        </ul>
      </div>
      {count > 1 && (
        <div className="banner-controls">
          <button
            type="button"
            className="banner-btn"
            aria-controls={id}
            aria-label={t('gamesLobby.banner.previous')}
            onClick={() => setIndex(nextSlide(current, count, -1))}
          >
            <Icon name="chevronLeft" />
          </button>
          <div className="banner-dots">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className="banner-dot"
                aria-controls={id}
                aria-current={i === current ? 'true' : undefined}
                aria-label={t('gamesLobby.banner.goTo', { n: i + 1 })}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
          {!reduced && (
            <button
              type="button"
              className="banner-btn"
              aria-label={t(stopped ? 'gamesLobby.banner.play' : 'gamesLobby.banner.pause')}
              onClick={() => setStopped((s) => !s)}
            >
              <Icon name={stopped ? 'play' : 'pause'} />
            </button>
          )}
          <button
            type="button"
            className="banner-btn"
            aria-controls={id}
            aria-label={t('gamesLobby.banner.next')}
            onClick={() => setIndex(nextSlide(current, count, 1))}
          >
            <Icon name="chevronRight" />
          </button>
        </div>
      )}
    </section>
  );
}
