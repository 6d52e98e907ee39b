import { useRef, useState } from 'react';
import { NavLink, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Category } from '@croupier/contracts';
import { useLauncher } from '../games/launcherContext.ts';
import { asGameType, isListCategory } from '../games/logic.ts';
import { useCategories } from '../site/queries.ts';
import { Icon } from '../ui/icons.tsx';
import { useCategoryName } from './categoryName.ts';
import { useOverflowScroll } from './useOverflowScroll.ts';

/** More vendors than this get the wide multi-column drop-down (spec §2). */
const LARGE_AFTER = 10;

interface Open {
  gameType: string;
  left: number;
}

export function TopNav() {
  const { t } = useTranslation();
  const categories = useCategories().data ?? [];
  const [open, setOpen] = useState<Open | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const openedAt = useRef(0);
  const { ref: rowRef, hidden, measure, step } = useOverflowScroll<HTMLUListElement>(categories.length);

  // The nav scrolls sideways on narrow desktops, so drop-downs are placed in the viewport rather
  // than inside the scroller, which would clip them.
  const openFor = (gameType: string, anchor: HTMLElement, wide: boolean, at: number) => {
    window.clearTimeout(closeTimer.current);
    if (open?.gameType !== gameType) openedAt.current = at;
    const rect = anchor.getBoundingClientRect();
    const width = wide ? 640 : 280;
    setOpen({ gameType, left: Math.max(8, Math.min(rect.left, window.innerWidth - width - 8)) });
  };
  const closeSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(null), 120);
  };

  return (
    <nav className="top-nav" aria-label={t('nav.main')}>
      {hidden.before && (
        <button
          type="button"
          className="top-nav-scroll is-before"
          aria-label={t('nav.scrollBack')}
          onClick={() => step(-1)}
        >
          <Icon name="chevronLeft" />
        </button>
      )}
      <ul
        ref={rowRef}
        className="top-nav-list"
        onScroll={() => {
          setOpen(null);
          measure();
        }}
      >
        <li>
          <NavLink to="/" end className="top-nav-link">
            {t('nav.home')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/hot" className="top-nav-link">
            {t('nav.hot')}
          </NavLink>
        </li>
        {categories.map((category) => (
          <CategoryEntry
            key={category.gameType}
            category={category}
            open={open?.gameType === category.gameType ? open : null}
            onOpen={openFor}
            onClose={() => setOpen(null)}
            onToggle={(anchor, wide, at) => {
              // A mouse click lands right after the hover that opened the panel; keep it open then.
              if (open?.gameType === category.gameType && at - openedAt.current > 400) setOpen(null);
              else openFor(category.gameType, anchor, wide, at);
            }}
            onLeave={closeSoon}
          />
        ))}
        <li>
          <NavLink to="/promotions" className="top-nav-link">
            {t('nav.promotions')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/favorite" className="top-nav-link">
            {t('nav.favorite')}
          </NavLink>
        </li>
      </ul>
      {hidden.after && (
        <button
          type="button"
          className="top-nav-scroll is-after"
          aria-label={t('nav.scrollOn')}
          onClick={() => step(1)}
        >
          <Icon name="chevronRight" />
        </button>
      )}
    </nav>
  );
}

function CategoryEntry(props: {
  category: Category;
  open: Open | null;
  onOpen: (gameType: string, anchor: HTMLElement, wide: boolean, at: number) => void;
  onClose: () => void;
  onToggle: (anchor: HTMLElement, wide: boolean, at: number) => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const launcher = useLauncher();
  const { category, open } = props;
  const gameType = asGameType(category.gameType);
  // Centre categories (sports, lottery...) open a vendor's product; list categories its game list.
  const launchesProduct = gameType !== null && !isListCategory(gameType);
  const itemRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const name = categoryName(category.gameType);
  const wide = category.vendors.length > LARGE_AFTER;
  const panelId = `vendors-${category.gameType}`;

  const show = (at: number) => {
    if (itemRef.current) props.onOpen(category.gameType, itemRef.current, wide, at);
  };

  const single = category.vendors.length === 1 ? category.vendors[0] : undefined;
  if (single && gameType) {
    // spec §2: a category with a single vendor launches it directly.
    return (
      <li className="top-nav-item">
        <button
          type="button"
          className="top-nav-link top-nav-button"
          onClick={() => launcher.launchVendor(gameType, single.vassalage, single.name)}
        >
          {name}
        </button>
      </li>
    );
  }

  return (
    <li
      ref={itemRef}
      className="top-nav-item"
      onMouseEnter={(e) => show(e.timeStamp)}
      onMouseLeave={props.onLeave}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          props.onClose();
          toggleRef.current?.focus();
        }
      }}
    >
      <NavLink to={category.path} className="top-nav-link">
        {name}
      </NavLink>
      <button
        ref={toggleRef}
        type="button"
        className="top-nav-toggle"
        aria-expanded={open !== null}
        aria-controls={panelId}
        aria-label={t('nav.vendorsOf', { category: name })}
        onClick={(e) => {
          if (itemRef.current) props.onToggle(itemRef.current, wide, e.timeStamp);
        }}
      >
        <Icon name="chevronDown" />
      </button>
      {open && (
        <div
          id={panelId}
          className={`dropdown vendor-dropdown${wide ? ' is-large' : ''}`}
          style={{ left: open.left }}
          onMouseEnter={(e) => show(e.timeStamp)}
        >
          <p className="vendor-dropdown-title">{t('nav.providers', { count: category.vendors.length })}</p>
          <ul>
            {category.vendors.map((vendor) => (
              <li key={vendor.vassalage}>
                {launchesProduct && gameType ? (
                  <button
                    type="button"
                    onClick={() => {
                      props.onClose();
                      launcher.launchVendor(gameType, vendor.vassalage, vendor.name);
                    }}
                  >
                    <VendorEntry vendor={vendor} />
                  </button>
                ) : (
                  <Link
                    to={`${category.path}?vassalage=${encodeURIComponent(vendor.vassalage)}`}
                    onClick={props.onClose}
                  >
                    <VendorEntry vendor={vendor} />
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

function VendorEntry({ vendor }: { vendor: Category['vendors'][number] }) {
  const { t } = useTranslation();
  return (
    <>
      <img src={vendor.logoUrl} alt="" width="32" height="32" loading="lazy" />
      <span className="vendor-name">{vendor.name}</span>
      <span className="vendor-count tabular">{t('common.games', { count: vendor.gameCount })}</span>
    </>
  );
}
