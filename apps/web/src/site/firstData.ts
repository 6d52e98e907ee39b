import type { QueryClient } from '@tanstack/react-query';
import { bannersQuery, hotGamesQuery, lanesQuery } from '../games/api.ts';
import { announcementsQuery } from '../announcements/api.ts';
import { tokenStore } from '../session/tokenStore.ts';
import { categoriesQuery, siteQuery } from './queries.ts';

/** The paths the router shows the home page at (routes/router.tsx). */
const HOME_PATH = /^\/(index|index\.html|home|login|register)?\/?$/i;

/**
 * Asks for the data the first screen shows all at once, as the page starts, under the keys its components read:
 * otherwise each waits for the one before it to render (the site, then the shell's categories, then the home
 * rows and notices), three round trips in a row on a slow phone line.
 */
export function prefetchFirstData(queryClient: QueryClient, language: string, pathname: string): void {
  void queryClient.prefetchQuery(siteQuery);
  void queryClient.prefetchQuery(categoriesQuery(language));
  void queryClient.prefetchQuery(bannersQuery('w_leftmenu', language));
  if (!HOME_PATH.test(pathname)) return;
  void queryClient.prefetchQuery(announcementsQuery(language));
  void queryClient.prefetchQuery(bannersQuery('w_home', language));
  void queryClient.prefetchQuery(hotGamesQuery(language, tokenStore.get()));
  void queryClient.prefetchQuery(lanesQuery(language));
}
