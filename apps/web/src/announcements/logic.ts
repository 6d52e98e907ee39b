import { ANNOUNCEMENT_PAGE_SIZE } from '@croupier/contracts/constants';

/** The page (from 0) of the notice popup that holds item `index`: the popup opens on the clicked title. */
export function pageOf(index: number, pageSize = ANNOUNCEMENT_PAGE_SIZE): number {
  return Math.max(0, Math.floor(index / pageSize));
}

export function pageCountOf(count: number, pageSize = ANNOUNCEMENT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** Seconds one loop of the marquee takes: a steady reading pace however many titles there are. */
export function marqueeSeconds(titles: readonly string[]): number {
  const characters = titles.reduce((sum, title) => sum + title.length, 0);
  return Math.max(15, Math.round(characters / 6 + titles.length * 2));
}
