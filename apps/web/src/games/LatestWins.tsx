import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language, LatestWin } from '@croupier/contracts';
import { LATEST_WINS_SIZE, WINS_TOPIC } from '@croupier/contracts/constants';
import { CURRENCIES, formatAmount } from '@croupier/money';
import { apiGet } from '../api/http.ts';
import { watchTopic } from '../realtime/topics.ts';
import { RowHead } from './HomeRows.tsx';
import './live.css';

const WINS_KEY = ['wins', 'latest'] as const;
/** How many of the feed's wins the home page shows. */
const SHOWN = 10;

/** New wins first, each round once, at most the feed's size. */
export function mergeWins(incoming: readonly LatestWin[], current: readonly LatestWin[] = []): LatestWin[] {
  const seen = new Set(incoming.map((win) => win.id));
  return [...incoming, ...current.filter((win) => !seen.has(win.id))].slice(0, LATEST_WINS_SIZE);
}

/** The amount as people read it: thousands separators, the currency's decimals and symbol. */
function amountOf(win: LatestWin): string {
  const currency = CURRENCIES[win.currency];
  return currency ? formatAmount(win.amount, currency) : `${win.amount} ${win.currency}`;
}

/**
 * The brand's latest notable wins (issue 17: a live feed): the list from the server, then each new win as the
 * socket brings it, while the row is on screen. Names arrive masked; the game shows in the page's language.
 */
export function LatestWins() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const wins = useQuery({
    queryKey: WINS_KEY,
    queryFn: ({ signal }) => apiGet<LatestWin[]>('/wins/latest', { signal }),
    // The socket keeps it current while the row is shown; coming back to the page reads it afresh.
    staleTime: 0,
  });

  useEffect(
    () =>
      watchTopic(WINS_TOPIC, {
        event: 'wins',
        handler: (payload) => {
          const incoming = (payload as { wins?: LatestWin[] }).wins ?? [];
          queryClient.setQueryData<LatestWin[]>(WINS_KEY, (current) => mergeWins(incoming, current));
        },
        // Wins settled before the socket watched were not sent: the list is read again once it does.
        onWatching: () => void queryClient.invalidateQueries({ queryKey: WINS_KEY }),
      }),
    [queryClient],
  );

  const list = (wins.data ?? []).slice(0, SHOWN);
  // Nothing to show while it loads, when it fails or before anyone has won: the feed is extra, the winners board
  // below says so in words.
  if (list.length === 0) return null;
  const language = i18n.language as Language;
  return (
    <section className="home-section latest-wins" aria-labelledby="row-latest-wins">
      <RowHead id="row-latest-wins" title={t('gamesLobby.home.latestWins')} />
      <ul className="winners-list latest-wins-list">
        {list.map((win) => {
          const game = win.gameNames[language] ?? win.gameNames.EN;
          return (
            <li key={win.id} className="winner latest-win">
              {win.iconUrl ? <img src={win.iconUrl} alt="" width="40" height="30" loading="lazy" /> : null}
              <span className="winner-who">
                <span className="winner-name">{win.player}</span>
                <span className="winner-game" title={game}>
                  {game}
                </span>
              </span>
              <span className="winner-amount money">{amountOf(win)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
