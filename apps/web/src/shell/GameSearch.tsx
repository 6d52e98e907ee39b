import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GameSearchHit } from '@croupier/contracts';
import { apiGet } from '../api/http.ts';
import { useLauncher } from '../games/launcherContext.ts';
import { Icon } from '../ui/icons.tsx';
import './search.css';

/** Typing pauses this long before the search is asked: one request per word, not per key. */
const DEBOUNCE_MS = 250;
const HITS = 8;

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return settled;
}

function useGameSearch(text: string) {
  const { i18n } = useTranslation();
  const q = useDebounced(text.trim());
  const search = useQuery({
    queryKey: ['games', 'search', i18n.language, q],
    queryFn: ({ signal }) =>
      apiGet<GameSearchHit[]>(
        `/games/search?${new URLSearchParams({ q, language: i18n.language, limit: String(HITS) }).toString()}`,
        { signal },
      ),
    enabled: q !== '',
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  return { q, search, settling: q !== text.trim() };
}

/**
 * The header's game search (issue 17): a combobox whose list shows the playable games whose name in any language
 * holds what is typed, with their art and provider. Arrow keys move through the games, Enter launches the one
 * chosen (or the first), Escape closes the list and then the search. On phones it is an icon that opens the
 * search over the header's full width.
 */
export function GameSearch({ isMobile }: { isMobile: boolean }) {
  const { t } = useTranslation();
  const launcher = useLauncher();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const [text, setText] = useState('');
  const [listOpen, setListOpen] = useState(false);
  // The game chosen with the arrow keys, for the query it was chosen in: a new query starts with none.
  const [activeIn, setActiveIn] = useState({ q: '', index: -1 });
  const [panelOpen, setPanelOpen] = useState(false);
  const { q, search, settling } = useGameSearch(text);
  const active = activeIn.q === q ? activeIn.index : -1;
  const setActive = (index: number) => setActiveIn({ q, index });
  const hits = q === '' ? [] : (search.data ?? []);
  const showList = listOpen && text.trim() !== '';
  const listId = `${id}-games`;
  const optionId = (index: number) => `${id}-game-${index}`;

  useEffect(() => {
    if (panelOpen) inputRef.current?.focus();
  }, [panelOpen]);

  const closePanel = () => {
    setPanelOpen(false);
    setListOpen(false);
    setText('');
    openerRef.current?.focus();
  };
  const choose = (hit: GameSearchHit) => {
    setListOpen(false);
    setText('');
    if (isMobile) setPanelOpen(false);
    inputRef.current?.blur();
    launcher.launch(hit);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setListOpen(true);
        if (hits.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (active < 0) setActive(step > 0 ? 0 : hits.length - 1);
        else setActive((active + step + hits.length) % hits.length);
        return;
      }
      case 'Enter': {
        const hit = hits[active] ?? (showList && !settling ? hits[0] : undefined);
        if (!hit) return;
        event.preventDefault();
        choose(hit);
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (showList) setListOpen(false);
        else if (text) setText('');
        else if (isMobile) closePanel();
        return;
    }
  };

  const status = (() => {
    if (!showList) return '';
    if (search.isError) return t('gamesLobby.search.failed');
    if (settling || search.isFetching) return t('gamesLobby.search.searching');
    return hits.length === 0
      ? t('gamesLobby.search.none', { q })
      : t('gamesLobby.search.count', { count: hits.length });
  })();

  if (isMobile && !panelOpen) {
    return (
      <button
        ref={openerRef}
        type="button"
        className="icon-btn"
        aria-label={t('gamesLobby.search.open')}
        onClick={() => setPanelOpen(true)}
      >
        <Icon name="search" />
      </button>
    );
  }

  return (
    <div className={`game-search${isMobile ? ' is-panel' : ''}`} role="search">
      <span className="game-search-field">
        <Icon name="search" />
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          value={text}
          placeholder={t('gamesLobby.search.placeholder')}
          aria-label={t('gamesLobby.search.label')}
          aria-expanded={showList && hits.length > 0}
          aria-controls={hits.length > 0 ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={80}
          onChange={(event) => {
            setText(event.target.value);
            setListOpen(true);
          }}
          onFocus={() => setListOpen(true)}
          onBlur={(event) => {
            if (!event.currentTarget.closest('.game-search')?.contains(event.relatedTarget))
              setListOpen(false);
          }}
          onKeyDown={onKeyDown}
        />
      </span>
      {isMobile && (
        <button
          type="button"
          className="icon-btn"
          aria-label={t('gamesLobby.search.close')}
          onClick={closePanel}
        >
          <Icon name="close" />
        </button>
      )}
      <p className="visually-hidden" role="status">
        {status}
      </p>
      <div className="game-search-popup" hidden={!showList}>
        {hits.length > 0 && (
          <ul id={listId} role="listbox" aria-label={t('gamesLobby.search.results')}>
            {hits.map((hit, index) => {
              const name = hit.displayName || hit.gameName;
              return (
                <li
                  key={hit.gameId}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className="game-search-hit"
                  // Keeps the focus in the box, so the click lands before the list closes on blur.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(index)}
                  onClick={() => choose(hit)}
                >
                  {hit.showIcon !== false && hit.iconUrl ? (
                    <img src={hit.iconUrl} alt="" width="48" height="36" loading="lazy" />
                  ) : (
                    <span className="game-search-art" aria-hidden="true">
                      {name.slice(0, 2)}
                    </span>
                  )}
                  <span className="game-search-text">
                    <span className="game-search-name">{name}</span>
                    <span className="game-search-vendor">{hit.vendorName}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        {status && hits.length === 0 && (
          <p className="game-search-note" aria-hidden="true">
            {status}
          </p>
        )}
      </div>
    </div>
  );
}
