import { useEffect, useRef, useState } from 'react';
import { NavLink, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Category } from '@croupier/contracts';
import { useLauncher } from '../games/launcherContext.ts';
import { asGameType, isListCategory } from '../games/logic.ts';
import { useCategories } from '../site/queries.ts';
import { Icon } from '../ui/icons.tsx';
import { useCategoryName } from './categoryName.ts';
import { useFittingCount } from './useFittingCount.ts';

/** More vendors than this get the wide multi-column drop-down (spec §2). */
const LARGE_AFTER = 10;

interface Open {
  gameType: string;
  left: number;
}

type Entry =
  | { key: string; kind: 'link'; to: string; label: string; end?: boolean }
  | { key: string; kind: 'category'; category: Category; label: string };

/** A category with one vendor launches it straight from its entry, which then has no vendor drop-down. */
const launchesAlone = (category: Category) =>
  category.vendors.length === 1 && asGameType(category.gameType) !== null;

export function TopNav() {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const categories = useCategories().data ?? [];
  const [open, setOpen] = useState<Open | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const openedAt = useRef(0);

  const entries: Entry[] = [
    { key: 'home', kind: 'link', to: '/', label: t('nav.home'), end: true },
    { key: 'hot', kind: 'link', to: '/hot', label: t('nav.hot') },
    ...categories.map((category): Entry => ({
      key: category.gameType,
      kind: 'category',
      category,
      label: categoryName(category.gameType),
    })),
    { key: 'promotions', kind: 'link', to: '/promotions', label: t('nav.promotions') },
    { key: 'favorite', kind: 'link', to: '/favorite', label: t('nav.favorite') },
  ];
  const { rowRef, measureRef, fitting } = useFittingCount<HTMLElement, HTMLUListElement>(
    entries.map((entry) => entry.label).join('\n'),
  );
  const shown = entries.slice(0, fitting);
  const folded = entries.slice(fitting);

  // Drop-downs are placed in the viewport rather than inside the row, which clips what overflows it.
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
    <nav ref={rowRef} className="top-nav" aria-label={t('nav.main')}>
      <ul className="top-nav-list">
        {shown.map((entry) =>
          entry.kind === 'link' ? (
            <li key={entry.key}>
              <NavLink to={entry.to} end={entry.end} className="top-nav-link">
                {entry.label}
              </NavLink>
            </li>
          ) : (
            <CategoryEntry
              key={entry.key}
              category={entry.category}
              open={open?.gameType === entry.key ? open : null}
              onOpen={openFor}
              onClose={() => setOpen(null)}
              onToggle={(anchor, wide, at) => {
                // A mouse click lands right after the hover that opened the panel; keep it open then.
                if (open?.gameType === entry.key && at - openedAt.current > 400) setOpen(null);
                else openFor(entry.key, anchor, wide, at);
              }}
              onLeave={closeSoon}
            />
          ),
        )}
        {folded.length > 0 && <MoreEntries entries={folded} />}
      </ul>
      {/* The same row, unseen, at full length: what each entry would take, to know how many fit. */}
      <ul ref={measureRef} className="top-nav-list top-nav-measure" aria-hidden="true">
        {entries.map((entry) => (
          <li key={entry.key} className="top-nav-item">
            <span className="top-nav-link">{entry.label}</span>
            {entry.kind === 'category' && !launchesAlone(entry.category) && (
              <span className="top-nav-toggle" />
            )}
          </li>
        ))}
        <li className="top-nav-item">
          <span className="top-nav-link top-nav-more">
            {t('nav.more')}
            <Icon name="chevronDown" />
          </span>
        </li>
      </ul>
    </nav>
  );
}

/** The entries the row has no room for, behind one "More" button at its end. */
function MoreEntries({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation();
  const launcher = useLauncher();
  const [expanded, setExpanded] = useState(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!expanded) return;
    const closeOutside = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) setExpanded(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [expanded]);

  const close = () => setExpanded(false);
  return (
    <li
      ref={itemRef}
      className="top-nav-item top-nav-more-item"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && expanded) {
          close();
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="top-nav-link top-nav-button top-nav-more"
        aria-expanded={expanded}
        aria-controls="top-nav-more"
        onClick={() => setExpanded((value) => !value)}
      >
        {t('nav.more')}
        <Icon name="chevronDown" />
      </button>
      {expanded && (
        <ul id="top-nav-more" className="dropdown top-nav-more-dropdown">
          {entries.map((entry) => {
            if (entry.kind === 'link')
              return (
                <li key={entry.key}>
                  <NavLink to={entry.to} end={entry.end} onClick={close}>
                    {entry.label}
                  </NavLink>
                </li>
              );
            const { category } = entry;
            const gameType = asGameType(category.gameType);
            const single = category.vendors[0];
            return (
              <li key={entry.key}>
                {launchesAlone(category) && gameType && single ? (
                  <button
                    type="button"
                    onClick={() => {
                      close();
                      launcher.launchVendor(gameType, single.vassalage, single.name);
                    }}
                  >
                    {entry.label}
                  </button>
                ) : (
                  <NavLink to={category.path} onClick={close}>
                    {entry.label}
                  </NavLink>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </li>
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
